import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';

export type TIncorrectDataDialogProps = { onClose: () => void };

/**
 * The incorrect-data modal of spec section 2 (red cross, text, OK; 350 px wide): the search found no
 * reservation with the data typed. Loaded only when a search finds nothing.
 */
export function IncorrectDataDialog({ onClose }: TIncorrectDataDialogProps) {
  const { t } = useTranslation(['search', 'common']);
  return (
    <Dialog labelledBy="incorrect-data-text" onClose={onClose} width={350}>
      <span className="dialog__icon dialog__icon--error" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="30"
          height="30"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path d="M7 7l10 10M17 7L7 17" />
        </svg>
      </span>
      <p id="incorrect-data-text" className="dialog__text dialog__text--strong">
        {t('incorrectData.text')}
      </p>
      <button type="button" className="btn btn--primary btn--large btn--block" onClick={onClose}>
        {t('common:actions.ok')}
      </button>
    </Dialog>
  );
}
