import type { Locator, Page } from 'playwright-core';
import { DEFAULT_TIMEOUT_MS } from './browser';

/**
 * Waiting without fixed sleeps. playwright-core has no `expect` with retries (that is in
 * @playwright/test), so these poll until a condition holds and fail, with what they last
 * saw, when it does not within the time given.
 */

/**
 * Waits until `locator` is visible and its text contains `text` (or matches it, for a
 * RegExp); returns the text. Whitespace is collapsed before comparing.
 */
export async function waitForText(locator: Locator, text: string | RegExp, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<string> {
  let last = '(nothing matched the locator)';
  try {
    return await eventually(async () => {
      const first = locator.first();
      if (!(await first.isVisible())) throw new Error('not visible');
      const seen = ((await first.textContent()) ?? '').replace(/\s+/g, ' ').trim();
      last = JSON.stringify(seen);
      if (typeof text === 'string' ? !seen.includes(text) : !text.test(seen)) throw new Error('text differs');
      return seen;
    }, timeoutMs);
  } catch {
    throw new Error(`Timed out after ${timeoutMs} ms waiting for ${String(locator)} to show ${JSON.stringify(String(text))}; last saw ${last}`);
  }
}

/** Goes to `path` and waits until the page's heading (level 1) shows `heading`. */
export async function openPageTitled(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await waitForText(page.getByRole('heading', { level: 1 }), heading);
}

/** Waits until `locator` is visible (Playwright's own auto-waiting) and returns it. */
export async function waitForVisible(locator: Locator, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout: timeoutMs });
  return locator;
}

/**
 * Runs `check` until it returns without throwing (jest `expect`s included) and returns
 * its value; after `timeoutMs` rethrows the last failure. For the database, the mailbox or
 * anything else that catches up with the page a moment later.
 */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = DEFAULT_TIMEOUT_MS, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) {
        if (error instanceof Error) error.message = `Still failing after ${timeoutMs} ms: ${error.message}`;
        throw error;
      }
    }
    await new Promise((wake) => setTimeout(wake, intervalMs));
  }
}
