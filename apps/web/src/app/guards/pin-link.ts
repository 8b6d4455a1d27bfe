import type { TApiError } from '@hospedar/contracts/errors/api-error';
import type { TGuestSession, TPinLinkRequest } from '@hospedar/contracts/verification/verify-pin';
import { ApiError } from '../../lib/api-client.ts';
import type { TSavedContactInfo } from '../../lib/guest-session.ts';
import { PATHS } from '../../lib/paths.ts';

const PIN_LINK = /^\/welcome\/validate\/pin\/([^/]+)\/?$/;
const HASH = /^[A-Za-z0-9_-]{20,128}$/;

/** The hash of a PIN link path (/welcome/validate/pin/{hash}), or null. */
export function pinLinkHash(pathname: string): string | null {
  const match = PIN_LINK.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export type TPinLinkDeps = {
  /** The contact saved when the PIN was asked for (localStorage contactInfo), if any. */
  savedContact: () => TSavedContactInfo | null;
  verify: (request: TPinLinkRequest) => Promise<TGuestSession>;
  /** Stores the token, qualifies the guest and loads the reservation. */
  onVerified: (session: TGuestSession) => Promise<void> | void;
  /**
   * Sets the expiredPin flag (the site root then shows the 'Expired pin' modal), with the API's error
   * code and details when it refused the link (a closed reservation's reason shows instead).
   */
  onExpired: (code?: string, details?: TApiError['details']) => void;
};

/**
 * Guard 2 (spec section 4): the PIN link as first navigation. Sends the hash with the saved guest and
 * contact; success qualifies the guest, failure sets expiredPin. Answers where to go next.
 */
export async function runPinLinkGuard(hash: string, deps: TPinLinkDeps): Promise<string> {
  if (!HASH.test(hash)) {
    deps.onExpired();
    return PATHS.root;
  }
  const saved = deps.savedContact();
  try {
    const session = await deps.verify({
      hash,
      ...(saved ? { guestId: saved.guestId, contactId: saved.contactId } : {}),
    });
    await deps.onVerified(session);
    return PATHS.personalInfo;
  } catch (error) {
    if (error instanceof ApiError) deps.onExpired(error.code, error.details);
    else deps.onExpired();
    return PATHS.root;
  }
}
