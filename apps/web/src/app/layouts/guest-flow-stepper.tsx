import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGuestFlowNavigation } from '../../lib/guest-flow-navigation.ts';
import { PATHS } from '../../lib/paths.ts';

/**
 * The vertical stepper of the edited guest's listed steps (no Extra steps), with back-to-guest-list;
 * phones, which have no room for it, show the step's number, name and a bar of the steps instead.
 * The steps before the navigation's `stepperIndex` are completed: on the preferences, opened once the
 * FNRH is finalized, every one of them.
 */
export function GuestFlowStepper() {
  const { t } = useTranslation();
  const { steps, currentName, stepperIndex } = useGuestFlowNavigation();
  const active = steps.findIndex((step) => step.name === currentName);
  const labelOf = (step: (typeof steps)[number] | undefined) =>
    step?.labelKey ? t(`steps.${step.labelKey}`) : (step?.name ?? '');
  return (
    <nav className="reservation-layout__aside" aria-label={t('steps.label')}>
      <Link to={PATHS.home} className="btn btn--text reservation-layout__back">
        {t('actions.backToGuestList')}
      </Link>
      {active >= 0 ? (
        <div className="step-progress">
          <p className="step-progress__text">
            <span>{t('steps.progress', { current: active + 1, total: steps.length })}</span>
            <strong>{labelOf(steps[active])}</strong>
          </p>
          <ol className="step-progress__bar" aria-hidden="true">
            {steps.map((step, index) => (
              <li key={step.name} className={index <= active ? 'step-progress__done' : undefined} />
            ))}
          </ol>
        </div>
      ) : null}
      <Stepper activeStep={stepperIndex} orientation="vertical">
        {steps.map((step) => (
          <Step key={step.name}>
            <StepLabel>{labelOf(step)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </nav>
  );
}
