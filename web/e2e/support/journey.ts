import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { closePage, launchBrowser, newPage, reportIfFailed, type NewPageOptions } from './browser';
import { startStack, type E2EStack } from './stack';

/**
 * The suite setup every journey file shares: one stack and one browser per file, one page
 * (a fresh context) per test, the failure report and the page closed after each test.
 */

export interface JourneyStackOptions {
  /**
   * Variables added to both processes (see `startStack`). A function is called in
   * `beforeAll`, just before the stack starts: for a folder made for this file, say.
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** jest's timeout of the `beforeAll` that starts the stack and the browser. */
  startTimeoutMs?: number;
  /** jest's timeout of the `afterAll` that closes the browser and stops the stack. */
  stopTimeoutMs?: number;
}

export interface JourneyStack {
  /** The file's stack; read it inside hooks and tests, once `beforeAll` has run. */
  readonly stack: E2EStack;
  readonly browser: Browser;
  /** This test's page. */
  readonly page: Page;
  /** Closes this test's page and opens another in its place (a phone viewport, say). */
  reopenPage(options?: NewPageOptions): Promise<Page>;
}

/**
 * Registers the `beforeAll`, `afterAll`, `beforeEach` and `afterEach` hooks of a journey file
 * in the `describe` that calls it, and returns getters for what they open.
 */
export function useJourneyStack(label: string, options: JourneyStackOptions = {}): JourneyStack {
  const { startTimeoutMs = 60_000, stopTimeoutMs = 30_000 } = options;
  let stack: E2EStack | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    stack = await startStack(env === undefined ? { label } : { label, env });
    browser = await launchBrowser();
  }, startTimeoutMs);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, stopTimeoutMs);

  beforeEach(async () => {
    page = await newPage(journey.browser, journey.stack.baseUrl);
  });

  afterEach(async () => {
    await reportIfFailed({ page, stack });
    await closePage(page);
  });

  const journey: JourneyStack = {
    get stack() {
      return defined(stack, 'stack');
    },
    get browser() {
      return defined(browser, 'browser');
    },
    get page() {
      return defined(page, 'page');
    },
    async reopenPage(pageOptions?: NewPageOptions) {
      await closePage(page);
      page = await newPage(journey.browser, journey.stack.baseUrl, pageOptions);
      return page;
    },
  };
  return journey;
}

function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The journey's ${what} is not open: read it inside a hook or a test, after beforeAll.`);
  return value;
}

/**
 * The options of a journey whose API keeps files (the development installer, uploaded release
 * artifacts) in a folder of the file's own (DOWNLOADS_DIR), made as the stack starts and
 * removed after the file's tests, not in the repository's var/.
 */
export function withOwnDownloadsDir(prefix: string): JourneyStackOptions {
  let folder = '';
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  return {
    env: () => {
      folder = mkdtempSync(join(tmpdir(), prefix));
      return { DOWNLOADS_DIR: folder };
    },
  };
}
