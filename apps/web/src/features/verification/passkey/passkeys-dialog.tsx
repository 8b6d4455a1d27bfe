import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPasskey } from '@hospedar/contracts/webauthn/passkeys';
import { AlertBanner } from '../../../components/alert-banner.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { notifications } from '../../../components/notifications/notification-store.ts';
import { formatDate } from '../../../lib/dates.ts';
import { useTenant } from '../../../lib/tenant/tenant-context.tsx';
import { passkeysQueryOptions, useRemovePasskey } from './api/passkeys.ts';
import { PasskeyFailureMessage } from './passkey-failure-message.tsx';
import { PasskeyIcon } from './passkey-icon.tsx';
import { hasPlatformAuthenticator } from './passkey-support.ts';
import { passkeysMadeHere } from './passkeys-made-here.ts';
import { useCreatePasskey } from './use-create-passkey.ts';

/** One passkey of the list: its device, where it lives, when made and last used; Remove asks first. */
function PasskeyRow({ passkey }: { passkey: TPasskey }) {
  const { t } = useTranslation('passkeys');
  const removing = useRemovePasskey();
  const [isConfirming, setIsConfirming] = useState(false);
  const created = formatDate(passkey.createdAt);

  async function remove() {
    try {
      await removing.mutateAsync(passkey.id);
      notifications.notify({ severity: 'success', message: t('manager.removed') });
    } catch {
      notifications.notify({ severity: 'error', message: t('manager.removeFailed') });
      setIsConfirming(false);
    }
  }

  return (
    <li className="passkeys__item">
      <span className="passkeys__icon">
        <PasskeyIcon />
      </span>
      <div className="passkeys__body">
        <p className="passkeys__name">
          {passkey.deviceLabel ?? t('manager.unknownDevice')}
          {passkeysMadeHere.has(passkey.id) ? (
            <span className="passkeys__here">{t('manager.thisDevice')}</span>
          ) : null}
        </p>
        <p className="passkeys__meta">
          {passkey.isSynced ? t('manager.synced') : t('manager.deviceOnly')}
          <br />
          {t('manager.created', { date: created })} ·{' '}
          {passkey.lastUsedAt
            ? t('manager.lastUsed', { date: formatDate(passkey.lastUsedAt) })
            : t('manager.neverUsed')}
        </p>
        {isConfirming ? (
          <div className="passkeys__confirm" role="group" aria-label={t('manager.confirm')}>
            <p className="passkeys__confirm-text">{t('manager.confirmText')}</p>
            <div className="passkeys__actions">
              <button
                type="button"
                className="btn btn--outline"
                onClick={() => setIsConfirming(false)}
                disabled={removing.isPending}
              >
                {t('manager.cancel')}
              </button>
              <button
                type="button"
                className="btn btn--primary btn--danger"
                onClick={() => void remove()}
                disabled={removing.isPending}
              >
                {removing.isPending ? <span className="btn__spinner" aria-hidden="true" /> : null}
                {t('manager.confirm')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
      {isConfirming ? null : (
        <button
          type="button"
          className="btn btn--text passkeys__remove"
          aria-label={t('manager.removeLabel', { date: created })}
          onClick={() => setIsConfirming(true)}
        >
          {t('manager.remove')}
        </button>
      )}
    </li>
  );
}

/**
 * "Passkeys" of the header menu (decision 118): the guest's passkeys at this hotel, each removable,
 * and a new one for this device where it can keep one. The portal's own dialog, 440 px.
 */
export function PasskeysDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('passkeys');
  const titleId = useId();
  const textId = useId();
  const hotel = useTenant().initial?.company.hotel.name ?? '';
  const passkeys = useQuery(passkeysQueryOptions());
  const { create, isCreating, failure } = useCreatePasskey();
  const [canCreate, setCanCreate] = useState<boolean | null>(null);
  useEffect(() => {
    void hasPlatformAuthenticator().then(setCanCreate);
  }, []);
  const list = passkeys.data?.passkeys ?? [];
  /** This device made one of the list: another would be refused by the browser, so none is offered. */
  const hasOneHere = list.some((passkey) => passkeysMadeHere.has(passkey.id));

  return (
    <Dialog labelledBy={titleId} describedBy={textId} onClose={onClose} className="passkeys">
      <h2 id={titleId} className="dialog__title">
        {t('manager.title')}
      </h2>
      <p id={textId} className="dialog__text">
        {t('manager.text', { hotel })}
      </p>
      {passkeys.isPending ? (
        <p className="passkeys__status" role="status">
          <span className="btn__spinner" aria-hidden="true" />
          {t('manager.loading')}
        </p>
      ) : null}
      {passkeys.isError ? <AlertBanner severity="error">{t('manager.loadError')}</AlertBanner> : null}
      {passkeys.data && list.length === 0 ? <p className="passkeys__status">{t('manager.empty')}</p> : null}
      {list.length > 0 ? (
        <ul className="passkeys__list">
          {list.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : null}
      <div aria-live="assertive">{failure ? <PasskeyFailureMessage failure={failure} /> : null}</div>
      {canCreate === false ? <p className="passkeys__status">{t('manager.unsupported')}</p> : null}
      <div className="passkeys__footer">
        {canCreate && !hasOneHere ? (
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => void create()}
            disabled={isCreating}
          >
            {isCreating ? <span className="btn__spinner" aria-hidden="true" /> : <PasskeyIcon />}
            {isCreating ? t('offer.creating') : t('manager.add')}
          </button>
        ) : null}
        <button type="button" className="btn btn--primary" onClick={onClose}>
          {t('manager.close')}
        </button>
      </div>
    </Dialog>
  );
}
