import { Alert, Box, Slider, Stack, Typography } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TLookSettings } from '@hospedar/contracts/console/settings-sections';
import { ZColour } from '@hospedar/contracts/tenant/theme';
import { hotelConfigQuery } from '../../api/console-queries.ts';
import { contrastText, normalizeHex } from '../../../lib/tenant/theme/contrast.ts';
import { parseTheme } from '../../../lib/tenant/theme/parse-theme.ts';
import { ColourField } from './colour-field.tsx';
import { PortalPreview } from './portal-preview.tsx';
import { SettingsForm } from './settings-form.tsx';
import { useSettingsEditor } from './use-settings-editor.ts';

/** WCAG 2 AA for normal text (the buttons' labels). */
const AA_CONTRAST = 4.5;
const RADII = ['cardRadius', 'inputRadius', 'buttonRadius', 'chipRadius'] as const;

/**
 * The contrast of the button's text on the primary colour: the portal writes black or white, whichever
 * reads better (contrastText), so this is the best the colour allows; null while the colour is not valid.
 */
export function primaryTextContrast(primary: string): number | null {
  if (!ZColour.safeParse(primary).success) return null;
  const colour = normalizeHex(primary);
  return getContrastRatio(colour, contrastText(colour));
}

/** The portal's colours and corners, with the preview beside them (decisions 222, 223). */
export function LookSettings() {
  const { t, i18n } = useTranslation('console');
  const editor = useSettingsEditor('look');
  const config = useQuery(hotelConfigQuery);
  const value = editor.value;
  const set = (patch: Partial<TLookSettings>) => value && editor.setDraft({ ...value, ...patch });
  const contrast = value ? primaryTextContrast(value.primaryColor) : null;
  const ratio = contrast?.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  const saved = config.data?.company.theme;
  // Each field not valid yet shows the default in the preview, as the portal would (parseTheme).
  const previewTheme = parseTheme({ ...saved, ...value });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <SettingsForm editor={editor} name="look">
        {value && (
          <Stack spacing={3}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <ColourField
                id="look-primary"
                label={t('settings.sections.look.primaryColor')}
                value={value.primaryColor}
                onChange={(primaryColor) => set({ primaryColor })}
                hasError={Boolean(editor.errors.primaryColor)}
              />
              <ColourField
                id="look-background"
                label={t('settings.sections.look.background')}
                value={value.background}
                onChange={(background) => set({ background })}
                hasError={Boolean(editor.errors.background)}
              />
            </Stack>
            {contrast !== null && (
              <Alert
                severity={contrast < AA_CONTRAST ? 'warning' : 'info'}
                data-testid="look-contrast"
                role={contrast < AA_CONTRAST ? 'alert' : 'status'}
              >
                {contrast < AA_CONTRAST
                  ? t('settings.sections.look.contrastLow', { ratio })
                  : t('settings.sections.look.contrastOk', { ratio })}
              </Alert>
            )}
            <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
              <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
                {t('settings.sections.look.radii')}
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4 }}>
                {RADII.map((field) => (
                  <Box key={field}>
                    <Typography id={`look-${field}-label`} gutterBottom>
                      {t(`settings.sections.look.${field}`)}:{' '}
                      {t('settings.sections.look.pixels', { value: value[field] })}
                    </Typography>
                    <Slider
                      value={value[field]}
                      min={0}
                      max={48}
                      step={1}
                      onChange={(_, next) => set({ [field]: next as number })}
                      slotProps={{
                        input: {
                          'aria-labelledby': `look-${field}-label`,
                          'aria-valuetext': t('settings.sections.look.pixels', { value: value[field] }),
                        },
                      }}
                    />
                  </Box>
                ))}
              </Box>
            </fieldset>
          </Stack>
        )}
      </SettingsForm>
      <PortalPreview theme={previewTheme} hotelName={config.data?.company.name ?? ''} />
    </Box>
  );
}
