import { expect, type Page } from '@playwright/test';

/** The smallest tap target the portal allows, in CSS pixels, on every side (WCAG 2.5.5 level). */
export const TAP_TARGET_MIN = 44;

export type TSmallTarget = { name: string; width: number; height: number };

/**
 * The visible controls of the page smaller than 44 x 44 px: buttons, links, tabs, checkboxes and radios
 * (a native input hidden under its styled box is measured by that box). Links inside a sentence are left
 * out, as WCAG 2.5.8 does.
 */
export async function smallTapTargets(page: Page): Promise<TSmallTarget[]> {
  return page.evaluate((min) => {
    const selector =
      'button, a[href], [role="button"], [role="tab"], [role="link"], input[type="checkbox"], input[type="radio"], summary';
    const isInline = (element: Element) =>
      element.tagName === 'A' &&
      getComputedStyle(element).display === 'inline' &&
      Boolean(element.parentElement?.closest('p, li, label, dd'));
    const small: { name: string; width: number; height: number }[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('[aria-hidden="true"], [inert], .visually-hidden, .skip-link')) continue;
      if (isInline(element)) continue;
      // A hidden native input is tapped through the box drawn for it (MUI's Radio and Checkbox); a
      // button stretched over its card by an absolute ::after is tapped anywhere on the card.
      const after = getComputedStyle(element, '::after');
      const isStretched = after.content !== 'none' && after.position === 'absolute';
      const box = (
        element.tagName === 'INPUT'
          ? (element.parentElement ?? element)
          : isStretched
            ? (element.offsetParent ?? element)
            : element
      ).getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        const name =
          element.getAttribute('aria-label') ??
          element.textContent?.trim().slice(0, 40) ??
          element.tagName.toLowerCase();
        small.push({
          name: `${element.tagName.toLowerCase()}.${element.className.toString().split(' ')[0] ?? ''} "${name}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return small;
  }, TAP_TARGET_MIN);
}

/** Fails when a control of the page is smaller than 44 x 44 px, naming each. */
export async function expectTapTargets(page: Page): Promise<void> {
  expect(await smallTapTargets(page)).toEqual([]);
}
