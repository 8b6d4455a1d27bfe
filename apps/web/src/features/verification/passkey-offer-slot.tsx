import { lazy, Suspense } from 'react';
import { useGuestState } from '../../lib/guest-session.ts';
import { loadPasskeyCeremony } from './passkey/load-passkeys.ts';
import { passkeyOffer } from './passkey/passkey-offer-store.ts';

const PasskeyOffer = lazy(() =>
  Promise.all([import('./passkey/passkey-offer.tsx'), loadPasskeyCeremony()]).then(([m]) => ({
    default: m.PasskeyOffer,
  })),
);

/**
 * Where the guest list offers a passkey (decision 117): to a verified guest, once a tab, unless they
 * said "Not now" on this device; its code loads only then, and shows nothing where it does not apply.
 */
export function PasskeyOfferSlot() {
  const { clientId, qualified } = useGuestState();
  const isPossible = typeof window.PublicKeyCredential === 'function';
  if (!isPossible || !qualified || !clientId || !passkeyOffer.isDue(clientId)) return null;
  return (
    <Suspense fallback={null}>
      <PasskeyOffer guestId={clientId} />
    </Suspense>
  );
}
