import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTermsType } from '@hospedar/contracts/constants';
import type { TGetTermsResponse } from '@hospedar/contracts/terms/get-terms';
import { currentLanguage } from '../../../lib/i18n/i18n.ts';
import { formatDate } from '../../../lib/dates.ts';
import { getTermsText } from '../api/get-terms.ts';

type TTermsState =
  { status: 'loading' } | { status: 'ready'; terms: TGetTermsResponse } | { status: 'failed' };

/** The hotel's terms text (GET /api/terms, text only), loaded when the guest opens it. */
function TermsText({ type, id }: { type: TTermsType; id: string }) {
  const { t } = useTranslation('personal-info');
  const language = currentLanguage();
  const [state, setState] = useState<{ key: string; value: TTermsState } | null>(null);
  const key = `${type}:${language}`;
  useEffect(() => {
    let isCurrent = true;
    getTermsText(type, language).then(
      (terms) => isCurrent && setState({ key, value: { status: 'ready', terms } }),
      () => isCurrent && setState({ key, value: { status: 'failed' } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [type, language, key]);
  const current: TTermsState = state?.key === key ? state.value : { status: 'loading' };
  if (current.status !== 'ready') {
    return (
      <p id={id} className="pi-terms__status" role="status">
        {current.status === 'loading' ? t('consent.textLoading') : t('consent.textFailed')}
      </p>
    );
  }
  return (
    <section id={id} className="pi-terms__text" aria-label={current.terms.title} tabIndex={0}>
      <h3 className="pi-terms__title">{current.terms.title}</h3>
      <p className="pi-terms__date">
        {t('consent.updatedAt', { date: formatDate(current.terms.updatedAt) })}
      </p>
      <div className="pi-terms__body">{current.terms.content}</div>
    </section>
  );
}

/** A button that shows or hides one of the terms under the consent box. */
export function TermsDisclosure({ type, label }: { type: TTermsType; label: string }) {
  const { t } = useTranslation('personal-info');
  const [isOpen, setIsOpen] = useState(false);
  const id = `pi-terms-${type}`;
  return (
    <div className="pi-terms">
      <button
        type="button"
        className="btn btn--text pi-terms__toggle"
        aria-expanded={isOpen}
        aria-controls={isOpen ? id : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? t('consent.hideText') : label}
      </button>
      {isOpen ? <TermsText type={type} id={id} /> : null}
    </div>
  );
}
