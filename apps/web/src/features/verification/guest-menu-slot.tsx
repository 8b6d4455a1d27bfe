import { lazy, Suspense } from 'react';
import { useGuestState } from '../../lib/guest-session.ts';

/*
 * The menu, its texts and what it needs load only for a verified guest, through a loader of their own,
 * so the screens before the PIN (this layout's) carry no list of the menu's files (decision 119).
 */
const GuestMenu = lazy(() => import('./guest-menu-loader.ts').then((m) => m.loadGuestMenu()));

/** The header's account menu (decision 118), shown once the guest is verified. */
export function GuestMenuSlot() {
  const { qualified } = useGuestState();
  if (!qualified) return null;
  return (
    <Suspense fallback={null}>
      <GuestMenu />
    </Suspense>
  );
}
