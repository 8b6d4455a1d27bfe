import { useEffect, useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { enterDigits, eraseDigit, isComplete } from './pin-digits.ts';
import type { TPinDigits } from './pin-digits.ts';

export type TPinInputProps = {
  digits: TPinDigits;
  onChange: (digits: TPinDigits) => void;
  /** Called once every box holds a digit. */
  onComplete: (code: string) => void;
  disabled?: boolean;
  isInvalid?: boolean;
  labelledBy: string;
  describedBy?: string;
  /** Focus the first empty box when this changes (after a wrong code, for example). */
  focusKey?: number;
};

/**
 * One box per digit: numeric keyboard, one-time-code autofill, auto-advance, backspace to the
 * previous box, and a pasted (or autofilled) code fills every box from any of them.
 */
export function PinInput({
  digits,
  onChange,
  onComplete,
  disabled,
  isInvalid,
  labelledBy,
  describedBy,
  focusKey,
}: TPinInputProps) {
  const { t } = useTranslation('verification');
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    const firstEmpty = digits.findIndex((digit) => !digit);
    refs.current[firstEmpty < 0 ? 0 : firstEmpty]?.focus();
    // Only when asked to (mount or focusKey), never on each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  function apply(next: { digits: TPinDigits; focus: number }) {
    onChange(next.digits);
    refs.current[next.focus]?.focus();
    if (isComplete(next.digits) && !isComplete(digits)) onComplete(next.digits.join(''));
  }

  function onInput(index: number, value: string) {
    const previous = digits[index] ?? '';
    // Typing over a filled box: keep only the new digit.
    const typed =
      previous && value.length === 2 && value.includes(previous) ? value.replace(previous, '') : value;
    if (!typed) {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    apply(enterDigits(digits, index, typed));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(eraseDigit(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      refs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      refs.current[index + 1]?.focus();
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    apply(enterDigits(digits, index, event.clipboardData.getData('text')));
  }

  return (
    <div
      className={`pin-input${isInvalid ? ' pin-input--invalid' : ''}`}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder: the index is their identity.
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          className="pin-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('pin.digitLabel', { index: index + 1, total: digits.length })}
          aria-invalid={isInvalid ? true : undefined}
          value={digit}
          disabled={disabled}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
