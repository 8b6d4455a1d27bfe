import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import type { TStaffMe } from '@hospedar/contracts/console/staff-auth';

/**
 * Arrivals: who is signed in, at which hotel, and plainly that the arrivals list comes in the next
 * version (issue 17's Arrivals part is not built by this foundation).
 */
export function ArrivalsPage() {
  const { t } = useTranslation('console');
  const me = useOutletContext<TStaffMe>();
  return (
    <>
      <Typography variant="h1">{t('arrivals.title')}</Typography>
      <Paper sx={{ p: 3 }}>
        <Stack spacing={1}>
          <Typography>
            {t('arrivals.hotel', { hotel: me.hotel.name, subdomain: me.hotel.subdomain })}
          </Typography>
          <Typography>
            {t('arrivals.you', {
              name: me.staff.name,
              email: me.staff.email,
              role: t(`roles.${me.staff.role}`),
            })}
          </Typography>
        </Stack>
      </Paper>
      <Alert severity="info">{t('arrivals.notYet')}</Alert>
    </>
  );
}
