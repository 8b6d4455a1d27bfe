import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { useTenant } from '../tenant-context.tsx';
import { buildMuiTheme } from './build-theme.ts';

/**
 * The tenant's MUI theme, for the screens that use MUI components. The first screens (welcome,
 * menu, error pages) are plain CSS on the same CSS variables, so MUI's ~50 kB stay off their path.
 */
export function MuiThemeScope({ children }: { children: ReactNode }) {
  const { theme } = useTenant();
  const muiTheme = useMemo(() => buildMuiTheme(theme), [theme]);
  return <ThemeProvider theme={muiTheme}>{children}</ThemeProvider>;
}
