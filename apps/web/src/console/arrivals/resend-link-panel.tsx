import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TArrivalGuestDetail, TResendLinkResponse } from '@hospedar/contracts/console/arrivals';
import { useResendLink } from '../api/console-mutations.ts';
import { useConsoleErrorText } from '../use-console-error.ts';
import { displayDateTime } from '../display-date.ts';

type TChannel = TResendLinkResponse['channel'];

/** Resend the guest's link (decision 213): the channel, a confirmation, then what happened. */
export function ResendLinkPanel({ detail }: { detail: TArrivalGuestDetail }) {
  const { t } = useTranslation('console');
  const errorText = useConsoleErrorText();
  const resend = useResendLink(detail.guest.id);
  const [channel, setChannel] = useState<TChannel | null>(detail.contacts[0]?.channel ?? null);
  const [isConfirming, setIsConfirming] = useState(false);
  const contact = detail.contacts.find((candidate) => candidate.channel === channel);
  const name = `${detail.guest.name} ${detail.guest.lastName}`.trim();

  const send = () => {
    setIsConfirming(false);
    if (channel) resend.mutate({ channel });
  };

  return (
    <Paper component="section" aria-labelledby="resend-title" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="h2" id="resend-title" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {t('arrivals.resend.title')}
        </Typography>
        {detail.contacts.length === 0 ? (
          <Typography>{t('arrivals.resend.noContact')}</Typography>
        ) : (
          <>
            <Typography color="text.secondary">{t('arrivals.resend.intro')}</Typography>
            <FormControl>
              <FormLabel id="resend-channel">{t('arrivals.resend.channel')}</FormLabel>
              <RadioGroup
                aria-labelledby="resend-channel"
                value={channel ?? ''}
                onChange={(event) => setChannel(event.target.value as TChannel)}
              >
                {detail.contacts.map((option) => (
                  <FormControlLabel
                    key={option.channel}
                    value={option.channel}
                    control={<Radio />}
                    label={t(`arrivals.resend.${option.channel}`, { to: option.masked })}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <div>
              <Button
                variant="contained"
                disabled={!contact || resend.isPending}
                onClick={() => setIsConfirming(true)}
              >
                {t('arrivals.resend.submit')}
              </Button>
            </div>
          </>
        )}
        {resend.isSuccess && (
          <Alert severity="success" role="status">
            {t(resend.data.channel === 'email' ? 'arrivals.resend.sentEmail' : 'arrivals.resend.sentSms', {
              to: resend.data.to,
            })}
          </Alert>
        )}
        {resend.isError && <Alert severity="error">{errorText(resend.error)}</Alert>}
        {detail.notifiedAt && (
          <Typography variant="body2" color="text.secondary">
            {t('arrivals.resend.lastSent', { when: displayDateTime(detail.notifiedAt) })}
          </Typography>
        )}
      </Stack>
      <Dialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        aria-labelledby="resend-confirm-title"
      >
        <DialogTitle id="resend-confirm-title">{t('arrivals.resend.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t(channel === 'sms' ? 'arrivals.resend.confirmSms' : 'arrivals.resend.confirmEmail', {
              name,
              to: contact?.masked ?? '',
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsConfirming(false)}>{t('arrivals.resend.cancel')}</Button>
          <Button variant="contained" onClick={send} autoFocus>
            {t('arrivals.resend.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
