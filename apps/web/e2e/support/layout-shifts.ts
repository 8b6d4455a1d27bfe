import type { Page } from '@playwright/test';

type TShiftRecord = { layoutShifts: number[] };

/** Records every layout shift of the page's next documents, from their first byte (their own script). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as TShiftRecord;
    record.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        record.layoutShifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts recorded in the current document (its cumulative layout shift). */
export function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as TShiftRecord).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
}
