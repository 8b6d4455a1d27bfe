import { getReservationOfGuest } from '../../features/verification/api/get-reservation.ts';
import { verifyPinLink } from '../../features/verification/api/pin-link.ts';
import { contactInfoStore, expiredPinFlag, guestStore } from '../../lib/guest-session.ts';
import { editedGuestStore } from '../../lib/edited-guest.ts';
import { PATHS } from '../../lib/paths.ts';
import { reservationSelection } from '../../lib/reservation-selection.ts';
import { rememberReachedRoute } from '../flow/flow-progress.ts';
import { reservationFlow } from '../flow/flow-state.ts';
import type { TPinLinkDeps } from './pin-link.ts';

/** The real dependencies of guard 2. */
export const pinLinkDeps: TPinLinkDeps = {
  savedContact: () => contactInfoStore.load(),
  verify: verifyPinLink,
  async onVerified(session) {
    expiredPinFlag.clear();
    guestStore.qualify(session);
    // The link opens the verified guest's own form; the guest list counts as reached (a reload stays).
    editedGuestStore.set(null);
    rememberReachedRoute(
      reservationFlow.steps().map((step) => step.route),
      PATHS.home,
    );
    try {
      const reservation = await getReservationOfGuest(session);
      reservationSelection.select({ ...reservation, guestId: session.clientId, guestFirstName: '' });
    } catch {
      // The guest is verified; the guest list loads the reservation again.
    }
  },
  onExpired: (code, details) => expiredPinFlag.set(code, details?.opensOn),
};
