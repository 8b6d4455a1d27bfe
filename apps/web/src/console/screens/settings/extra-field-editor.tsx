import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type TLanguage } from '@hospedar/contracts/constants';
import { useFieldText } from '../../use-console-error.ts';
import { SettingsSwitch } from './settings-switch.tsx';
import type { TFieldErrors } from '../../form-issues.ts';
import {
  limitOf,
  withKind,
  withLabel,
  type TExtraField,
  type TFieldKind,
  type TLabel,
} from './extra-fields-model.ts';

const KINDS: readonly TFieldKind[] = ['text', 'number', 'date', 'select', 'yes_no', 'email'];
const PREFIX = 'settings.sections.additional-data';

/** Labels in each language: Portuguese required, the others optional. */
function LabelFields({
  id,
  label,
  onChange,
  errorAt,
  name,
}: {
  id: string;
  label: TLabel;
  onChange: (label: TLabel) => void;
  errorAt: (language: TLanguage) => string | undefined;
  name: (language: TLanguage) => string;
}) {
  return (
    <>
      {LANGUAGES.map((language) => (
        <TextField
          key={language}
          id={`${id}-${language}`}
          label={name(language)}
          value={label[language] ?? ''}
          required={language === 'pt-BR'}
          lang={language}
          onChange={(event) => onChange(withLabel(label, language, event.target.value))}
          error={Boolean(errorAt(language))}
          helperText={errorAt(language)}
          size="small"
          fullWidth
        />
      ))}
    </>
  );
}

