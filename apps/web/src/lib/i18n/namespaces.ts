/** The translation areas (one JSON per area per language under src/locales/<lang>/). */
export const NAMESPACES = [
  'common',
  'shell',
  'errors',
  'guest-errors',
  'welcome',
  'search',
  'verification',
  'validation',
  'guests',
  'guest-flow',
  'personal-info',
  'documents',
  'about',
  'pin-ceiling',
  'terms',
  'rating',
  'notification',
  'accommodation',
  'checkout',
  'payment',
  'passkeys',
  'face',
] as const;
export type TNamespace = (typeof NAMESPACES)[number];

/** The areas loaded at startup; the others load with the routes that use them (src/app/routes.tsx). */
export const STARTUP_NAMESPACES = [
  'common',
  'shell',
  'errors',
  'welcome',
] as const satisfies readonly TNamespace[];
export type TStartupNamespace = (typeof STARTUP_NAMESPACES)[number];
