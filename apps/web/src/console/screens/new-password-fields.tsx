import { Box, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { passwordStrength, type TPasswordStrength } from '@hospedar/contracts/console/password-strength';
import { useFieldText } from '../use-console-error.ts';

const LEVEL: Record<TPasswordStrength, { value: number; color: 'error' | 'warning' | 'success' }> = {
  weak: { value: 33, color: 'error' },
  medium: { value: 66, color: 'warning' },
  strong: { value: 100, color: 'success' },
};

export type NewPasswordValue = { password: string; confirm: string };

/**
 * The new password twice, with its strength while typing: weak, medium or strong (spec section 5), from
 * zxcvbn-ts, the same function the API's schema refuses weak passwords with (decision 196).
 */
export function NewPasswordFields({
  value,
  onChange,
  errors,
  userInputs,
}: {
  value: NewPasswordValue;
  onChange: (value: NewPasswordValue) => void;
  errors: { password?: string; confirm?: string };
  userInputs: readonly string[];
}) {
  const { t } = useTranslation('console');
  const fieldText = useFieldText();
  const strength = value.password ? passwordStrength(value.password, userInputs) : null;
  return (
    <Stack spacing={2}>
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        error={Boolean(errors.password)}
        helperText={fieldText(errors.password) ?? t('password.hint')}
        required
        slotProps={{ htmlInput: { 'aria-describedby': 'password-strength' } }}
      />
      <Box id="password-strength" aria-live="polite">
        {strength && (
          <>
            <LinearProgress
              variant="determinate"
              value={LEVEL[strength].value}
              color={LEVEL[strength].color}
              aria-hidden
            />
            <Typography variant="body2" sx={{ mt: 0.5 }} data-strength={strength}>
              {t('password.strength', { value: t(`password.${strength}`) })}
            </Typography>
          </>
        )}
      </Box>
      <TextField
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        value={value.confirm}
        onChange={(event) => onChange({ ...value, confirm: event.target.value })}
        error={Boolean(errors.confirm)}
        helperText={fieldText(errors.confirm)}
        required
      />
    </Stack>
  );
}

/** The two fields' own messages: the schema's for the password, and the match. */
export function confirmError(value: NewPasswordValue): string | undefined {
  return value.confirm === value.password ? undefined : 'password.mismatch';
}
