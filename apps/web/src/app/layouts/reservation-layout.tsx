import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Header } from '../../components/header/header.tsx';
import { RouteView } from '../../components/route-view.tsx';
import { AboutButton } from '../../features/about/about-button.tsx';
import { useGuestFlowNavigation } from '../../lib/guest-flow-navigation.ts';
import { PATHS } from '../../lib/paths.ts';
import { MuiThemeScope } from '../../lib/tenant/theme/mui-theme-scope.tsx';
import { GuestFlowProvider } from '../flow/guest-flow-provider.tsx';
import { SkipLink } from './skip-link.tsx';
import { useBranding } from './use-branding.ts';

/**
 * The vertical stepper of the edited guest's listed steps (no Extra steps), with back-to-guest-list;
 * phones, which have no room for it, show the step's number, name and a bar of the steps instead.
 */
function GuestFlowStepper() {
  const { t } = useTranslation();
  const { steps, currentName } = useGuestFlowNavigation();
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
      <Stepper activeStep={active} orientation="vertical">
        {steps.map((step) => (
          <Step key={step.name}>
            <StepLabel>{labelOf(step)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </nav>
  );
}

/** '/reservation/*': the guest flow with a vertical stepper beside it (above it on phones). */
export function ReservationLayout() {
  const brand = useBranding();
  return (
    <MuiThemeScope>
      <GuestFlowProvider>
        <div className="main-layout">
          <SkipLink />
          <Header
            logoUrl={brand.logo}
            hotelName={brand.hotelName}
            languages={brand.languages}
            actions={<AboutButton />}
          />
          <div className="reservation-layout">
            <GuestFlowStepper />
            <main id="main" className="main-layout__main">
              <RouteView />
            </main>
          </div>
        </div>
      </GuestFlowProvider>
    </MuiThemeScope>
  );
}
