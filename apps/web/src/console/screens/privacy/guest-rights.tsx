import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ZPrivacySearchRequest, type TPrivacyGuest } from '@hospedar/contracts/console/privacy';
import type { TErasureReport } from '@hospedar/contracts/privacy/guest-rights';
import { useExportGuest, usePrivacySearch } from '../../api/privacy-mutations.ts';
import { displayDay } from '../../display-date.ts';
import { fieldErrorsOf } from '../../form-issues.ts';
import { useConsoleErrorText, useFieldText } from '../../use-console-error.ts';
import { EraseDialog } from './erase-dialog.tsx';

const fullName = (guest: TPrivacyGuest) => `${guest.name} ${guest.lastName}`.trim();
const totalRows = (report: TErasureReport) => Object.values(report.rows).reduce((sum, n) => sum + n, 0);

function GuestRow({
  guest,
  onExport,
  onErase,
  isExporting,
}: {
  guest: TPrivacyGuest;
  onExport: () => void;
  onErase: () => void;
  isExporting: boolean;
}) {
  const { t } = useTranslation('console');
  const name = fullName(guest);
  return (
    <TableRow data-testid="privacy-guest">
      <TableCell>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        {guest.email && <Typography variant="body2">{guest.email}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {t('privacy.stays', { count: guest.stays })}
        </Typography>
      </TableCell>
      <TableCell>
        <Typography>{guest.reservationNumber}</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {displayDay(guest.checkinDate)} – {displayDay(guest.checkoutDate)}
        </Typography>
      </TableCell>
      <TableCell>{guest.document?.number ?? '—'}</TableCell>
      <TableCell>{guest.isCompleted ? t('privacy.completed') : t('privacy.notCompleted')}</TableCell>
      <TableCell>
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={1}>
          <Button
            variant="outlined"
            onClick={onExport}
            disabled={isExporting}
            aria-label={t('privacy.exportOf', { name })}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('privacy.export')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={onErase}
            aria-label={t('privacy.eraseOf', { name })}
          >
            {t('privacy.erase')}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** Find a guest of the hotel, then export or erase them (LGPD arts. 18-19; decisions 241 to 243). */
export function GuestRights() {
  const { t } = useTranslation('console');
  const search = usePrivacySearch();
  const exporter = useExportGuest();
  const errorText = useConsoleErrorText();
  const fieldText = useFieldText();
  const [query, setQuery] = useState('');
  const [queryError, setQueryError] = useState<string | undefined>();
  const [results, setResults] = useState<{
    query: string;
    guests: TPrivacyGuest[];
    isTruncated: boolean;
  } | null>(null);
  const [toErase, setToErase] = useState<TPrivacyGuest | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZPrivacySearchRequest.safeParse({ query });
    if (!parsed.success) {
      setQueryError(fieldErrorsOf(parsed.error).query);
      return;
    }
    setQueryError(undefined);
    setNotice(null);
    search.mutate(parsed.data, {
      onSuccess: (answer) => setResults({ query: parsed.data.query, ...answer }),
    });
  };

  const exportGuest = (guest: TPrivacyGuest) => {
    setNotice(null);
    exporter.mutate(guest.guestId, {
      onSuccess: (file) => setNotice(t('privacy.exported', { name: fullName(guest), file })),
    });
  };

  const erased = (report: TErasureReport) => {
    setToErase(null);
    setNotice(t('privacy.erased', { rows: totalRows(report), files: report.files }));
    setResults((current) =>
      current
        ? { ...current, guests: current.guests.filter((guest) => !report.guestIds.includes(guest.guestId)) }
        : current,
    );
  };

  return (
    <Paper sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Stack
          spacing={2}
          component="form"
          noValidate
          onSubmit={submit}
          aria-labelledby="privacy-search-title"
        >
          <Typography variant="h2" id="privacy-search-title">
            {t('privacy.searchTitle')}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label={t('privacy.query')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              error={Boolean(queryError)}
              helperText={fieldText(queryError)}
              autoComplete="off"
              fullWidth
            />
            <Button type="submit" variant="contained" disabled={search.isPending} sx={{ mt: { sm: 1 } }}>
              {t('privacy.search')}
            </Button>
          </Stack>
        </Stack>
        {search.isError && <Alert severity="error">{errorText(search.error)}</Alert>}
        {exporter.isError && <Alert severity="error">{errorText(exporter.error)}</Alert>}
        {notice && (
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        )}
        {results && results.guests.length === 0 && (
          <Typography role="status">{t('privacy.noResults', { query: results.query })}</Typography>
        )}
        {results && results.guests.length > 0 && (
          <TableContainer>
            <Table aria-label={t('privacy.results')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('privacy.guest')}</TableCell>
                  <TableCell>{t('privacy.stay')}</TableCell>
                  <TableCell>{t('privacy.document')}</TableCell>
                  <TableCell>{t('privacy.form')}</TableCell>
                  <TableCell>{t('privacy.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {results.guests.map((guest) => (
                  <GuestRow
                    key={guest.guestId}
                    guest={guest}
                    isExporting={exporter.isPending}
                    onExport={() => exportGuest(guest)}
                    onErase={() => setToErase(guest)}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {results?.isTruncated && (
          <Typography color="text.secondary">
            {t('privacy.truncated', { count: results.guests.length })}
          </Typography>
        )}
      </Stack>
      {toErase && (
        <EraseDialog
          guest={toErase}
          name={fullName(toErase)}
          onClose={() => setToErase(null)}
          onErased={erased}
        />
      )}
    </Paper>
  );
}
