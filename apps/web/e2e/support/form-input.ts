import type { Locator, Page } from '@playwright/test';

/** Types into an autocomplete and picks the option with exactly that name. */
export async function choose(page: Page, field: Locator, typed: string, option: string): Promise<void> {
  await field.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A signature drawn as a guest does: a finger on phones (touch events), the mouse on desktop. */
export async function sign(page: Page, pad: Locator, isTouch: boolean): Promise<void> {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const path = Array.from({ length: 24 }, (_, i) => ({
    x: box.x + 30 + i * ((box.width - 60) / 23),
    y: box.y + box.height / 2 + Math.sin(i / 2) * 40,
  }));
  if (isTouch) {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [point] : [] });
    await touch('touchStart', path[0]);
    for (const point of path.slice(1)) await touch('touchMove', point);
    await touch('touchEnd');
    return;
  }
  const [first, ...rest] = path;
  if (!first) return;
  await page.mouse.move(first.x, first.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 2 });
  await page.mouse.up();
}
