import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A secondary action of the bar (Skip, New search): outlined, beside Back, before the main action; a
 * button (`onClick`) or a link to a route of the portal (`to`).
 */
export type TStepSecondaryAction = { label: string } & ({ onClick: () => void } | { to: string });

export type TStepActionsProps = {
  /** Back to the previous screen; absent where there is none to go back to (preferences, after the FNRH). */
  onBack?: () => void;
  /** Back as a link to a route (the forgot-address screens' way back to the form), instead of `onBack`. */
  backTo?: string;
  /** Back's label when it names where it goes (Back to the form); "Back" by default. */
  backLabel?: string;
  /** Skip and the like: a way on without the main action. */
  secondary?: TStepSecondaryAction;
  /** The main action's label (Next, Confirm…); a submit button when `onNext` is absent. */
  nextLabel?: string;
  onNext?: () => void;
  /** The main action's label while it runs ("Saving…" by default). */
  busyLabel?: string;
  isBusy?: boolean;
  isNextDisabled?: boolean;
  /** Id of a text that explains why the main action is disabled. */
  nextDescribedBy?: string;
  /** Leaves the main action out, where the screen's own content is the way on (a list of addresses). */
  hasNext?: boolean;
};

/** Props of an outlined action that is a button or a link to a route. */
function actionProps(action: { onClick: () => void } | { to: string }) {
  return 'to' in action ? { component: Link, to: action.to } : { onClick: action.onClick };
}

/**
 * The one action bar of every step (decision 84): Back first, then a secondary action (Skip) when the
 * step has one, the main action last (Next, or what the last step does: Confirm and send, Sign and
 * send, Save preferences). On phones the main action takes the rest of the row; on wider screens Back
 * sits at the left and the others at the right.
 */
export function StepActions(props: TStepActionsProps) {
  const { onBack, backTo, backLabel, secondary, nextLabel, onNext, busyLabel } = props;
  const { isBusy = false, isNextDisabled = false, nextDescribedBy, hasNext = true } = props;
  const back = backTo !== undefined ? { to: backTo } : onBack ? { onClick: onBack } : null;
  const { t } = useTranslation('guest-flow');
  return (
    <div className="step-actions">
      {back ? (
        <Button variant="outlined" size="large" disabled={isBusy} {...actionProps(back)}>
          {backLabel ?? t('step.back')}
        </Button>
      ) : null}
      {secondary ? (
        <Button variant="outlined" size="large" disabled={isBusy} {...actionProps(secondary)}>
          {secondary.label}
        </Button>
      ) : null}
      {hasNext ? (
        <Button
          variant="contained"
          size="large"
          type={onNext ? 'button' : 'submit'}
          onClick={onNext}
          disabled={isBusy || isNextDisabled}
          aria-describedby={nextDescribedBy}
          className="step-actions__main"
          startIcon={isBusy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : null}
        >
          {isBusy ? (busyLabel ?? t('step.saving')) : (nextLabel ?? t('step.next'))}
        </Button>
      ) : null}
    </div>
  );
}
