import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../components/check-icon.tsx';
import { Link } from 'react-router';
import { useGuestFlowNavigation } from '../../lib/guest-flow-navigation.ts';
import { PATHS } from '../../lib/paths.ts';

/**
 * The vertical stepper of the edited guest's listed steps (no Extra steps), with back-to-guest-list;
 * phones, which have no room for it, show the step's number, name and a bar of the steps instead.
 * The steps before the navigation's `stepperIndex` are completed: on the preferences, opened once the
 * FNRH is finalized, every one of them. Plain markup and CSS, drawn in the look of MUI's vertical
 * stepper it replaced: that one's emotion styles were a part of the layout's first commit on every
 * signed-in screen, phones included, where it is hidden (decision 298).
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
      <ol className="flow-stepper">
        {steps.map((step, index) => {
          const state = index < stepperIndex ? 'done' : index === stepperIndex ? 'current' : 'next';
          return (
            <li
              key={step.name}
              className={`flow-stepper__step flow-stepper__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="flow-stepper__icon" aria-hidden="true">
                {state === 'done' ? <CheckIcon size={16} strokeWidth={2.6} /> : index + 1}
              </span>
              <span className="flow-stepper__label">
                {labelOf(step)}
                {state === 'done' ? <span className="visually-hidden"> {t('steps.done')}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
