import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import './form-field.css';

type TFieldFrame = { id: string; label: string; error?: string; hint?: string };

/** The ids aria-describedby lists for a field with this hint and error. */
export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** The hint and the inline error under a field, with the ids `describedBy` names. */
export function FieldMessage({ id, error, hint }: Pick<TFieldFrame, 'id' | 'error' | 'hint'>) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M10 5.5v5.5M10 13.6v.4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {error}
        </p>
      ) : null}
    </>
  );
}

export type TTextFieldProps = TFieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its hint and inline error (announced through aria-describedby). */
export function TextField({ id, label, error, hint, className, ...input }: TTextFieldProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

export type TSelectFieldProps = TFieldFrame & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

export function SelectField({ id, label, error, hint, children, ...select }: TSelectFieldProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...select}
      >
        {children}
      </select>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
