import {
  Alert,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isBrowserRefusal, useAddPasskey, useRemovePasskey } from '../api/passkey-api.ts';
import { passkeysQuery } from '../api/console-queries.ts';
import { displayDateTime } from '../display-date.ts';
import { useConsoleErrorText } from '../use-console-error.ts';

/** The member's own passkeys: add one of this device, see and remove them (decision 246; every role). */
function Passkeys() {
  const { t } = useTranslation('console');
  const passkeys = useQuery(passkeysQuery);
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const errorText = useConsoleErrorText();
  const failure = add.error ?? remove.error;
  return (
    <Paper sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h2" id="passkeys-title">
          {t('account.passkeysTitle')}
        </Typography>
        <Typography color="text.secondary">{t('account.passkeysIntro')}</Typography>
        {add.isSuccess && (
          <Alert severity="success" role="status">
            {t('account.added')}
          </Alert>
        )}
        {remove.isSuccess && (
          <Alert severity="success" role="status">
            {t('account.removed')}
          </Alert>
        )}
        {failure && (
          <Alert severity="error">
            {isBrowserRefusal(failure) ? t('account.refused') : errorText(failure)}
          </Alert>
        )}
        {passkeys.isPending && <CircularProgress aria-label={t('loading')} />}
        {passkeys.isError && <Alert severity="error">{errorText(passkeys.error)}</Alert>}
        {passkeys.data?.passkeys.length === 0 && <Typography>{t('account.none')}</Typography>}
        {passkeys.data && passkeys.data.passkeys.length > 0 && (
          <List aria-labelledby="passkeys-title" disablePadding>
            {passkeys.data.passkeys.map((passkey) => {
              const device = passkey.deviceLabel ?? t('account.unknownDevice');
              return (
                <ListItem
                  key={passkey.id}
                  divider
                  data-testid="staff-passkey"
                  secondaryAction={
                    <Button
                      color="error"
                      variant="outlined"
                      size="small"
                      disabled={remove.isPending}
                      aria-label={t('account.removeOf', { device })}
                      onClick={() => remove.mutate(passkey.id)}
                    >
                      {t('account.remove')}
                    </Button>
                  }
                  sx={{ pr: 14 }}
                >
                  <ListItemText
                    primary={device}
                    secondary={t('account.details', {
                      created: displayDateTime(passkey.createdAt),
                      used: passkey.lastUsedAt ? displayDateTime(passkey.lastUsedAt) : t('account.never'),
                    })}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
        <div>
          <Button variant="contained" disabled={add.isPending} onClick={() => add.mutate()}>
            {t('account.add')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

export function AccountPage() {
  const { t } = useTranslation('console');
  return (
    <>
      <Typography variant="h1">{t('account.title')}</Typography>
      <Passkeys />
    </>
  );
}
