import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toSupportedLanguage, type TLanguage } from '@hospedar/contracts/constants';
import { chooseConsoleLanguage } from './console-i18n.ts';

const NAMES: Record<TLanguage, string> = { 'pt-BR': 'Português', 'en-US': 'English', 'es-ES': 'Español' };

/** The console's language, in each language's own name. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('console');
  const value = toSupportedLanguage(i18n.language) ?? 'pt-BR';
  return (
    <TextField
      select
      size="small"
      label={t('language')}
      value={value}
      onChange={(event) => void chooseConsoleLanguage(event.target.value as TLanguage)}
      sx={{ minWidth: 150 }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {NAMES[language]}
        </MenuItem>
      ))}
    </TextField>
  );
}
