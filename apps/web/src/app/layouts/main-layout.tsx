import { Header } from '../../components/header/header.tsx';
import { RouteView } from '../../components/route-view.tsx';
import { AboutButton } from '../../features/about/about-button.tsx';
import { GuestMenuSlot } from '../../features/verification/guest-menu-slot.tsx';
import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import { SkipLink } from './skip-link.tsx';
import { useBranding } from './use-branding.ts';

/** Header and content: home, validations, document scan, error pages. */
export function MainLayout() {
  const brand = useBranding();
  // A host that is no hotel has no pre-check-in to explain: no help button.
  const { isUnknownHotel } = useTenant();
  return (
    <div className="main-layout">
      <SkipLink />
      <Header
        logoUrl={brand.logo}
        hotelName={brand.hotelName}
        languages={brand.languages}
        actions={
          isUnknownHotel ? null : (
            <>
              <AboutButton />
              <GuestMenuSlot />
            </>
          )
        }
      />
      <main id="main" className="main-layout__main">
        <RouteView />
      </main>
    </div>
  );
}
