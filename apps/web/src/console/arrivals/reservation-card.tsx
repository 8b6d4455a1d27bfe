import { Box, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { TArrivalReservation } from '@hospedar/contracts/console/arrivals';
import { displayDay } from '../display-date.ts';
import { GuaranteeChip, GuestStateChip } from './state-chips.tsx';

/** One reservation of the arrivals: its number, stay and room, and each guest with a state chip. */
export function ReservationCard({ reservation }: { reservation: TArrivalReservation }) {
  const { t } = useTranslation('console');
  const titleId = `reservation-${reservation.id}`;
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 2.5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ alignItems: { sm: 'baseline' }, mb: 1 }}
      >
        <Typography variant="h3" id={titleId} sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {t('arrivals.reservation', { number: reservation.reservationNumber })}
        </Typography>
        <Typography color="text.secondary">
          {t('arrivals.stay', {
            checkin: displayDay(reservation.checkinDate),
            checkout: displayDay(reservation.checkoutDate),
          })}
        </Typography>
        {reservation.roomName && (
          <Typography color="text.secondary">{t('arrivals.room', { room: reservation.roomName })}</Typography>
        )}
      </Stack>
      <List
        dense
        disablePadding
        aria-label={t('arrivals.guestsLabel', { number: reservation.reservationNumber })}
      >
        {reservation.guests.map((guest) => {
          const fullName = `${guest.name} ${guest.lastName}`.trim();
          const notes = [guest.isMainGuest && t('arrivals.mainGuest'), guest.isChild && t('arrivals.child')]
            .filter(Boolean)
            .join(', ');
          return (
            <ListItem
              key={guest.id}
              disableGutters
              data-guest-id={guest.id}
              sx={{ gap: 1, flexWrap: 'wrap', borderTop: 1, borderColor: 'divider', py: 1 }}
            >
              <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={`/console/arrivals/guests/${guest.id}`}
                  aria-label={t('arrivals.open', { name: fullName })}
                  sx={{ fontWeight: 600 }}
                >
                  {fullName}
                </Link>
                {notes && (
                  <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                    ({notes})
                  </Typography>
                )}
              </Box>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <GuestStateChip state={guest.state} />
                {guest.isMainGuest && <GuaranteeChip guarantee={reservation.guarantee} />}
              </Stack>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
