import { useTenant } from '../../lib/tenant/tenant-context.tsx';
import type { TLanguage } from '@hospedar/contracts/constants';

export type TBranding = {
  hotelName: string;
  logo: string;
  logoOnDark: string;
  backgroundUrl: string | null;
  languages: readonly TLanguage[] | undefined;
  isPoweredByVisible: boolean;
};

/** What the layouts draw of the hotel; Hospedar's own branding when the configuration failed. */
export function useBranding(): TBranding {
  const { initial, theme } = useTenant();
  const company = initial?.company;
  return {
    hotelName: company?.hotel.nomeFantasia || company?.name || 'Hospedar',
    logo: theme.logo.internal,
    logoOnDark: theme.logo.external,
    backgroundUrl: theme.backgroundUrl,
    languages: company?.languages,
    isPoweredByVisible: company?.personalization.poweredByVisible ?? true,
  };
}
