import { useEffect, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { trackInputModality } from './input-modality.ts';

/**
 * The routed view with its enter animation ('fade' under 600px, 'fade-in-right' above; none when
 * the visitor prefers reduced motion: see app.css), and focus moved to the page's main heading
 * after a route change so screen readers announce the new screen.
 */
export function RouteView() {
  const location = useLocation();
  const outlet = useOutlet();
  const ref = useRef<HTMLDivElement>(null);
  const isFirst = useRef(true);

  useEffect(trackInputModality, []);

  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    const heading = ref.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
  }, [location.pathname]);

  return (
    <div key={location.pathname} ref={ref} className="route-view">
      {outlet}
    </div>
  );
}
