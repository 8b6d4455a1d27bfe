import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TermsType, type TTermsType } from '@hospedar/contracts/constants';
import { EmptyIllustration } from '../../components/art/empty-illustration.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { formatDate } from '../../lib/dates.ts';
import { TermsSendSection } from './terms-send-section.tsx';
import { useTermsText } from './use-terms-text.ts';
import './terms.css';

/**
 * The terms of use or privacy policy modal (spec section 2): the hotel's text in the portal's language
 * (loaded again when the language changes), its date, and sending it by e-mail to a verified guest.
 */
export function TermsDialog({ type, onClose }: { type: TTermsType; onClose: () => void }) {
  const { t } = useTranslation('terms');
  const id = useId();
  const { state, retry } = useTermsText(type);
  const fallbackTitle = type === TermsType.USE ? t('footer.use') : t('footer.privacy');
  const title = state.status === 'ready' ? state.terms.title : fallbackTitle;
  return (
    <Dialog labelledBy={`${id}-title`} onClose={onClose} width={null} className="terms-dialog">
      <div className="terms-dialog__header">
        <h2 id={`${id}-title`} className="dialog__title terms-dialog__title">
          {title}
        </h2>
        <button
          type="button"
          className="terms-dialog__close"
          aria-label={t('dialog.close')}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {state.status === 'loading' ? (
        <p className="terms-dialog__status" role="status">
          {t('dialog.loading')}
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <div className="terms-dialog__status terms-dialog__status--failed" role="alert">
          <span className="empty-state">
            <EmptyIllustration kind="search" width={128} />
          </span>
          <p>{t('dialog.failed')}</p>
          <button type="button" className="btn btn--outline" onClick={retry}>
            {t('dialog.retry')}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <p className="terms-dialog__date">
            {t('dialog.updatedAt', { date: formatDate(state.terms.updatedAt) })}
          </p>
          <div
            className="terms-dialog__body"
            role="region"
            aria-label={t('dialog.textLabel', { title })}
            tabIndex={0}
            lang={state.terms.language}
            // Sanitized by the API and rebuilt from an allowlist by safeTermsHtml.
            dangerouslySetInnerHTML={{ __html: state.html }}
          />
        </>
      ) : null}
      <div className="terms-dialog__footer">
        {state.status === 'ready' ? <TermsSendSection terms={state.terms} /> : null}
        <button type="button" className="btn btn--primary terms-dialog__done" onClick={onClose}>
          {t('dialog.close')}
        </button>
      </div>
    </Dialog>
  );
}
