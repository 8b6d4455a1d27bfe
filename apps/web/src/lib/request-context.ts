import type { TGetInitialConfigResponse } from '@hospedar/contracts/config/get-initial-config';
import { guestStore } from './guest-session.ts';
import { currentLanguage } from './i18n/i18n.ts';
import { queryClient } from './query/query-client.ts';
import { INITIAL_CONFIG_QUERY_KEY } from './tenant/api/initial-config-key.ts';

/**
 * What every request of the portal says about who asks (spec section 7), read from the owner of each
 * value at the moment of the call: the language from i18next, the token's key from the verified guest,
 * the group-or-company from the hotel's configuration in the query cache. Nobody writes them here.
 */
export const requestContext = {
  getLanguage: currentLanguage,
  getGroupOrCompany: (): string | null =>
    queryClient.getQueryData<TGetInitialConfigResponse>(INITIAL_CONFIG_QUERY_KEY)?.company.groupOrCompany ??
    null,
  getTokenKey: (): string | null => {
    const guest = guestStore.get();
    return guest.qualified ? guest.clientId : null;
  },
};
