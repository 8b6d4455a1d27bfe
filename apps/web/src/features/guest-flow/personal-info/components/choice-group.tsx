import { FieldMessage, describedBy } from '../../../../components/form-field.tsx';

type TChoiceGroupProps = {
  id: string;
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
};

/** Radio buttons shown as pills: one fieldset, one legend, every option a labelled radio. */
export function ChoiceGroup({
  id,
  legend,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
}: TChoiceGroupProps) {
  return (
    <fieldset
      className={`pi-group${error ? ' field--invalid' : ''}`}
      aria-describedby={describedBy(id, error)}
    >
      <legend className="field__label">{legend}</legend>
      <div className="pi-choices">
        {options.map((option) => {
          const optionId = `${id}-${option.value.replace(/_/g, '-')}`;
          return (
            <div key={option.value} className="pi-choice">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                className="pi-choice__input"
                checked={value === option.value}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, error)}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <label htmlFor={optionId} className="pi-choice__label">
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
