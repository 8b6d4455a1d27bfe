import { createContext, useContext } from 'react';
import type { TGetInitialConfigResponse } from '@hospedar/contracts/config/get-initial-config';
import type { TTenantTheme } from '@hospedar/contracts/tenant/theme';
import { DEFAULT_TENANT_THEME } from './theme/parse-theme.ts';

export type TTenant = {
  /** The initial configuration, or null when it failed (error pages then use Hospedar's branding). */
  initial: TGetInitialConfigResponse | null;
  theme: TTenantTheme;
  /** The host names no hotel: error pages say this portal does not exist rather than 'page not found'. */
  isUnknownHotel?: boolean;
};

export const TenantContext = createContext<TTenant>({ initial: null, theme: DEFAULT_TENANT_THEME });

export function useTenant(): TTenant {
  return useContext(TenantContext);
}
