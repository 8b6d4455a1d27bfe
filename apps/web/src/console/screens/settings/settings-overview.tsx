import {
  Alert,
  Box,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingsQuery } from '../../api/console-queries.ts';
import { useConsoleErrorText } from '../../use-console-error.ts';

/** What the portal shows the hotel's guests today, at a glance. */
export function SettingsOverview() {
  const { t } = useTranslation('console');
  const settings = useQuery(settingsQuery);
  const errorText = useConsoleErrorText();
  if (settings.isPending) return <CircularProgress aria-label={t('loading')} />;
  if (settings.isError) return <Alert severity="error">{errorText(settings.error)}</Alert>;
  const data = settings.data;
  const rows: [string, React.ReactNode][] = [
    [t('settings.hotelName'), data.hotelName],
    [t('settings.address'), `${data.subdomain}.*`],
    [t('settings.languages'), data.languages.join(', ')],
    [
      t('settings.primaryColor'),
      <Box key="colour" component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <Box
          component="span"
          sx={{
            width: 20,
            height: 20,
            borderRadius: 0.5,
            bgcolor: data.primaryColor,
            border: 1,
            borderColor: 'divider',
          }}
        />
        {data.primaryColor}
      </Box>,
    ],
    [t('settings.email'), data.hotelEmail],
    [t('settings.phone'), data.hotelPhone],
    [t('settings.welcome'), data.isWelcomePageOn ? t('settings.on') : t('settings.off')],
  ];
  return (
    <>
      <Typography color="text.secondary">{t('settings.intro')}</Typography>
      <Paper>
        <Table>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '35%' }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </>
  );
}