/** One question of the additional-data step: its key, type, labels and what its type allows. */
export function ExtraFieldEditor({
  field,
  index,
  count,
  others,
  isKeyLocked,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  field: TExtraField;
  index: number;
  count: number;
  /** The other questions, for sameAs. */
  others: readonly TExtraField[];
  isKeyLocked: boolean;
  errors: TFieldErrors;
  onChange: (field: TExtraField) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('console', { keyPrefix: PREFIX });
  const fieldText = useFieldText();
  const base = `extraFields.${index}`;
  const errorAt = (path: string) => fieldText(errors[`${base}.${path}`]);
  const id = `extra-field-${index}`;
  const number = index + 1;
  const languageName = (language: TLanguage) => t(`languageNames.${language}`);
  const sameAsChoices = others.filter((other) => other.kind === field.kind && other.key !== '');
  const options = field.options ?? [];
  const setOption = (at: number, next: (typeof options)[number] | null) =>
    onChange({
      ...field,
      options:
        next === null ? options.filter((_, i) => i !== at) : options.map((o, i) => (i === at ? next : o)),
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            variant="h4"
            id={`${id}-title`}
            sx={{ fontSize: '1rem', fontWeight: 600, flexGrow: 1, flexBasis: { xs: '100%', sm: 0 } }}
          >
            {t('question', { number, label: field.label['pt-BR'] || t('untitled') })}
          </Typography>
          <Tooltip title={t('moveUp', { number })}>
            <span>
              <IconButton
                aria-label={t('moveUp', { number })}
                disabled={index === 0}
                onClick={() => onMove(-1)}
              >
                <span aria-hidden="true">↑</span>
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('moveDown', { number })}>
            <span>
              <IconButton
                aria-label={t('moveDown', { number })}
                disabled={index === count - 1}
                onClick={() => onMove(1)}
              >
                <span aria-hidden="true">↓</span>
              </IconButton>
            </span>
          </Tooltip>
          <Button color="error" onClick={onRemove} aria-label={t('remove', { number })}>
            {t('remove', { number })}
          </Button>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            id={`${id}-key`}
            label={t('key')}
            value={field.key}
            required
            slotProps={{ input: { readOnly: isKeyLocked } }}
            onChange={(event) => onChange({ ...field, key: event.target.value.trim() })}
            error={Boolean(errorAt('key'))}
            helperText={errorAt('key') ?? (isKeyLocked ? t('keyLocked') : t('keyHelp'))}
            size="small"
          />
          <TextField
            id={`${id}-kind`}
            select
            label={t('kind')}
            value={field.kind}
            onChange={(event) => onChange(withKind(field, event.target.value as TFieldKind))}
            size="small"
          >
            {KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <LabelFields
          id={`${id}-label`}
          label={field.label}
          onChange={(label) => onChange({ ...field, label })}
          errorAt={(language) => errorAt(`label.${language}`)}
          name={(language) =>
            language === 'pt-BR'
              ? t('label', { language: languageName(language) })
              : t('labelOptional', { language: languageName(language) })
          }
        />
        <SettingsSwitch
          id={`${id}-required`}
          label={t('required')}
          checked={field.required}
          onChange={(required) => onChange({ ...field, required })}
        />
        {field.kind === 'text' && (
          <SettingsSwitch
            id={`${id}-upper`}
            label={t('isUpperCase')}
            checked={field.isUpperCase ?? false}
            onChange={(isUpperCase) => onChange({ ...field, isUpperCase })}
          />
        )}
        {field.kind === 'number' && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {(['min', 'max'] as const).map((limit) => (
              <TextField
                key={limit}
                id={`${id}-${limit}`}
                type="number"
                label={t(limit)}
                value={field[limit] ?? ''}
                onChange={(event) => {
                  const { [limit]: _dropped, ...rest } = field;
                  void _dropped;
                  const next = limitOf(event.target.value);
                  onChange(next === undefined ? rest : { ...rest, [limit]: next });
                }}
                error={Boolean(errorAt(limit))}
                helperText={errorAt(limit)}
                size="small"
              />
            ))}
          </Box>
        )}
        {field.kind === 'select' && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              {t('options')}
            </Typography>
            {errorAt('options') && (
              <Typography color="error" role="alert" sx={{ mb: 1 }}>
                {errorAt('options')}
              </Typography>
            )}
            <Stack spacing={2}>
              {options.map((option, at) => (
                <Stack key={at} spacing={1} sx={{ pl: 2, borderLeft: 2, borderColor: 'divider' }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <TextField
                      id={`${id}-option-${at}-value`}
                      label={t('optionValue', { number: at + 1 })}
                      value={option.value}
                      required
                      onChange={(event) => setOption(at, { ...option, value: event.target.value.trim() })}
                      error={Boolean(errorAt(`options.${at}.value`))}
                      helperText={errorAt(`options.${at}.value`)}
                      size="small"
                      sx={{ flexGrow: 1 }}
                    />
                    <Button onClick={() => setOption(at, null)}>
                      {t('removeOption', { number: at + 1 })}
                    </Button>
                  </Box>
                  <LabelFields
                    id={`${id}-option-${at}-label`}
                    label={option.label}
                    onChange={(label) => setOption(at, { ...option, label })}
                    errorAt={(language) => errorAt(`options.${at}.label.${language}`)}
                    name={(language) =>
                      t('optionLabel', { number: at + 1, language: languageName(language) })
                    }
                  />
                </Stack>
              ))}
            </Stack>
            <Button
              sx={{ mt: 1 }}
              onClick={() =>
                onChange({ ...field, options: [...options, { value: '', label: { 'pt-BR': '' } }] })
              }
            >
              {t('addOption')}
            </Button>
          </Box>
        )}
        {field.kind !== 'select' && field.kind !== 'yes_no' && (
          <TextField
            id={`${id}-same-as`}
            select
            label={t('sameAs')}
            value={field.sameAs ?? ''}
            onChange={(event) => {
              const { sameAs: _dropped, ...rest } = field;
              void _dropped;
              onChange(event.target.value ? { ...rest, sameAs: event.target.value } : rest);
            }}
            error={Boolean(errorAt('sameAs'))}
            helperText={errorAt('sameAs')}
            size="small"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('sameAsNone')}</MenuItem>
            {sameAsChoices.map((other) => (
              <MenuItem key={other.key} value={other.key}>
                {other.label['pt-BR'] || other.key} ({other.key})
              </MenuItem>
            ))}
            {field.sameAs && !sameAsChoices.some((other) => other.key === field.sameAs) && (
              <MenuItem value={field.sameAs}>{field.sameAs}</MenuItem>
            )}
          </TextField>
        )}
      </Stack>
    </Paper>
  );
}
