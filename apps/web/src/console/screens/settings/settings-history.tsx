import {
  Alert,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingsAuditQuery } from '../../api/settings-api.ts';
import { displayDateTime } from '../../display-date.ts';
import { useConsoleErrorText } from '../../use-console-error.ts';

/** Every saved change of the settings: when, who, which section and which of its fields (decision 208). */
export function SettingsHistory() {
  const { t } = useTranslation('console');
  const audit = useQuery(settingsAuditQuery);
  const errorText = useConsoleErrorText();
  if (audit.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (audit.isError) return <Alert severity="error">{errorText(audit.error)}</Alert>;
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h2" id="settings-history-title" sx={{ mb: 2 }}>
        {t('settings.history.title')}
      </Typography>
      {audit.data.entries.length === 0 ? (
        <Typography color="text.secondary">{t('settings.history.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table aria-labelledby="settings-history-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('settings.history.when')}</TableCell>
                <TableCell>{t('settings.history.who')}</TableCell>
                <TableCell>{t('settings.history.section')}</TableCell>
                <TableCell>{t('settings.history.fields')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {audit.data.entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{displayDateTime(entry.at)}</TableCell>
                  <TableCell>
                    {entry.staffName} ({entry.staffEmail})
                  </TableCell>
                  <TableCell>{t(`settings.sections.${entry.section}.title`)}</TableCell>
                  <TableCell>
                    {entry.changedFields
                      .map((field) => t(`settings.fields.${field}`, { defaultValue: field }))
                      .join(', ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
