import { PATHS } from '../../lib/paths.ts';

/** The about-modal's subjects (spec section 2: its text follows the route). */
export const ABOUT_TOPICS = [
  'guestList',
  'notification',
  'fnrh',
  'confirmation',
  'signature',
  'accommodation',
  'documentScan',
  'general',
] as const;
export type TAboutTopic = (typeof ABOUT_TOPICS)[number];

const BY_PATH: Readonly<Record<string, TAboutTopic>> = {
  [PATHS.home]: 'guestList',
  [PATHS.homeNotification]: 'notification',
  [PATHS.personalInfo]: 'fnrh',
  '/reservation/additional-data': 'fnrh',
  '/reservation/forgot-address': 'fnrh',
  '/reservation/forgot-address-results': 'fnrh',
  '/reservation/confirmation': 'confirmation',
  [PATHS.signature]: 'signature',
  '/reservation/accommodation': 'accommodation',
};

/** The topic for a pathname: home, notification, the FNRH steps, confirmation, signature, accommodation. */
export function aboutTopic(pathname: string): TAboutTopic {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path.startsWith(`${PATHS.documentScan}/`)) return 'documentScan';
  return BY_PATH[path] ?? 'general';
}
