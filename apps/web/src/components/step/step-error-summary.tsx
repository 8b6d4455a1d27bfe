import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './step.css';

/** A field to check: what the link reads, where it points, and how it takes the focus to the field. */
export type TSummaryItem = { key: string; label: string; href: string; focus: () => void };

/** The item of a control: its link points at it and hands it the focus, in view. */
export function summaryItemOf(key: string, label: string, target: HTMLElement): TSummaryItem {
  return {
    key,
    label,
    href: `#${target.id}`,
    focus: () => {
      target.focus();
      target.scrollIntoView?.({ block: 'center' });
    },
  };
}

/**
 * The one error summary of every step (personal info, additional data…): after a failed Next, the
 * fields to check as "Label: what is wrong", each a link that takes the focus to its input; visible,
 * and announced once. The title counts them, in the same words on every step (decision 84).
 */
export function StepErrorSummary({ items }: { items: TSummaryItem[] }) {
  const { t } = useTranslation('guest-flow');
  const titleId = useId();
  return (
    <div className="step-summary" role="alert" aria-labelledby={titleId} hidden={items.length === 0}>
      {items.length > 0 ? (
        <>
          <p id={titleId} className="step-summary__title">
            {t('step.errorSummary', { count: items.length })}
          </p>
          <ul className="step-summary__list">
            {items.map((item) => (
              <li key={item.key}>
                <a
                  href={item.href}
                  onClick={(event) => {
                    event.preventDefault();
                    item.focus();
                  }}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/**
 * The label of a control: its group's legend for a radio (a ChoiceGroup); else its own, followed by the
 * legend of the group it is in, so that two fields of the same name read apart ("Country (Arriving
 * from)").
 */
function labelOf(control: HTMLInputElement): string {
  const legend = control.closest('fieldset')?.querySelector('legend')?.textContent?.trim() ?? '';
  if (control.type === 'radio') return legend;
  const own = (control.labels?.[0]?.textContent ?? control.getAttribute('aria-label') ?? '').trim();
  return legend ? `${own} (${legend})` : own;
}

/** What the control's message under it says is wrong (its `<id>-error`), if it has one. */
function errorOf(control: HTMLInputElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/);
  const errorId = ids.find((id) => id.endsWith('-error'));
  return (errorId ? document.getElementById(errorId)?.textContent : '')?.trim() ?? '';
}

/** The invalid controls of a form, in its order, as "Label: message" (a radio group once). */
export function invalidItems(form: HTMLFormElement | null, selector: string): TSummaryItem[] {
  if (!form) return [];
  const seen = new Set<string>();
  return Array.from(form.querySelectorAll<HTMLInputElement>(selector)).flatMap((control, index) => {
    const key = control.type === 'radio' ? `radio:${control.name}` : control.id || `control:${index}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const message = errorOf(control);
    const label = labelOf(control);
    return [summaryItemOf(key, message ? `${label}: ${message}` : label, control)];
  });
}
