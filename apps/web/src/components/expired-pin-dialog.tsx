import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';

/** The 'Expired pin' modal of spec section 8, shown at the site root after a failed PIN link. */
export function ExpiredPinDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog labelledBy="expired-pin-title" describedBy="expired-pin-text" onClose={onClose}>
      <span className="dialog__icon" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="30"
          height="30"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
      </span>
      <h2 id="expired-pin-title" className="dialog__title">
        {t('expiredPin.title')}
      </h2>
      <p id="expired-pin-text" className="dialog__text">
        {t('expiredPin.text')}
      </p>
      <button type="button" className="btn btn--primary btn--large btn--block" onClick={onClose}>
        {t('expiredPin.action')}
      </button>
    </Dialog>
  );
}
