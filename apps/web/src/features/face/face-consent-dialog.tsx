import { useTranslation } from 'react-i18next';
import { FACE_TEMPLATE_RETENTION_DAYS } from '@hospedar/contracts/biometrics/constants';
import { Dialog } from '../../components/dialog.tsx';

type TConsentProps = { isBusy: boolean; onYes: () => void; onNo: () => void };

/** The save-biometrics modal (spec section 2; 490 px wide on desktop): what, what for, how long, how to withdraw. */
export function FaceConsentDialog({ isBusy, onYes, onNo }: TConsentProps) {
  const { t } = useTranslation('face', { keyPrefix: 'consent' });
  return (
    <Dialog labelledBy="face-consent-title" describedBy="face-consent-text" onClose={onNo} width={490}>
      <h2 id="face-consent-title" className="dialog__title">
        {t('title')}
      </h2>
      <ul id="face-consent-text" className="face-consent__list">
        <li>{t('what')}</li>
        <li>{t('why')}</li>
        <li>{t('howLong', { days: FACE_TEMPLATE_RETENTION_DAYS })}</li>
        <li>{t('withdraw')}</li>
      </ul>
      <div className="face-actions">
        <button
          type="button"
          className="btn btn--primary btn--large btn--block"
          aria-disabled={isBusy}
          onClick={isBusy ? undefined : onYes}
        >
          {t('yes')}
        </button>
        <button type="button" className="btn btn--outline btn--large btn--block" onClick={onNo}>
          {t('no')}
        </button>
      </div>
    </Dialog>
  );
}
