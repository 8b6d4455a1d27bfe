import { AppBar, Box, Button, Link, Stack, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import type { TStaffMe } from '@hospedar/contracts/console/staff-auth';
import { useSignOut } from '../api/console-mutations.ts';
import { LanguageSelect } from '../language-select.tsx';

type Section = {
  path: string;
  label: 'shell.arrivals' | 'shell.staff' | 'shell.settings' | 'shell.privacy' | 'shell.account';
  isOwnerOnly: boolean;
};
const SECTIONS: readonly Section[] = [
  { path: '/console/arrivals', label: 'shell.arrivals', isOwnerOnly: false },
  { path: '/console/staff', label: 'shell.staff', isOwnerOnly: true },
  { path: '/console/settings', label: 'shell.settings', isOwnerOnly: true },
  { path: '/console/privacy', label: 'shell.privacy', isOwnerOnly: true },
  { path: '/console/account', label: 'shell.account', isOwnerOnly: false },
];

/** The signed-in frame: the hotel, the sections the member's role opens, who is signed in, sign-out. */
export function ConsoleShell({ me }: { me: TStaffMe }) {
  const { t } = useTranslation('console');
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const sections = SECTIONS.filter((section) => !section.isOwnerOnly || me.staff.role === 'owner');
  const current = sections.find((section) => location.pathname.startsWith(section.path))?.path ?? false;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Link
        href="#console-main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        {t('shell.skip')}
      </Link>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <Typography variant="h2" component="p" sx={{ flexGrow: 1, fontSize: '1.25rem' }}>
            {me.hotel.name} · {t('title')}
          </Typography>
          <Typography variant="body2" data-testid="signed-in-as">
            {t('shell.signedInAs', { name: me.staff.name, role: t(`roles.${me.staff.role}`) })}
          </Typography>
          <Button
            variant="outlined"
            // The theme's outlined button is in the primary colour: on the primary bar, its contrast text.
            sx={{ color: 'primary.contrastText', borderColor: 'primary.contrastText', flexShrink: 0 }}
            disabled={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, {
                onSettled: () => void navigate('/console/sign-in', { replace: true }),
              })
            }
          >
            {t('shell.signOut')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        component="nav"
        aria-label={t('shell.nav')}
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: 2 }}
      >
        <Stack
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', py: 1, gap: 1, flexWrap: 'wrap' }}
        >
          <Tabs
            value={current}
            variant="scrollable"
            scrollButtons="auto"
            sx={{ minWidth: 0, maxWidth: '100%' }}
          >
            {sections.map((section) => (
              <Tab
                key={section.path}
                value={section.path}
                label={t(section.label)}
                component={RouterLink}
                to={section.path}
              />
            ))}
          </Tabs>
          <LanguageSelect />
        </Stack>
      </Box>
      <Stack
        component="main"
        id="console-main"
        tabIndex={-1}
        spacing={3}
        sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200, mx: 'auto' }}
      >
        <Outlet context={me} />
      </Stack>
    </Box>
  );
}
