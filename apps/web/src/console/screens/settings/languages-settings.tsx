import { Checkbox, FormControlLabel, FormGroup, FormHelperText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@hospedar/contracts/constants';
import { useFieldText } from '../../use-console-error.ts';
import { SettingsForm } from './settings-form.tsx';
import { useSettingsEditor } from './use-settings-editor.ts';

/** The languages guests may choose; Portuguese is always offered (decision 224). */
export function LanguagesSettings() {
  const { t } = useTranslation('console');
  const fieldText = useFieldText();
  const editor = useSettingsEditor('languages');
  const value = editor.value;
  return (
    <SettingsForm editor={editor} name="languages">
      {value && (
        <FormGroup aria-labelledby="settings-languages-title" aria-describedby="languages-help">
          {LANGUAGES.map((language) => (
            <FormControlLabel
              key={language}
              control={
                <Checkbox
                  checked={value.languages.includes(language)}
                  disabled={language === 'pt-BR'}
                  onChange={(event) =>
                    editor.setDraft({
                      languages: LANGUAGES.filter((other) =>
                        other === language ? event.target.checked : value.languages.includes(other),
                      ),
                    })
                  }
                />
              }
              label={t(`settings.sections.languages.${language}`)}
              lang={language}
            />
          ))}
          <FormHelperText id="languages-help" error={Boolean(editor.errors.languages)}>
            {fieldText(editor.errors.languages) ?? t('settings.sections.languages.portugueseRequired')}
          </FormHelperText>
        </FormGroup>
      )}
    </SettingsForm>
  );
}
