import { useTranslation } from 'react-i18next';
import { BLOCK_REASON_CODES } from '@hospedar/contracts/search/reservation-access';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { LineIcon } from '../../components/line-icon.tsx';
import type { TBlockReason } from './search-outcome.ts';

export type TSearchBlockedProps = {
  reasons: TBlockReason[];
  /** The day a match not open yet opens (YYYY-MM-DD): its text names it. */
  opensOn?: string;
  onSearchAgain: () => void;
};

/** None of the matches can go on: each status's message (spec section 8) and a way to search again. */
export function SearchBlocked({ reasons, opensOn, onSearchAgain }: TSearchBlockedProps) {
  const { t } = useTranslation('search');
  // The same text the API answers with a reason's code, so every screen tells it alike.
  const errorText = useErrorText();
  return (
    <section className="search-blocked" aria-labelledby="search-blocked-title">
      <span className="search-blocked__icon" aria-hidden="true">
        <LineIcon size={32} strokeWidth={2}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.2v.3" />
        </LineIcon>
      </span>
      <h2 id="search-blocked-title" className="search-blocked__title" tabIndex={-1}>
        {t('blocked.title')}
      </h2>
      <div role="alert" className="search-blocked__alert">
        <ul className="search-blocked__list">
          {reasons.map((reason) => (
            <li key={reason}>
              <strong>{t(`blocked.reasons.${reason}.title`)}</strong>
              <span>
                {errorText(BLOCK_REASON_CODES[reason], reason === 'notOpenYet' ? { opensOn } : null)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="btn btn--primary btn--large btn--block" onClick={onSearchAgain}>
        {t('actions.searchAgain')}
      </button>
    </section>
  );
}
