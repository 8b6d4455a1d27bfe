import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldMessage, describedBy } from '../form-field.tsx';
import './step.css';

type TCheckboxFieldProps = {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  error?: string;
  /** Shown as an on/off switch (role="switch") rather than a tick box. */
  isSwitch?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'disabled' | 'onBlur' | 'name'>;

/** A labelled tick box or switch, with its hint and inline error. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  hint,
  error,
  isSwitch,
  ...input
}: TCheckboxFieldProps) {
  return (
    <div className={`step-check${isSwitch ? ' step-check--switch' : ''}${error ? ' field--invalid' : ''}`}>
      <div className="step-check__row">
        <input
          id={id}
          type="checkbox"
          role={isSwitch ? 'switch' : undefined}
          className="step-check__input"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          onChange={(event) => onChange(event.target.checked)}
          {...input}
        />
        <label htmlFor={id} className="step-check__label">
          {label}
        </label>
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
