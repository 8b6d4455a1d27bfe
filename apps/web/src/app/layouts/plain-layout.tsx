import { RouteView } from '../../components/route-view.tsx';

/** Full-screen mobile screens (camera, instructions, onboarding): no header. */
export function PlainLayout() {
  return (
    <main id="main" className="plain-layout">
      <RouteView />
    </main>
  );
}
