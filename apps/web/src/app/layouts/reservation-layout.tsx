import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Header } from '../../components/header/header.tsx';
import { MuiThemeScope } from '../../lib/tenant/theme/mui-theme-scope.tsx';
import { RouteView } from '../../components/route-view.tsx';
import { PATHS } from '../../lib/paths.ts';
import { GUEST_STEPS, listedSteps } from '../flow/steps.ts';
import { SkipLink } from './skip-link.tsx';
import { useBranding } from './use-branding.ts';

const LISTED = listedSteps(GUEST_STEPS);

/** '/reservation/*': the guest flow with a vertical stepper beside it (above it on phones). */
export function ReservationLayout() {
  const { t } = useTranslation();
  const brand = useBranding();
  const { pathname } = useLocation();
  const active = LISTED.findIndex((step) => pathname.startsWith(step.route));

  return (
    <MuiThemeScope>
      <div className="main-layout">
        <SkipLink />
        <Header logoUrl={brand.logo} hotelName={brand.hotelName} languages={brand.languages} />
        <div className="reservation-layout">
          <nav className="reservation-layout__aside" aria-label={t('steps.label')}>
            <Link to={PATHS.home} className="btn btn--text reservation-layout__back">
              {t('actions.backToGuestList')}
            </Link>
            <Stepper activeStep={active} orientation="vertical">
              {LISTED.map((step) => (
                <Step key={step.name}>
                  <StepLabel>{step.labelKey ? t(`steps.${step.labelKey}`) : step.name}</StepLabel>
                </Step>
              ))}
            </Stepper>
          </nav>
          <main id="main" className="main-layout__main">
            <RouteView />
          </main>
        </div>
      </div>
    </MuiThemeScope>
  );
}
