import { useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { buildMuiTheme } from '../lib/tenant/theme/build-theme.ts';
import type { TTenantTheme } from '@hospedar/contracts/tenant/theme';
import { hotelConfigQuery } from './api/console-queries.ts';

/** The theme before the hotel's arrives: parse-theme.ts's DEFAULT_TENANT_THEME (kept off the guest's startup file). */
const CONSOLE_DEFAULT_THEME: TTenantTheme = {
  background: '#f5f6f8',
  primaryColor: '#1d4ed8',
  cardRadius: 12,
  inputRadius: 8,
  buttonRadius: 8,
  chipRadius: 16,
  logo: { internal: '/brand/hospedar/logo.svg', external: '/brand/hospedar/logo-white.svg' },
  backgroundUrl: null,
};

/** The hotel's theme (colours, radii) from its public configuration, as the guest portal has it. */
export function ConsoleTheme({ children }: { children: ReactNode }) {
  const config = useQuery(hotelConfigQuery);
  // The API answers the theme through ZTenantTheme (colours and radii checked); the default until it does.
  const theme = useMemo(
    () => buildMuiTheme(config.data?.company.theme ?? CONSOLE_DEFAULT_THEME),
    [config.data],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
