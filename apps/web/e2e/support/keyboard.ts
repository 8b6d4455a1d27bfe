import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user moves
 * through the page; fails after `limit` presses. Every focused control must show a focus ring.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { limit = 60, backwards = false }: { limit?: number; backwards?: boolean } = {},
): Promise<void> {
  // A target that never shows fails in the expect's time, not after `limit` waits for it.
  await expect(target).toBeAttached();
  for (let presses = 0; presses < limit; presses += 1) {
    const isFocused = target.evaluate((element) => element === document.activeElement, undefined, {
      timeout: 2000,
    });
    if (await isFocused.catch(() => false)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element draws a ring (an outline or MUI's focus-visible shadow), as a keyboard user needs. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'no focus';
    const style = getComputedStyle(element);
    // A card-wide button draws its ring on the ::after that stretches it over the card.
    const hasOutline = [style, getComputedStyle(element, '::after')].some(
      (box) => box.outlineStyle !== 'none' && parseFloat(box.outlineWidth) >= 2,
    );
    const isMuiFocus = element.classList.contains('Mui-focusVisible') || element.closest('.Mui-focused');
    return hasOutline || isMuiFocus || style.boxShadow !== 'none' ? 'ok' : element.outerHTML.slice(0, 120);
  });
  expect(ring).toBe('ok');
}
