import { useTranslation } from 'react-i18next';

/** A field to check: its label, and the control that takes the focus from the link. */
export type TSummaryItem = { key: string; label: string; target: HTMLElement };

/**
 * After a failed Next: the fields to check, each a link that takes the focus to its input; visible, as
 * personal info's summary, and announced once.
 */
export function StepErrorSummary({ items }: { items: TSummaryItem[] }) {
  const { t } = useTranslation('guest-flow');
  return (
    <div className="step-summary" role="alert" hidden={items.length === 0}>
      {items.length > 0 ? (
        <>
          <p className="step-summary__title">{t('step.errorSummary', { count: items.length })}</p>
          <ul className="step-summary__list">
            {items.map((item) => (
              <li key={item.key}>
                <a
                  href={`#${item.target.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    item.target.focus();
                    item.target.scrollIntoView?.({ block: 'center' });
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
    return [{ key, label: labelOf(control), target: control }];
  });
}
