import { Box, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation, useOutletContext } from 'react-router';
import type { TStaffMe } from '@hospedar/contracts/console/staff-auth';
import { OwnersOnly } from '../owners-only.tsx';
import { SETTINGS_PAGES } from './settings-pages.tsx';

const BASE = '/console/settings';
const hrefOf = (path: string) => (path ? `${BASE}/${path}` : BASE);

/**
 * Settings (owners): the sections beside the page on a computer, above it on a tablet or a phone.
 * Each section saves on its own (decision 208).
 */
export function SettingsLayout() {
  const { t } = useTranslation('console');
  const me = useOutletContext<TStaffMe>();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const location = useLocation();
  const current = location.pathname.replace(/\/+$/, '');
  const selected = SETTINGS_PAGES.find((page) => hrefOf(page.path) === current)?.path ?? false;
  return (
    <OwnersOnly title={t('settings.title')}>
      <Box
        sx={{ display: 'flex', flexDirection: isWide ? 'row' : 'column', gap: 3, alignItems: 'flex-start' }}
      >
        <Box component="nav" aria-label={t('settings.nav.label')} sx={{ flexShrink: 0, maxWidth: '100%' }}>
          <Tabs
            value={selected}
            orientation={isWide ? 'vertical' : 'horizontal'}
            variant="scrollable"
            scrollButtons="auto"
            sx={isWide ? { borderRight: 1, borderColor: 'divider', minWidth: 200 } : undefined}
          >
            {SETTINGS_PAGES.map((page) => (
              <Tab
                key={page.path}
                value={page.path}
                label={t(page.label)}
                component={RouterLink}
                to={hrefOf(page.path)}
                sx={isWide ? { alignItems: 'flex-start', textAlign: 'left' } : undefined}
              />
            ))}
          </Tabs>
        </Box>
        <Box
          sx={{
            flexGrow: 1,
            minWidth: 0,
            width: '100%',
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 3,
          }}
        >
          <Outlet context={me} />
        </Box>
      </Box>
    </OwnersOnly>
  );
}
