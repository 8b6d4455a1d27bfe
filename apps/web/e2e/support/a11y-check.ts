import type { Page, TestInfo } from '@playwright/test';
import { expectTapTargets } from './tap-targets.ts';
import { expectNoSeriousA11yViolations, saveScreenshot } from './screens.ts';

export type TA11yCheckOptions = {
  /** Also fail on a control under 44 x 44 px (true unless a screen has a reason). */
  tapTargets?: boolean;
  /** A dialog is captured at the window's size, as the guest sees it; a page whole. */
  fullPage?: boolean;
};

export type TA11yCheck = (name: string, options?: TA11yCheckOptions) => Promise<void>;

/**
 * One line a screen or dialog: `await check('pin')` saves its screenshot as
 * e2e-screenshots/<project>/a11y-<name>-<language>.png, fails on a serious or critical axe finding
 * and on a control under 44 px.
 */
export function a11yChecker(page: Page, testInfo: TestInfo, language: string): TA11yCheck {
  return async (name, { tapTargets = true, fullPage = true } = {}) => {
    await saveScreenshot(page, testInfo, `a11y-${name}-${language}`, { fullPage });
    await expectNoSeriousA11yViolations(page);
    if (tapTargets) await expectTapTargets(page);
  };
}
