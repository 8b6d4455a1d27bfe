import { Header } from '../../components/header/header.tsx';
import { RouteView } from '../../components/route-view.tsx';
import { AboutButton } from '../../features/about/about-button.tsx';
import { GuestMenuSlot } from '../../features/verification/guest-menu-slot.tsx';
import { MuiThemeScope } from '../../lib/tenant/theme/mui-theme-scope.tsx';
import { GuestFlowProvider } from '../flow/guest-flow-provider.tsx';
import { GuestFlowStepper } from './guest-flow-stepper.tsx';
import { SkipLink } from './skip-link.tsx';
import { useBranding } from './use-branding.ts';

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
            actions={
              <>
                <AboutButton />
                <GuestMenuSlot />
              </>
            }
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
