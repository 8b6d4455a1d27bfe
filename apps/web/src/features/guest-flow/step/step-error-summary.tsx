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
 * fields to check, each a link that takes the focus to its input; visible, and announced once. The
 * title counts them (the step's own words when it gives them).
 */
export function StepErrorSummary({ items, title }: { items: TSummaryItem[]; title?: string }) {
  const { t } = useTranslation('guest-flow');
  const titleId = useId();
  return (
    <div className="step-summary" role="alert" aria-labelledby={titleId} hidden={items.length === 0}>
      {items.length > 0 ? (
        <>
          <p id={titleId} className="step-summary__title">
            {title ?? t('step.errorSummary', { count: items.length })}
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

/** The label of a control: its own, or its radio group's (without the required mark). */
function labelOf(control: HTMLInputElement): string {
  const group = control.closest('[role="radiogroup"]');
  const groupLabel = group?.getAttribute('aria-labelledby');
  const text =
    control.type === 'radio' && groupLabel
      ? document.getElementById(groupLabel)?.textContent
      : (control.labels?.[0]?.textContent ?? control.getAttribute('aria-label'));
  return (text ?? '').replace(/\s*\*\s*$/, '').trim();
}

/** The invalid controls of a form, in its order, named by their labels (a radio group once). */
export function invalidItems(form: HTMLFormElement | null, selector: string): TSummaryItem[] {
  if (!form) return [];
  const seen = new Set<string>();
  return Array.from(form.querySelectorAll<HTMLInputElement>(selector)).flatMap((control, index) => {
    const key = control.type === 'radio' ? `radio:${control.name}` : control.id || `control:${index}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [summaryItemOf(key, labelOf(control), control)];
  });
}
