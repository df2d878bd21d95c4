import type { Page } from 'playwright-core';
import { saveScreenshot } from './browser';

/** The two widths every changed page is looked at: a laptop and a phone. */
export const SCREEN_WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Fails when the page scrolls sideways at its present width (`screen` names the width in the failure). */
export async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect({ screen, overflow }).toEqual({ screen, overflow: 0 });
}

/**
 * Full-page screenshots of the page on screen at 1366 and 390 wide, saved under
 * test-results/e2e for a person to look at; at each width the page must not scroll sideways.
 * Leaves the page at 1366 wide. Returns the files written.
 */
export async function screenshotAtBothWidths(page: Page, name: string): Promise<string[]> {
  const files: string[] = [];
  for (const screen of [...SCREEN_WIDTHS].reverse()) {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await expectNoSidewaysScroll(page, screen.name);
    files.push(await saveScreenshot(page, `${name}-${screen.width}`));
  }
  return files;
}
