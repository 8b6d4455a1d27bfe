import type { ReactNode } from 'react';
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
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { displayDateTime } from './display-date.ts';
import { useConsoleErrorText } from './use-console-error.ts';

export type LogColumn<Row> = { header: string; cell: (row: Row) => ReactNode };

/**
 * A console log (the settings' history, the staff's changes, the privacy log): a titled card, the
 * query's loading and error states, an empty text, and one row an entry, its moment first.
 */
export function LogTable<Data, Row extends { id: string }>({
  id,
  title,
  empty,
  query,
  rowsOf,
  atOf,
  whenHeader,
  columns,
  rowTestId,
}: {
  id: string;
  title: string;
  empty: string;
  query: UseQueryResult<Data>;
  rowsOf: (data: Data) => Row[];
  atOf: (row: Row) => string;
  whenHeader: string;
  columns: LogColumn<Row>[];
  rowTestId?: string;
}) {
  const { t } = useTranslation('console');
  const errorText = useConsoleErrorText();
  const rows = query.data === undefined ? null : rowsOf(query.data);
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h2" id={id} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {query.isPending && <CircularProgress aria-label={t('loading')} />}
      {query.isError && <Alert severity="error">{errorText(query.error)}</Alert>}
      {rows?.length === 0 && <Typography color="text.secondary">{empty}</Typography>}
      {rows && rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                <TableCell>{whenHeader}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.header}>{column.header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid={rowTestId}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayDateTime(atOf(row))}</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.header}>{column.cell(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
