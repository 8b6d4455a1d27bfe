import { useEffect, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { trackInputModality } from './input-modality.ts';

/**
 * The routed view with its enter animation ('fade' under 600px, 'fade-in-right' above; none when
 * the visitor prefers reduced motion: see app.css), and focus moved to the page's main heading
 * after a route change so screen readers announce the new screen (or to the heading of the section the
 * address's #hash names, brought into view).
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
    // An address with a #section (the confirmation's edit links) lands on that section's heading.
    const { hash } = window.location;
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const heading =
      section?.querySelector<HTMLElement>('h2, h1') ?? ref.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    // A section is brought to the top of the window; a page's heading is where the page starts.
    heading.focus({ preventScroll: Boolean(section) });
    section?.scrollIntoView({ block: 'start' });
  }, [location.pathname]);

  return (
    <div key={location.pathname} ref={ref} className="route-view">
      {outlet}
    </div>
  );
}
