import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAccommodationPreferences } from '@hospedar/contracts/preferences/set-preferences';
import { notifications } from '../../../components/notifications/notification-store.ts';
import { editedGuestStore } from '../../../lib/edited-guest.ts';
import { useGuestFlowNavigation } from '../../../lib/guest-flow-navigation.ts';
import { setPreferences } from '../api/set-preferences.ts';
import { useQueryClient } from '@tanstack/react-query';
import { reloadClient } from '../../../lib/guest-record/client-query.ts';
import { useStepFailure } from '../step/use-step-failure.ts';

/** Save sends the preferences and goes on to the guest list; Skip goes on without saving. */
export function useSavePreferences(companyId: string, guestId: string) {
  const { t } = useTranslation('accommodation');
  const navigation = useGuestFlowNavigation();
  const fail = useStepFailure();
  const queryClient = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);

  function goOn() {
    editedGuestStore.set(null);
    navigation.returnHome();
  }

  async function save(preferences: TAccommodationPreferences) {
    setIsSaving(true);
    try {
      await setPreferences({ companyId, guestId, preferences });
      await reloadClient(queryClient, guestId);
      notifications.notify({ severity: 'success', message: t('saved') });
      goOn();
    } catch (error) {
      fail(error, () => void save(preferences));
    } finally {
      setIsSaving(false);
    }
  }

  return { save: (preferences: TAccommodationPreferences) => void save(preferences), skip: goOn, isSaving };
}
