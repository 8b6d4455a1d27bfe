import { DRAFT_PREFIX } from './form-draft.ts';
import { guestStore } from './guest-session.ts';
import { queryClient } from './query/query-client.ts';
import { reservationSelection } from './reservation-selection.ts';
import { returnAfterVerification } from './return-after-verification.ts';
import { safeStorage } from './storage.ts';
import { TOKEN_PREFIX } from './token-store.ts';

/**
 * The header menu's "Sign out" (decision 118): this device forgets every guest token it keeps, the
 * guest, the reservation found, the place to return to, the answers in memory and the unsaved drafts,
 * so the next person at a shared phone or computer finds nothing of the last one. Tokens are not
 * revoked on the server: each dies by itself within 50 minutes.
 */
export function signOut(): void {
  guestStore.endSession();
  safeStorage.removeStartingWith(TOKEN_PREFIX);
  safeStorage.removeStartingWith(DRAFT_PREFIX);
  reservationSelection.clear();
  returnAfterVerification.forget();
  queryClient.clear();
}
