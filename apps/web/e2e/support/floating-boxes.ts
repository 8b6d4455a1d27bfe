import type { Locator, Page } from '@playwright/test';

export type TBox = { x: number; y: number; width: number; height: number };
export type TCovered = { control: string; box: TBox };

/** What a guest can act on: links, buttons, form fields, and whatever plays their role. */
const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="tab"]';

/**
 * The controls on screen, now, that `floating`'s box overlaps (in window coordinates, as the guest sees
 * them): each with its name and box. Controls inside the floating element, and hidden ones, do not count.
 */
export async function controlsCoveredBy(floating: Locator): Promise<TCovered[]> {
  return floating.evaluate((element, selector) => {
    const over = element.getBoundingClientRect();
    const isShown = (control: Element) => {
      const style = getComputedStyle(control);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    return Array.from(document.querySelectorAll(selector))
      .filter((control) => !element.contains(control) && isShown(control))
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(
        ({ box }) =>
          box.width > 0 &&
          box.height > 0 &&
          box.left < over.right &&
          over.left < box.right &&
          box.top < over.bottom &&
          over.top < box.bottom,
      )
      .map(({ control, box }) => ({
        control:
          control.getAttribute('aria-label') ??
          (control.textContent?.trim() || control.getAttribute('name') || control.tagName),
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
      }));
  }, CONTROLS);
}

/** The header's logo and controls (help, language) that `floating` overlaps. */
export async function headerPartsCoveredBy(page: Page, floating: Locator): Promise<TCovered[]> {
  const over = await floating.boundingBox();
  if (!over) throw new Error('the floating element is not on screen');
  const parts = page.locator('.app-header').locator('img, button, a[href]');
  const covered: TCovered[] = [];
  for (const part of await parts.all()) {
    const box = await part.boundingBox();
    if (box && intersects(box, over))
      covered.push({ control: (await part.getAttribute('alt')) ?? (await part.innerText()), box });
  }
  return covered;
}

/** The box of `locator` rounded to whole pixels, for a report a person reads. */
export async function roundedBox(locator: Locator): Promise<TBox | null> {
  const box = await locator.boundingBox();
  if (!box) return null;
  return {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
}

function intersects(a: TBox, b: TBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
