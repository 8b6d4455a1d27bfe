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
import type { TPrivacyAuditEntry } from '@hospedar/contracts/console/privacy';
import { privacyAuditQuery } from '../../api/console-queries.ts';
import { displayDateTime } from '../../display-date.ts';
import { useConsoleErrorText } from '../../use-console-error.ts';

function useAuditTexts() {
  const { t } = useTranslation('console');
  const days = (value: number | null | undefined) =>
    value === null || value === undefined
      ? t('privacy.audit.off')
      : t('privacy.audit.days', { count: value });
  return {
    who: (entry: TPrivacyAuditEntry) => t(`privacy.actors.${entry.actorKind}`, { name: entry.actor }),
    what: (entry: TPrivacyAuditEntry) => {
      const { files = 0, rows = 0, from, to } = entry.summary;
      if (entry.action === 'retention-setting') {
        return t('privacy.audit.retention-setting', { from: days(from), to: days(to) });
      }
      return t(`privacy.audit.${entry.action}`, { files, rows });
    },
  };
}

/** The privacy log (decision 204): who, when, what; ids and counts, never a guest's name. */
export function PrivacyAuditTable() {
  const { t } = useTranslation('console');
  const audit = useQuery(privacyAuditQuery);
  const errorText = useConsoleErrorText();
  const texts = useAuditTexts();
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h2" id="audit-title" sx={{ mb: 2 }}>
        {t('privacy.auditTitle')}
      </Typography>
      {audit.isPending && <CircularProgress aria-label={t('loading')} />}
      {audit.isError && <Alert severity="error">{errorText(audit.error)}</Alert>}
      {audit.data?.entries.length === 0 && <Typography>{t('privacy.auditEmpty')}</Typography>}
      {audit.data && audit.data.entries.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby="audit-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('privacy.when')}</TableCell>
                <TableCell>{t('privacy.who')}</TableCell>
                <TableCell>{t('privacy.what')}</TableCell>
                <TableCell>{t('privacy.guests')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {audit.data.entries.map((entry) => (
                <TableRow key={entry.id} data-testid="privacy-audit-entry">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayDateTime(entry.createdAt)}</TableCell>
                  <TableCell>{texts.who(entry)}</TableCell>
                  <TableCell>{texts.what(entry)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {entry.guestIds.map((id) => id.slice(0, 8)).join(', ')}
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
