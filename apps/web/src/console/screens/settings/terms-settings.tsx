import { useState } from 'react';
import { Alert, CircularProgress, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { termsSettingsQuery } from '../../api/settings-api.ts';
import { useConsoleErrorText } from '../../use-console-error.ts';
import { displayDay } from './display-day.ts';
import { TermsEditor } from './terms-editor.tsx';
import { TermsVersions } from './terms-versions.tsx';

/** The terms of use and the privacy policy: the texts in force, a new version, and every version. */
export function TermsSettings() {
  const { t } = useTranslation('console', { keyPrefix: 'settings.sections.terms' });
  const settings = useQuery(termsSettingsQuery);
  const errorText = useConsoleErrorText();
  const [type, setType] = useState<1 | 2>(1);
  if (settings.isPending) return <CircularProgress aria-label={t('title')} />;
  if (settings.isError) return <Alert severity="error">{errorText(settings.error)}</Alert>;
  const document = settings.data.documents.find((entry) => entry.type === type);
  const current = document?.versions.find((version) => version.isCurrent);
  return (
    <Paper component="section" aria-labelledby="settings-terms-title" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h2" id="settings-terms-title">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
        <Tabs
          value={type}
          onChange={(_, next: 1 | 2) => setType(next)}
          aria-label={t('typesLabel')}
          variant="scrollable"
          scrollButtons="auto"
        >
          {([1, 2] as const).map((candidate) => (
            <Tab
              key={candidate}
              value={candidate}
              id={`terms-${candidate}-tab`}
              aria-controls={`terms-${candidate}-tabpanel`}
              label={t(`types.${candidate}`)}
            />
          ))}
        </Tabs>
        {document && (
          <Stack
            spacing={3}
            role="tabpanel"
            id={`terms-${type}-tabpanel`}
            aria-labelledby={`terms-${type}-tab`}
          >
            <Typography>
              {current
                ? t('current', { version: current.version, date: displayDay(current.updatedAt) })
                : t('noCurrent')}
            </Typography>
            {/* A new editor per text; after a publication it starts again from what is in force. */}
            <TermsEditor key={type} document={document} />
            <TermsVersions id={`terms-${type}-versions`} versions={document.versions} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
