import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TermsType, type TTermsType } from '@hospedar/contracts/constants';
import { TermsDialog } from './terms-dialog.tsx';
import './terms.css';

export type TTermsLinksProps = {
  /** 'consent': the form's "Read the terms…" buttons; 'footer': short names in a page footer. */
  variant: 'consent' | 'footer';
};

/** Buttons that open the terms of use and the privacy policy in a modal. */
export function TermsLinks({ variant }: TTermsLinksProps) {
  const { t } = useTranslation('terms');
  const [open, setOpen] = useState<TTermsType | null>(null);
  const labels =
    variant === 'consent'
      ? { use: t('open.use'), privacy: t('open.privacy') }
      : { use: t('footer.use'), privacy: t('footer.privacy') };
  const buttons = (
    <>
      <button
        type="button"
        className="btn btn--text terms-links__button"
        aria-haspopup="dialog"
        onClick={() => setOpen(TermsType.USE)}
      >
        {labels.use}
      </button>
      <button
        type="button"
        className="btn btn--text terms-links__button"
        aria-haspopup="dialog"
        onClick={() => setOpen(TermsType.PRIVACY)}
      >
        {labels.privacy}
      </button>
    </>
  );
  return (
    <>
      {variant === 'footer' ? (
        <footer className="terms-links terms-links--footer">
          <nav aria-label={t('footer.label')}>{buttons}</nav>
        </footer>
      ) : (
        <div className="terms-links terms-links--consent">{buttons}</div>
      )}
      {open !== null ? <TermsDialog type={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
