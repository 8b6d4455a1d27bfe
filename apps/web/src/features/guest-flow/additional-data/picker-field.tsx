import Autocomplete from '@mui/material/Autocomplete';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FieldMessage, describedBy } from '../../../components/form-field.tsx';
import '../../../components/step/step.css';

export type TPickerFieldProps<T> = {
  id: string;
  label: string;
  options: readonly T[];
  value: T | null;
  getLabel: (option: T) => string;
  getKey: (option: T) => string;
  onChange: (option: T | null) => void;
  groupBy?: (option: T) => string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isLoading?: boolean;
  /** The error message, or a hint when there is no error. */
  error?: string;
  hint?: string;
};

const INDICATOR_SIZE = { width: 44, height: 44 } as const;

/**
 * A searchable list (country, state, city): type to filter, arrows to choose. Drawn as every field of
 * the steps (decision 84): the label above, the input's frame, the hint or the error under it.
 */
export function PickerField<T>(props: TPickerFieldProps<T>) {
  const { id, label, options, value, getLabel, getKey, onChange, groupBy } = props;
  const { isRequired = false, isDisabled = false, isLoading = false, error, hint } = props;
  const { t } = useTranslation('guest-flow');
  const shownHint = error ? undefined : hint;
  return (
    <div className={`field step-picker${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <Autocomplete
        id={id}
        options={options}
        value={value}
        onChange={(_event, option) => onChange(option)}
        getOptionLabel={getLabel}
        getOptionKey={getKey}
        isOptionEqualToValue={(option, current) => getKey(option) === getKey(current)}
        groupBy={groupBy}
        // MUI's default groups nest a list in the listbox, which ARIA forbids: options go in role=group.
        renderGroup={(group) => (
          <li key={group.key} role="group" aria-labelledby={`${id}-group-${group.key}`}>
            <ListSubheader id={`${id}-group-${group.key}`} component="div">
              {group.group}
            </ListSubheader>
            <ul role="presentation" className="picker-field__group">
              {group.children}
            </ul>
          </li>
        )}
        disabled={isDisabled}
        loading={isLoading}
        loadingText={t('additionalData.loading')}
        noOptionsText={t('additionalData.noOptions')}
        openText={t('additionalData.openList')}
        closeText={t('additionalData.closeList')}
        clearText={t('additionalData.clearField')}
        autoHighlight
        fullWidth
        // The list's open and clear buttons are pointer targets too: 44 px, as every control.
        slotProps={{ popupIndicator: { sx: INDICATOR_SIZE }, clearIndicator: { sx: INDICATOR_SIZE } }}
        renderInput={(params) => (
          <TextField
            {...params}
            required={isRequired}
            error={Boolean(error)}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-describedby': describedBy(id, error, shownHint),
              },
            }}
          />
        )}
      />
      <FieldMessage id={id} error={error} hint={shownHint} />
    </div>
  );
}
