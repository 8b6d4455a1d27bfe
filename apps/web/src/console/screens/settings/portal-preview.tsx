import { useMemo } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  TextField,
  ThemeProvider,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TTenantTheme } from '@hospedar/contracts/tenant/theme';
import { buildMuiTheme } from '../../../lib/tenant/theme/build-theme.ts';

/**
 * A small rendering of the guest portal in a theme not saved yet (decision 222): the portal's own MUI
 * theme (buildMuiTheme) on its header, background, a card with a heading, a field, the primary button
 * and a tag. Inert: it shows, it is not used (no focus stop, no second form for screen readers).
 */
export function PortalPreview({ theme, hotelName }: { theme: TTenantTheme; hotelName: string }) {
  const { t } = useTranslation('console');
  const muiTheme = useMemo(() => buildMuiTheme(theme), [theme]);
  const hasPhoto = theme.backgroundUrl !== null;
  return (
    <Box
      component="figure"
      // Under the form (tablet, phone) it keeps a phone's width, as most guests see the portal.
      sx={{ m: 0, minWidth: 0, maxWidth: { xs: 560, lg: 'none' } }}
      aria-labelledby="portal-preview-title"
    >
      <Typography component="figcaption" id="portal-preview-title" variant="h3" sx={{ mb: 1 }}>
        {t('settings.preview.title')}
        <Typography component="span" color="text.secondary" sx={{ display: 'block', fontSize: '0.875rem' }}>
          {t('settings.preview.note')}
        </Typography>
      </Typography>
      <ThemeProvider theme={muiTheme}>
        <Box
          data-testid="portal-preview"
          inert
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'background.default',
            backgroundImage: hasPhoto ? `url("${encodeURI(theme.backgroundUrl ?? '')}")` : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              minHeight: 56,
              px: 2,
              bgcolor: hasPhoto ? 'transparent' : '#fff',
              borderBottom: hasPhoto ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            <Box
              component="img"
              data-testid="portal-preview-logo"
              src={hasPhoto ? theme.logo.external : theme.logo.internal}
              alt={t('settings.preview.logoAlt', { hotel: hotelName })}
              sx={{ height: 36, width: 'auto', maxWidth: '60%', objectFit: 'contain', display: 'block' }}
            />
          </Box>
          <Box sx={{ p: { xs: 2, sm: 3 } }}>
            <Card elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
              <CardContent>
                <Stack spacing={2}>
                  <Typography component="p" variant="h2">
                    {t('settings.preview.heading')}
                  </Typography>
                  <Chip label={t('settings.preview.chip')} color="primary" sx={{ alignSelf: 'flex-start' }} />
                  <TextField label={t('settings.preview.input')} defaultValue="ABC123" size="small" />
                  <Button variant="contained" data-testid="portal-preview-button">
                    {t('settings.preview.button')}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          </Box>
        </Box>
      </ThemeProvider>
    </Box>
  );
}
