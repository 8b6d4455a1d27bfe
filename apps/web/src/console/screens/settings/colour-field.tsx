import { Box, InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ZColour } from '@hospedar/contracts/tenant/theme';
import { normalizeHex } from '../../../lib/tenant/theme/contrast.ts';

/** A hex colour: typed (#0e7490) or picked with the browser's colour picker beside it. */
export function ColourField({
  id,
  label,
  value,
  onChange,
  hasError,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
  hasError: boolean;
}) {
  const { t } = useTranslation('console');
  const isValid = ZColour.safeParse(value).success;
  const invalid = hasError || !isValid;
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      error={invalid}
      helperText={
        invalid ? t('settings.sections.look.colourInvalid') : t('settings.sections.look.colourHelp')
      }
      slotProps={{
        htmlInput: { spellCheck: false, autoComplete: 'off', maxLength: 9 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={t('settings.sections.look.pick', { name: label.toLowerCase() })}
                value={isValid ? normalizeHex(value) : '#000000'}
                onChange={(event) => onChange(event.target.value)}
                sx={{ width: 32, height: 32, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
