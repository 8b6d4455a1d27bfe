import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BRAND_IMAGE_ACCEPT, type TBrandImageKind } from '@hospedar/contracts/console/brand-images';
import type { TLogosSettings } from '@hospedar/contracts/console/settings-sections';
import { DEFAULT_THEME } from '@hospedar/contracts/tenant/theme';
import { useUploadBrandImage } from '../../api/brand-images-api.ts';
import { hotelConfigQuery } from '../../api/console-queries.ts';
import { useConsoleErrorText, useFieldText } from '../../use-console-error.ts';
import { parseTheme } from '../../../lib/tenant/theme/parse-theme.ts';
import { PortalPreview } from './portal-preview.tsx';
import { SettingsForm } from './settings-form.tsx';
import { useSettingsEditor } from './use-settings-editor.ts';

type TSlot = {
  kind: TBrandImageKind;
  name: 'internal' | 'external' | 'background';
  field: string;
  url: (value: TLogosSettings) => string | null;
  with: (value: TLogosSettings, url: string | null) => TLogosSettings;
  byDefault: string | null;
};

const SLOTS: readonly TSlot[] = [
  {
    kind: 'logo-internal',
    name: 'internal',
    field: 'logo.internal',
    url: (value) => value.logo.internal,
    with: (value, url) => ({
      ...value,
      logo: { ...value.logo, internal: url ?? DEFAULT_THEME.logo.internal },
    }),
    byDefault: DEFAULT_THEME.logo.internal,
  },
  {
    kind: 'logo-external',
    name: 'external',
    field: 'logo.external',
    url: (value) => value.logo.external,
    with: (value, url) => ({
      ...value,
      logo: { ...value.logo, external: url ?? DEFAULT_THEME.logo.external },
    }),
    byDefault: DEFAULT_THEME.logo.external,
  },
  {
    kind: 'background',
    name: 'background',
    field: 'backgroundUrl',
    url: (value) => value.backgroundUrl,
    with: (value, url) => ({ ...value, backgroundUrl: url }),
    byDefault: null,
  },
];

/** One image: what it is now, Upload (a file picked, sent, checked, resized) and back to the default. */
function ImageSlot({
  slot,
  value,
  onChange,
  fieldError,
}: {
  slot: TSlot;
  value: TLogosSettings;
  onChange: (next: TLogosSettings) => void;
  fieldError: string | undefined;
}) {
  const { t } = useTranslation('console');
  const errorText = useConsoleErrorText();
  const fieldText = useFieldText();
  const upload = useUploadBrandImage();
  const input = useRef<HTMLInputElement>(null);
  const [ready, setReady] = useState<{ width: number; height: number } | null>(null);
  const url = slot.url(value);
  const label = t(`settings.sections.logos.${slot.name}`);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReady(null);
    upload.mutate(
      { kind: slot.kind, file },
      {
        onSuccess: (uploaded) => {
          setReady({ width: uploaded.width, height: uploaded.height });
          onChange(slot.with(value, uploaded.url));
        },
      },
    );
  };
  const isDark = slot.kind !== 'logo-internal';
  return (
    <Box
      component="section"
      aria-labelledby={`logos-${slot.name}-title`}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography variant="h3" id={`logos-${slot.name}-title`}>
        {label}
      </Typography>
      <Typography color="text.secondary" id={`logos-${slot.name}-help`} sx={{ mb: 1 }}>
        {t(`settings.sections.logos.${slot.name}Help`)}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          height: slot.kind === 'background' ? 120 : 72,
          maxWidth: 360,
          mb: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: isDark ? '#334155' : '#fff',
          overflow: 'hidden',
        }}
      >
        {url ? (
          <Box
            component="img"
            src={url}
            alt={t('settings.sections.logos.current', { name: label })}
            data-testid={`logos-${slot.name}-image`}
            sx={
              slot.kind === 'background'
                ? { width: '100%', height: '100%', objectFit: 'cover' }
                : { maxHeight: 48, maxWidth: '90%', objectFit: 'contain' }
            }
          />
        ) : (
          <Typography sx={{ color: '#fff', px: 2 }}>{t('settings.sections.logos.none')}</Typography>
        )}
      </Box>
      <input
        ref={input}
        type="file"
        accept={BRAND_IMAGE_ACCEPT}
        hidden
        onChange={pick}
        data-testid={`logos-${slot.name}-file`}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          aria-describedby={`logos-${slot.name}-help logos-rules`}
        >
          {t('settings.sections.logos.upload', { name: label.toLowerCase() })}
        </Button>
        <Button
          onClick={() => {
            setReady(null);
            onChange(slot.with(value, slot.byDefault));
          }}
          disabled={upload.isPending || url === slot.byDefault}
        >
          {slot.kind === 'background'
            ? t('settings.sections.logos.remove')
            : t('settings.sections.logos.useDefault')}
        </Button>
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
        {upload.isPending && <Typography>{t('settings.sections.logos.uploading')}</Typography>}
        {ready && !upload.isPending && (
          <Typography color="success.main">{t('settings.sections.logos.uploaded', ready)}</Typography>
        )}
      </Box>
      {upload.isError && <Alert severity="error">{errorText(upload.error)}</Alert>}
      {fieldError && <Alert severity="error">{fieldText(fieldError)}</Alert>}
    </Box>
  );
}

/** The two logos and the background photo, with the portal's preview (decision 221). */
export function LogosSettings() {
  const { t } = useTranslation('console');
  const editor = useSettingsEditor('logos');
  const config = useQuery(hotelConfigQuery);
  const value = editor.value;
  const previewTheme = parseTheme({ ...config.data?.company.theme, ...value });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <SettingsForm editor={editor} name="logos">
        {value && (
          <Stack spacing={2}>
            <Typography id="logos-rules">{t('settings.sections.logos.rules')}</Typography>
            {SLOTS.map((slot) => (
              <ImageSlot
                key={slot.kind}
                slot={slot}
                value={value}
                onChange={editor.setDraft}
                fieldError={editor.errors[slot.field]}
              />
            ))}
          </Stack>
        )}
      </SettingsForm>
      <PortalPreview theme={previewTheme} hotelName={config.data?.company.name ?? ''} />
    </Box>
  );
}
