import type { CSSProperties } from 'react';
import { Header } from '../../components/header/header.tsx';
import { PoweredBy } from '../../components/powered-by.tsx';
import { RouteView } from '../../components/route-view.tsx';
import { SkipLink } from './skip-link.tsx';
import { useBranding } from './use-branding.ts';

/** '/welcome/*': the hotel's photograph behind a card with the welcome, menu and search screens. */
export function WelcomeLayout() {
  const brand = useBranding();
  const style = brand.backgroundUrl
    ? ({ '--welcome-image': `url("${encodeURI(brand.backgroundUrl)}")` } as CSSProperties)
    : undefined;
  return (
    <div className={`welcome-layout${brand.backgroundUrl ? ' welcome-layout--image' : ''}`} style={style}>
      <SkipLink />
      <Header
        logoUrl={brand.backgroundUrl ? brand.logoOnDark : brand.logo}
        hotelName={brand.hotelName}
        languages={brand.languages}
        tone={brand.backgroundUrl ? 'light' : 'default'}
      />
      <main id="main" className="welcome-layout__main">
        <div className="welcome-layout__panel">
          <RouteView />
        </div>
      </main>
      {brand.isPoweredByVisible ? (
        <footer className="welcome-layout__footer">
          <PoweredBy tone={brand.backgroundUrl ? 'light' : 'default'} />
        </footer>
      ) : null}
    </div>
  );
}
