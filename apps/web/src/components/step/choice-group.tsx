import { FieldMessage, describedBy } from '../form-field.tsx';
import './step.css';

type TChoiceGroupProps = {
  id: string;
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  isDisabled?: boolean;
};

/**
 * The steps' one choice among a few options (gender, a hotel's yes/no question, each accommodation
 * preference): radio buttons shown as pills, one fieldset, one legend above, every option a labelled radio,
 * the error under it as every field's (decision 84).
 */
export function ChoiceGroup({
  id,
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
  isDisabled,
}: TChoiceGroupProps) {
  return (
    <fieldset
      className={`choice-group${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy(id, error)}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => {
          const optionId = `${id}-${option.value.replace(/_/g, '-')}`;
          return (
            <div key={option.value} className="choice">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                className="choice__input"
                checked={value === option.value}
                disabled={isDisabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, error)}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <label htmlFor={optionId} className="choice__label">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}
