import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGuestSession } from '@hospedar/contracts/verification/verify-pin';
import type * as ceremonyModule from './passkey/passkey-ceremony.ts';

type TCeremony = typeof ceremonyModule;
type TFailure = { ceremony: TCeremony; failure: ReturnType<TCeremony['passkeyFailureOf']> };

/**
 * "Sign in with a passkey" on the contact choice (decision 117), only where the browser speaks
 * WebAuthn: the guest the search found signs in with no code; the code stays on the same screen.
 */
export function PasskeyEntry({
  guestId,
  onSignedIn,
}: {
  guestId: string;
  onSignedIn: (session: TGuestSession) => void;
}) {
  const { t } = useTranslation('verification');
  const [isBusy, setIsBusy] = useState(false);
  const [failed, setFailed] = useState<TFailure | null>(null);
  // Only where the browser speaks WebAuthn; its own code (decision 119) loads on the tap.
  if (typeof window.PublicKeyCredential !== 'function') return null;

  async function signIn() {
    setIsBusy(true);
    setFailed(null);
    try {
      // Through the loader: this screen carries no list of the ceremony's files (decision 119).
      const ceremony = await (await import('./passkey/load-passkeys.ts')).loadPasskeyCeremony();
      try {
        onSignedIn(await ceremony.signInWithPasskey(guestId));
      } catch (error) {
        setFailed({ ceremony, failure: ceremony.passkeyFailureOf(error) });
      }
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="passkey-entry">
      <button
        type="button"
        className="btn btn--outline btn--large btn--block"
        onClick={() => void signIn()}
        disabled={isBusy}
      >
        {isBusy ? <span className="btn__spinner" aria-hidden="true" /> : null}
        {t('passkey.signIn')}
      </button>
      <div aria-live="assertive" className="verify-form__message">
        {failed ? <failed.ceremony.PasskeyFailureMessage failure={failed.failure} /> : null}
      </div>
    </div>
  );
}
