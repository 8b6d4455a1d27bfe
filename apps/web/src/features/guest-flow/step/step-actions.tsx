import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export type TStepActionsProps = {
  onBack: () => void;
  /** The main action's label (Next, Confirm…); a submit button when `onNext` is absent. */
  nextLabel?: string;
  onNext?: () => void;
  isBusy?: boolean;
  isNextDisabled?: boolean;
  /** Id of a text that explains why the main action is disabled. */
  nextDescribedBy?: string;
};

/** Back and the main action of a step: side by side, the main one last (and first on phones). */
export function StepActions(props: TStepActionsProps) {
  const { onBack, nextLabel, onNext, isBusy = false, isNextDisabled = false, nextDescribedBy } = props;
  const { t } = useTranslation('guest-flow');
  return (
    <div className="step-actions">
      <Button variant="outlined" size="large" onClick={onBack} disabled={isBusy}>
        {t('step.back')}
      </Button>
      <Button
        variant="contained"
        size="large"
        type={onNext ? 'button' : 'submit'}
        onClick={onNext}
        disabled={isBusy || isNextDisabled}
        aria-describedby={nextDescribedBy}
        startIcon={isBusy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
      >
        {isBusy ? t('step.saving') : (nextLabel ?? t('step.next'))}
      </Button>
    </div>
  );
}
