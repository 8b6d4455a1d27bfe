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
import type { TStaffChange } from '@hospedar/contracts/console/staff-members';
import { staffChangesQuery } from '../api/console-queries.ts';
import { displayDateTime } from '../display-date.ts';
import { useConsoleErrorText } from '../use-console-error.ts';

/** Who changed whom among the staff, and when (decision 245). */
export function StaffChanges() {
  const { t } = useTranslation('console');
  const changes = useQuery(staffChangesQuery);
  const errorText = useConsoleErrorText();
  const what = (change: TStaffChange) =>
    t(`staff.changes.${change.action}`, {
      name: change.targetName,
      email: change.targetEmail,
      from: change.from ? t(`roles.${change.from}`) : '',
      to: change.to ? t(`roles.${change.to}`) : '',
    });
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h2" id="staff-changes-title" sx={{ mb: 2 }}>
        {t('staff.changesTitle')}
      </Typography>
      {changes.isPending && <CircularProgress aria-label={t('loading')} />}
      {changes.isError && <Alert severity="error">{errorText(changes.error)}</Alert>}
      {changes.data?.changes.length === 0 && <Typography>{t('staff.changesEmpty')}</Typography>}
      {changes.data && changes.data.changes.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby="staff-changes-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('staff.when')}</TableCell>
                <TableCell>{t('staff.who')}</TableCell>
                <TableCell>{t('staff.what')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.data.changes.map((change) => (
                <TableRow key={change.id} data-testid="staff-change">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayDateTime(change.createdAt)}</TableCell>
                  <TableCell>{change.actorName}</TableCell>
                  <TableCell>{what(change)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
