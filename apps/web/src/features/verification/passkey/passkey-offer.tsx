import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { passkeysQueryOptions } from './api/passkeys.ts';
import { PasskeyFailureMessage } from './passkey-failure-message.tsx';
import { PasskeyIcon } from './passkey-icon.tsx';
import { passkeyOffer } from './passkey-offer-store.ts';
import { hasPlatformAuthenticator } from './passkey-support.ts';
import { useCreatePasskey } from './use-create-passkey.ts';
import './passkeys.css';

/**
 * On the guest list after a sign-in, once a tab (decision 117): a quiet card, not a dialog, that offers
 * a passkey where the device can keep one and the guest has none here yet. "Not now" is remembered on
 * this device; the header menu's "Passkeys" still offers one.
 */
export function PasskeyOffer({ guestId }: { guestId: string }) {
  const { t } = useTranslation('passkeys');
  const labelId = useId();
  const [isAvailable, setIsAvailable] = useState(false);
  const [isDismissed, setIsDismissed] = useState(false);
  const passkeys = useQuery({ ...passkeysQueryOptions(), enabled: isAvailable });
  const { create, isCreating, failure } = useCreatePasskey();

  useEffect(() => {
    passkeyOffer.markOffered(guestId);
    let isCurrent = true;
    void hasPlatformAuthenticator().then((available) => isCurrent && setIsAvailable(available));
    return () => {
      isCurrent = false;
    };
  }, [guestId]);

  const hasNone = passkeys.data?.passkeys.length === 0;
  if (!isAvailable || !hasNone || isDismissed) return null;

  function notNow() {
    passkeyOffer.notNow(guestId);
    setIsDismissed(true);
  }

  return (
    <section className="passkey-offer" aria-labelledby={labelId}>
      <span className="passkey-offer__icon">
        <PasskeyIcon size={26} />
      </span>
      <div className="passkey-offer__body">
        <p id={labelId} className="passkey-offer__title">
          {t('offer.label')}
        </p>
        <p className="passkey-offer__text">{t('offer.text')}</p>
        <div aria-live="assertive">{failure ? <PasskeyFailureMessage failure={failure} /> : null}</div>
        <div className="passkey-offer__actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={isCreating}
            onClick={() => void create()}
          >
            {isCreating ? <span className="btn__spinner" aria-hidden="true" /> : null}
            {isCreating ? t('offer.creating') : t('offer.create')}
          </button>
          <button type="button" className="btn btn--text" onClick={notNow} disabled={isCreating}>
            {t('offer.notNow')}
          </button>
        </div>
      </div>
    </section>
  );
}
