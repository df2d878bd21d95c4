import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { REPO_ROOT } from '../../../api/test/support/child-process';
import type { E2EStack } from './stack';
import { currentTestFailed, currentTestName } from './test-state';

/**
 * Debian's Chromium, driven by playwright-core (which never downloads a browser). Each page
 * gets its own browser context (cookies, storage), a 10 s default timeout, and a record of
 * the console errors and uncaught exceptions it saw.
 */

export const CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Screenshots and page HTML of failed journeys (gitignored). */
export const RESULTS_DIR = join(REPO_ROOT, 'test-results', 'e2e');
export const DEFAULT_TIMEOUT_MS = 10_000;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}; install Debian's package with "make browser" (or set E2E_CHROMIUM_PATH).`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 30_000 });
}

export interface NewPageOptions {
  /** 1280×800 unless told (e.g. { width: 375, height: 812 } for a phone). */
  viewport?: { width: number; height: number };
  /** A phone's touch screen: touch events, a coarse pointer that cannot hover, the mobile viewport meta honoured. */
  touch?: boolean;
}

export interface BrowserErrors {
  /** console.error calls, with where they came from. */
  console: string[];
  /** Uncaught exceptions and unhandled rejections in the page. */
  page: string[];
  /**
   * The page's own requests that failed: `401 GET /api/auth/me` for an HTTP error status,
   * `failed GET /x: net::ERR_…` for no answer. (Chromium also logs each as a console error,
   * "Failed to load resource"; those copies are left out of `console`.) Navigations that
   * cancel a request in flight (net::ERR_ABORTED) are not failures, and neither is the status
   * of a navigation itself (check `(await page.goto(path))?.status()` for that).
   */
  http: string[];
}

/** An HTTP error the page is meant to meet; `path` is the exact pathname (no query). */
export interface ExpectedHttpError {
  status: number;
  path: string;
  method?: string;
}

/**
 * Answers the web app treats as answers, not failures: a page asks GET /api/auth/me while
 * the signed-in hint cookie is there, and 401 means "nobody is signed in" (the session
 * ended elsewhere; web/src/lib/session.ts). An anonymous visitor never asks
 * (web/e2e/first-load.e2e-spec.ts holds the site to that).
 */
export const EXPECTED_HTTP_ERRORS: readonly ExpectedHttpError[] = [{ status: 401, path: '/api/auth/me', method: 'GET' }];

const collected = new WeakMap<Page, BrowserErrors>();

/**
 * A page in a fresh context whose relative URLs resolve against `baseUrl`, so
 * `page.goto('/no-such-page')` and `page.request.get('/healthz')` work.
 */
