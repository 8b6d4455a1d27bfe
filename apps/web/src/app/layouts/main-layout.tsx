import { Header } from '../../components/header/header.tsx';
import { RouteView } from '../../components/route-view.tsx';
import { AboutButton } from '../../features/about/about-button.tsx';
import { SkipLink } from './skip-link.tsx';
import { useBranding } from './use-branding.ts';

/** Header and content: home, validations, document scan, error pages. */
export function MainLayout() {
  const brand = useBranding();
  return (
    <div className="main-layout">
      <SkipLink />
      <Header
        logoUrl={brand.logo}
        hotelName={brand.hotelName}
        languages={brand.languages}
        actions={<AboutButton />}
      />
      <main id="main" className="main-layout__main">
        <RouteView />
      </main>
    </div>
  );
}
