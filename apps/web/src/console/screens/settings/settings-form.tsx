import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TSettingsSectionName } from '@hospedar/contracts/console/settings-sections';
import { useConsoleErrorText } from '../../use-console-error.ts';
import type { TSettingsEditor } from './use-settings-editor.ts';

/**
 * The frame of every settings section: its title and purpose, what happened to the last save, the
 * section's fields, and Save / Discard. Save stays available only while the draft differs.
 */
export function SettingsForm<Name extends TSettingsSectionName>({
  editor,
  name,
  children,
}: {
  editor: TSettingsEditor<Name>;
  name: Name;
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  const errorText = useConsoleErrorText();
  const titleId = `settings-${name}-title`;
  if (editor.saved.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (editor.saved.isError) return <Alert severity="error">{errorText(editor.saved.error)}</Alert>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    editor.submit();
  };
  const hasFieldErrors = Object.keys(editor.errors).length > 0;
  return (
    <Paper component="form" noValidate onSubmit={submit} aria-labelledby={titleId} sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h2" id={titleId}>
          {t(`settings.sections.${name}.title`)}
        </Typography>
        <Typography color="text.secondary">{t(`settings.sections.${name}.intro`)}</Typography>
        {children}
        <div role="status" aria-live="polite">
          {editor.isJustSaved && <Alert severity="success">{t('settings.saved')}</Alert>}
          {editor.isDirty && !editor.save.isPending && (
            <Typography color="text.secondary">{t('settings.unsaved')}</Typography>
          )}
        </div>
        {hasFieldErrors && <Alert severity="error">{t('settings.fixErrors')}</Alert>}
        {editor.save.isError && !hasFieldErrors && (
          <Alert severity="error">{errorText(editor.save.error)}</Alert>
        )}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={!editor.isDirty || editor.save.isPending}>
            {t('settings.save')}
          </Button>
          <Button type="button" onClick={editor.discard} disabled={!editor.isDirty || editor.save.isPending}>
            {t('settings.discard')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
