import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZRetentionSetting } from '@hospedar/contracts/privacy/guest-rights';
import { retentionQuery } from '../../api/console-queries.ts';
import { useSetRetention } from '../../api/privacy-mutations.ts';
import { useConsoleErrorText } from '../../use-console-error.ts';

/** The days as typed: empty is off; anything else must be what ZRetentionSetting accepts. */
function parseDays(text: string) {
  const trimmed = text.trim();
  return ZRetentionSetting.safeParse({ retentionDays: trimmed === '' ? null : Number(trimmed) });
}

function RetentionEditor({ days }: { days: number | null }) {
  const { t } = useTranslation('console');
  const save = useSetRetention();
  const errorText = useConsoleErrorText();
  const [text, setText] = useState(days === null ? '' : String(days));
  const [isInvalid, setIsInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDays(text);
    setIsInvalid(!parsed.success);
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit} aria-labelledby="retention-title">
      <Typography variant="h2" id="retention-title">
        {t('privacy.retentionTitle')}
      </Typography>
      <Typography color="text.secondary">{t('privacy.retentionIntro')}</Typography>
      <Typography data-testid="retention-now">
        {days === null ? t('privacy.retentionOff') : t('privacy.retentionOn', { count: days })}
      </Typography>
      {save.isSuccess && (
        <Alert severity="success" role="status">
          {t('privacy.retentionSaved')}
        </Alert>
      )}
      {save.isError && <Alert severity="error">{errorText(save.error)}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('privacy.retentionDays')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={isInvalid}
          helperText={isInvalid ? t('privacy.retentionInvalid') : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          sx={{ maxWidth: { sm: 240 } }}
        />
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: { sm: 1 } }}>
          {t('privacy.retentionSave')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The hotel's retention (decision 203): days after check-out, or off. */
export function RetentionForm() {
  const { t } = useTranslation('console');
  const retention = useQuery(retentionQuery);
  const errorText = useConsoleErrorText();
  return (
    <Paper sx={{ p: 3 }}>
      {retention.isPending && <CircularProgress aria-label={t('loading')} />}
      {retention.isError && <Alert severity="error">{errorText(retention.error)}</Alert>}
      {retention.data && <RetentionEditor days={retention.data.retentionDays} />}
    </Paper>
  );
}
