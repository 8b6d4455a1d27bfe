import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SettingsForm } from './settings-form.tsx';
import { useSettingsEditor } from './use-settings-editor.ts';

/** Whether the card guarantee is asked of the main guest before finishing. */
export function GuaranteeSettings() {
  const { t } = useTranslation('console');
  const editor = useSettingsEditor('guarantee');
  const value = editor.value;
  return (
    <SettingsForm editor={editor} name="guarantee">
      {value && (
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={value.warrantyRequired}
                onChange={(event) => editor.setDraft({ warrantyRequired: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': 'guarantee-help' } }}
              />
            }
            label={t('settings.sections.guarantee.required')}
          />
          <FormHelperText id="guarantee-help">{t('settings.sections.guarantee.help')}</FormHelperText>
        </div>
      )}
    </SettingsForm>
  );
}
