import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { toSupportedLanguage } from '@hospedar/contracts/constants';
import type { TArrivalGuestDetail } from '@hospedar/contracts/console/arrivals';
import { ConsoleApiError } from '../api/console-fetch.ts';
import { arrivalGuestQuery } from '../api/console-queries.ts';
import { displayDay } from '../display-date.ts';
import { GuestFormSections } from '../arrivals/guest-form-sections.tsx';
import { ResendLinkPanel } from '../arrivals/resend-link-panel.tsx';
import { GuaranteeChip, GuestStateChip } from '../arrivals/state-chips.tsx';
import { useSteadyPhotos } from '../arrivals/use-steady-photos.ts';
import { useConsoleErrorText } from '../use-console-error.ts';

const guestUrl = (guestId: string) => `/api/console/arrivals/guests/${guestId}`;

/** The document photos and the signature: images served to the signed-in staff only. */
function GuestImages({ detail }: { detail: TArrivalGuestDetail }) {
  const { t } = useTranslation('console');
  const name = `${detail.guest.name} ${detail.guest.lastName}`.trim();
  const photos = useSteadyPhotos(detail.form.photos);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <Paper component="section" aria-labelledby="photos-title" sx={{ p: 2 }}>
        <Typography variant="h2" id="photos-title" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
          {t('arrivals.guest.photos')}
        </Typography>
        {photos.length === 0 ? (
          <Typography color="text.secondary">{t('arrivals.guest.noPhotos')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
            {photos.map((photo) => (
              <Box component="figure" key={photo.caption} sx={{ m: 0 }}>
                <Box
                  component="img"
                  src={photo.url}
                  alt={photo.caption}
                  sx={{ width: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }}
                />
                <Typography component="figcaption" variant="body2" color="text.secondary">
                  {photo.caption}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Paper>
      <Paper component="section" aria-labelledby="signature-title" sx={{ p: 2 }}>
        <Typography variant="h2" id="signature-title" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
          {t('arrivals.guest.signature')}
        </Typography>
        {detail.hasSignature ? (
          <Box component="figure" sx={{ m: 0 }}>
            <Box
              component="img"
              src={`${guestUrl(detail.guest.id)}/signature`}
              alt={t('arrivals.guest.signatureAlt', { name })}
              sx={{ width: '100%', bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
            <Typography component="figcaption" variant="body2" color="text.secondary">
              {detail.form.signatureCaption}
            </Typography>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('arrivals.guest.noSignature')}</Typography>
        )}
      </Paper>
    </Box>
  );
}

/**
 * One guest of the arrivals (decision 215): the form read-only as the FNRH document writes it, the
 * document photos, the signature, the PDF and the link resent; polled like the list.
 */
export function ArrivalGuestPage() {
  const { t, i18n } = useTranslation('console');
  const { guestId = '' } = useParams();
  const language = toSupportedLanguage(i18n.language) ?? 'pt-BR';
  const guest = useQuery(arrivalGuestQuery(guestId, language));
  const errorText = useConsoleErrorText();
  const back = (
    <Link component={RouterLink} to="/console/arrivals" sx={{ alignSelf: 'flex-start' }}>
      {t('arrivals.guest.back')}
    </Link>
  );
  if (guest.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (guest.isError) {
    return (
      <>
        {back}
        <Alert severity="error">
          {/* An address whose id is no UUID (400) names no guest, as another hotel's id (404) does. */}
          {guest.error instanceof ConsoleApiError && guest.error.status === 400
            ? t('arrivals.guest.notFound')
            : errorText(guest.error)}
        </Alert>
      </>
    );
  }
  const detail = guest.data;
  const { reservation } = detail;
  const name = `${detail.guest.name} ${detail.guest.lastName}`.trim();
  return (
    <>
      {back}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack spacing={1}>
          <Typography variant="h1">{t('arrivals.guest.title', { name })}</Typography>
          <Typography color="text.secondary">
            {t('arrivals.reservation', { number: reservation.reservationNumber })} ·{' '}
            {t('arrivals.stay', {
              checkin: displayDay(reservation.checkinDate),
              checkout: displayDay(reservation.checkoutDate),
            })}
            {detail.guest.fnrhId
              ? ` · ${t('arrivals.guest.fnrhNumber', { number: detail.guest.fnrhId })}`
              : ''}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            role="status"
            aria-label={t(`arrivals.states.${detail.guest.state}`)}
          >
            <GuestStateChip state={detail.guest.state} />
            {detail.guest.isMainGuest && <GuaranteeChip guarantee={reservation.guarantee} />}
          </Stack>
        </Stack>
        {detail.hasPdf && (
          <Button
            variant="contained"
            component="a"
            href={`${guestUrl(detail.guest.id)}/fnrh.pdf`}
            download
            sx={{ flexShrink: 0 }}
          >
            {t('arrivals.guest.pdf')}
          </Button>
        )}
      </Stack>
      {!detail.hasPdf && <Alert severity="info">{t('arrivals.guest.notFinished')}</Alert>}
      <GuestImages detail={detail} />
      <GuestFormSections sections={detail.form.sections} />
      <ResendLinkPanel detail={detail} />
    </>
  );
}
