import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from '../../../components/notifications/notification-store.ts';
import { useRefreshPasskeys } from './api/passkeys.ts';
import { createPasskey, passkeyFailureOf, type TPasskeyFailure } from './passkey-ceremony.ts';
import { passkeysMadeHere } from './passkeys-made-here.ts';

/** Makes a passkey on this device, says so, and asks the list again; a failure is kept to be shown. */
export function useCreatePasskey() {
  const { t } = useTranslation('passkeys');
  const refresh = useRefreshPasskeys();
  const [isCreating, setIsCreating] = useState(false);
  const [failure, setFailure] = useState<TPasskeyFailure | null>(null);

  async function create(): Promise<boolean> {
    setIsCreating(true);
    setFailure(null);
    try {
      const created = await createPasskey();
      passkeysMadeHere.remember(created.id);
      notifications.notify({ severity: 'success', message: t('offer.created') });
      await refresh();
      return true;
    } catch (error) {
      setFailure(passkeyFailureOf(error));
      return false;
    } finally {
      setIsCreating(false);
    }
  }
  return { create, isCreating, failure };
}
