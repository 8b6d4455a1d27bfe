import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TTermsVersion } from '@hospedar/contracts/console/settings-terms';
import { displayDateTime } from '../../display-date.ts';
import { displayDay } from './display-day.ts';

/** Every published version of one text, newest first, with how many guests accepted each. */
export function TermsVersions({ id, versions }: { id: string; versions: readonly TTermsVersion[] }) {
  const { t } = useTranslation('console', { keyPrefix: 'settings.sections.terms' });
  return (
    <section aria-labelledby={id}>
      <Typography variant="h3" id={id} sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('history')}
      </Typography>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby={id}>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>{t('version')}</TableCell>
              <TableCell>{t('updatedAt')}</TableCell>
              <TableCell>{t('publishedAt')}</TableCell>
              <TableCell>{t('languages')}</TableCell>
              <TableCell>{t('acceptedBy')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((version) => (
              <TableRow key={version.version}>
                <TableCell>
                  {version.version}{' '}
                  {version.isCurrent && <Chip size="small" color="primary" label={t('inForce')} />}
                </TableCell>
                <TableCell>{displayDay(version.updatedAt)}</TableCell>
                <TableCell>{displayDateTime(version.publishedAt)}</TableCell>
                <TableCell>{version.languages.join(', ')}</TableCell>
                <TableCell>
                  {version.acceptedBy === 0 ? t('guestsNone') : t('guests', { count: version.acceptedBy })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
