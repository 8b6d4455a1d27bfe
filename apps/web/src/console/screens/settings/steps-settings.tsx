import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TStepsSettings } from '@hospedar/contracts/console/settings-steps';
import { SettingsForm } from './settings-form.tsx';
import { SettingsSwitch } from './settings-switch.tsx';
import { useSettingsEditor } from './use-settings-editor.ts';

const OPTIONAL_STEPS = ['onboarding', 'accommodationPreferences', 'additionalData'] as const;
const RULES = ['signatureRequired', 'documentImagesRequired'] as const;

/** The guest's optional steps and the signature rule (decision 230); the FNRH's own steps are fixed. */
export function StepsSettings() {
  const { t } = useTranslation('console', { keyPrefix: 'settings.sections.steps' });
  const editor = useSettingsEditor('steps');
  const value = editor.value;
  const switchOf = (name: keyof TStepsSettings) =>
    value && (
      <SettingsSwitch
        key={name}
        id={`steps-${name}`}
        label={t(name)}
        help={t(`${name}Help`)}
        checked={value[name]}
        onChange={(checked) => editor.setDraft({ ...value, [name]: checked })}
      />
    );
  return (
    <SettingsForm editor={editor} name="steps">
      {value && (
        <>
          <section aria-labelledby="steps-fixed-title">
            <Typography variant="h3" id="steps-fixed-title" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('fixedTitle')}
            </Typography>
            <Alert severity="info" variant="outlined">
              {t('fixed')}
            </Alert>
          </section>
          <section aria-labelledby="steps-optional-title">
            <Typography variant="h3" id="steps-optional-title" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('optionalTitle')}
            </Typography>
            <Stack spacing={1.5}>{OPTIONAL_STEPS.map(switchOf)}</Stack>
          </section>
          <section aria-labelledby="steps-rules-title">
            <Typography variant="h3" id="steps-rules-title" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('rulesTitle')}
            </Typography>
            <Stack spacing={1.5}>{RULES.map(switchOf)}</Stack>
          </section>
        </>
      )}
    </SettingsForm>
  );
}
