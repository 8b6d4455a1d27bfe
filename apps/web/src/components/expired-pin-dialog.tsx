import { useTranslation } from 'react-i18next';
import { blockReasonOfCode } from '@hospedar/contracts/search/reservation-access';
import { useErrorText, type TErrorTextDetails } from '../lib/i18n/use-error-text.ts';
import { Dialog } from './dialog.tsx';
import { LineIcon } from './line-icon.tsx';

export type TExpiredPinDialogProps = {
  /** The API's error code for the refused link; a closed reservation's (RESERVATION_*) names why. */
  code?: string | null;
  /** The refusal's details: the day a pre-check-in not open yet opens. */
  details?: TErrorTextDetails;
  onClose: () => void;
};

/** Title and text of the refused link: a closed reservation's reason, an already used link, or expired. */
function useRefusalTexts(code: string | null, details: TErrorTextDetails): { title: string; text: string } {
  const { t } = useTranslation(['common', 'search']);
  const errorText = useErrorText();
  const reason = code ? blockReasonOfCode(code) : null;
  if (reason && code)
    return { title: t(`search:blocked.reasons.${reason}.title`), text: errorText(code, details) };
  if (code === 'PIN_LINK_USED') return { title: t('usedPinLink.title'), text: errorText(code) };
  return { title: t('expiredPin.title'), text: t('expiredPin.text') };
}

/**
 * The 'Expired pin' modal of spec section 8, shown at the site root after a failed PIN link. A link of
 * a reservation closed since it was sent (cancelled, ended…) says so, as the search would (decision 52);
 * a link opened again after it signed the guest in says it was already used.
 */
export function ExpiredPinDialog({ code = null, details = null, onClose }: TExpiredPinDialogProps) {
  const { t } = useTranslation('common');
  const { title, text } = useRefusalTexts(code, details);
  return (
    <Dialog labelledBy="expired-pin-title" describedBy="expired-pin-text" onClose={onClose}>
      <span className="dialog__icon" aria-hidden="true">
        <LineIcon size={30} strokeWidth={2}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </LineIcon>
      </span>
      <h2 id="expired-pin-title" className="dialog__title">
        {title}
      </h2>
      <p id="expired-pin-text" className="dialog__text">
        {text}
      </p>
      <button type="button" className="btn btn--primary btn--large btn--block" onClick={onClose}>
        {t('expiredPin.action')}
      </button>
    </Dialog>
  );
}