export async function newPage(browser: Browser, baseUrl: string, options: NewPageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  context.setDefaultTimeout(DEFAULT_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(DEFAULT_TIMEOUT_MS);
  const page = await context.newPage();
  const errors: BrowserErrors = { console: [], page: [], http: [] };
  collected.set(page, errors);
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().startsWith('Failed to load resource:')) return;
    const { url, lineNumber } = message.location();
    errors.console.push(url ? `${message.text()} (${url}:${lineNumber})` : message.text());
  });
  page.on('pageerror', (error) => errors.page.push(error.stack ?? error.message));
  page.on('response', (response) => {
    // A navigation's own status is the journey's to assert (the 404 page may well answer 404).
    if (response.status() < 400 || response.request().isNavigationRequest()) return;
    errors.http.push(`${response.status()} ${response.request().method()} ${displayUrl(response.url(), baseUrl)}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'unknown error';
    if (failure === 'net::ERR_ABORTED') return;
    errors.http.push(`failed ${request.method()} ${displayUrl(request.url(), baseUrl)}: ${failure}`);
  });
  page.once('close', () => void context.close().catch(() => undefined));
  waitForTheAppAfterLoads(page);
  return page;
}

/**
 * A prerendered page is on screen, links and forms included, before the app adopts it
 * (web/src/boot.ts starts the app after the load event). A journey acts like a visitor who
 * gives the page its first second: `goto` and `reload` return once the app is live (it marks
 * <html data-app-live>), or at once for anything that is not a prerendered page.
 */
function waitForTheAppAfterLoads(page: Page): void {
  const whenLive = () =>
    page.waitForFunction(
      () => document.getElementById('root')?.hasAttribute('data-prerendered-route') !== true || document.documentElement.hasAttribute('data-app-live'),
    );
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await whenLive();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await whenLive();
    return response;
  };
}

/** Same-origin URLs as path and query; others in full. */
function displayUrl(url: string, baseUrl: string): string {
  const parsed = new URL(url);
  return parsed.origin === new URL(baseUrl).origin ? `${parsed.pathname}${parsed.search}` : url;
}

/** What the page has reported so far (the same arrays, kept up to date). */
export function browserErrors(page: Page): BrowserErrors {
  const errors = collected.get(page);
  if (!errors) throw new Error('browserErrors() needs a page made by newPage()');
  return errors;
}

export interface ExpectNoBrowserErrorsOptions {
  /** HTTP errors this journey provokes on purpose (a wrong password's 401…), besides EXPECTED_HTTP_ERRORS. */
  allowHttp?: ExpectedHttpError[];
}

/** Fails, listing them, when the page logged a console error, threw, or met an unexpected HTTP error. */
export function expectNoBrowserErrors(page: Page, options: ExpectNoBrowserErrorsOptions = {}): void {
  const allowed = [...EXPECTED_HTTP_ERRORS, ...(options.allowHttp ?? [])];
  const { console: logged, page: thrown, http } = browserErrors(page);
  const unexpectedHttp = http.filter(
    (entry) =>
      !allowed.some(({ status, path, method }) => {
        const [seenStatus, seenMethod, seenUrl = ''] = entry.split(' ');
        return seenStatus === String(status) && (method ?? seenMethod) === seenMethod && seenUrl.split('?')[0] === path;
      }),
  );
  expect({ console: logged, page: thrown, http: unexpectedHttp }).toEqual({ console: [], page: [], http: [] });
}

/** Closes the page and its context. */
export async function closePage(page: Page | undefined): Promise<void> {
  if (page && !page.isClosed()) await page.context().close();
}

/** Writes `<name>.png` (full page) and `<name>.html` under test-results/e2e; returns the PNG's path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const base = join(
    RESULTS_DIR,
    `${name
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 120)}-${Date.now()}`,
  );
  await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 5_000 });
  writeFileSync(`${base}.html`, await page.content());
  return `${base}.png`;
}

/** In an afterEach: a screenshot named after the test, only when it failed. Never throws. */
export async function screenshotOnFailure(page: Page | undefined, name = currentTestName()): Promise<string | undefined> {
  if (!page || page.isClosed() || currentTestFailed() === false) return undefined;
  try {
    const path = await saveScreenshot(page, name);
    process.stderr.write(`Screenshot of the failed journey "${name}" (at ${page.url()}): ${path}\n`);
    return path;
  } catch (error) {
    process.stderr.write(`Could not take a screenshot of "${name}": ${String(error)}\n`);
    return undefined;
  }
}

/**
 * In an afterEach, when the test failed: the screenshot, what the browser reported and what
 * the API and worker wrote. Does nothing after a passing test.
 */
export async function reportIfFailed({ page, stack }: { page?: Page; stack?: E2EStack }): Promise<void> {
  if (currentTestFailed() === false) return;
  const name = currentTestName();
  await screenshotOnFailure(page, name);
  const errors = page ? collected.get(page) : undefined;
  const reported = errors ? [...errors.page, ...errors.console, ...errors.http] : [];
  if (reported.length > 0) {
    process.stderr.write(`What the browser reported during "${name}":\n${reported.join('\n')}\n`);
  }
  stack?.printLogs(`"${name}" failed`);
}
