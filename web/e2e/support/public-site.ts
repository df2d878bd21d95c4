/// <reference lib="dom" />
// (The page.evaluate callbacks below run in the browser; the DOM types describe them.)
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import type { ReceivedMail, SmtpTestServer } from '@pointforge/infra/testing/smtp-test-server';
import { eventually } from './wait';

/**
 * Helpers of the public-site journeys (landing page, lead forms, SEO): where a section sits
 * after a smooth scroll, mail told apart by its Reply-To, proof that no mail came, and the
 * JavaScript a page loads before any interaction.
 */

/**
 * Resolves once window.scrollY has not moved for `stableFrames` animation frames in a
 * row (a smooth scroll has finished); fails after `timeoutMs`. Returns the final scrollY.
 */
export async function waitForScrollToSettle(page: Page, stableFrames = 8, timeoutMs = 5_000): Promise<number> {
  return page.evaluate(
    ({ stableFrames: frames, timeoutMs: limit }) =>
      new Promise<number>((resolve, reject) => {
        const deadline = performance.now() + limit;
        let last = window.scrollY;
        let stable = 0;
        const tick = (): void => {
          const now = window.scrollY;
          stable = now === last ? stable + 1 : 0;
          last = now;
          if (stable >= frames) resolve(now);
          else if (performance.now() > deadline) reject(new Error(`scrollY still moving after ${limit} ms (at ${now})`));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { stableFrames, timeoutMs },
  );
}

/** The distance in CSS pixels from the top of the viewport to the top of the first element matching `selector`. */
export function viewportTop(page: Page, selector: string): Promise<number> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) throw new Error(`no element matches ${css}`);
    return element.getBoundingClientRect().top;
  }, selector);
}

/**
 * Waits until the element matching `selector` has come to rest `expectedTop` px (± `tolerancePx`)
 * below the top of the viewport, i.e. the scroll reached it and then stopped there. Returns
 * the final distance.
 */
export async function waitForElementAtTop(page: Page, selector: string, expectedTop: number, tolerancePx = 2, timeoutMs = 5_000): Promise<number> {
  await eventually(
    async () => {
      const top = await viewportTop(page, selector);
      if (Math.abs(top - expectedTop) > tolerancePx) throw new Error(`${selector} is ${top} px from the top, not ${expectedTop} ± ${tolerancePx}`);
    },
    timeoutMs,
    50,
  );
  await waitForScrollToSettle(page);
  const top = await viewportTop(page, selector);
  expect(Math.abs(top - expectedTop)).toBeLessThanOrEqual(tolerancePx);
  return top;
}

/** Resolves after `count` animation frames: enough for a scroll event and the re-render it causes. */
export function nextFrames(page: Page, count = 3): Promise<void> {
  return page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const tick = (): void => {
          left -= 1;
          if (left <= 0) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    count,
  );
}

/** The Reply-To addresses of a message, lower-cased. */
export function replyToOf(mail: ReceivedMail): string[] {
  return (mail.parsed.replyTo?.value ?? []).map((address) => (address.address ?? '').toLowerCase());
}

/** Is `mail` addressed to `to` (envelope) with Reply-To `replyTo`? Case-insensitive. */
export function isMailReplyingTo(mail: ReceivedMail, to: string, replyTo: string): boolean {
  return mail.envelope.to.some((recipient) => recipient.toLowerCase() === to.toLowerCase()) && replyToOf(mail).includes(replyTo.toLowerCase());
}

/**
 * Waits for the message to `to` whose Reply-To is `replyTo` (the lead forms all write to
 * the same sales or support address; the visitor's address tells their messages apart).
 */
export function waitForMailReplyingTo(mailbox: SmtpTestServer, to: string, replyTo: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  return mailbox
    .waitForMessage((mail) => isMailReplyingTo(mail, to, replyTo), timeoutMs)
    .catch((error: Error) => {
      const seen = mailbox.received.map((mail) => `  ${mail.envelope.to.join(', ')} (reply-to ${replyToOf(mail).join(', ')}): ${mail.parsed.subject ?? ''}`);
      throw new Error(`No message to ${to} replying to ${replyTo}: ${error.message}\n${seen.join('\n') || '  (the mailbox is empty)'}`);
    });
}

/**
 * Fails if a message matching `predicate` arrives (or has arrived) within `windowMs`. A
 * deliberate wait: proving that nothing happens needs one.
 */
export async function expectNoMailWithin(mailbox: SmtpTestServer, predicate: (mail: ReceivedMail) => boolean, windowMs: number): Promise<void> {
  const arrived = await mailbox.waitForMessage(predicate, windowMs).then(
    (mail) => mail,
    () => undefined,
  );
  if (arrived) {
    throw new Error(`Expected no message, but one arrived: to ${arrived.envelope.to.join(', ')}, "${arrived.parsed.subject ?? ''}"`);
  }
}

export interface LoadedScript {
  /** Path (same origin) or full URL. */
  url: string;
  bytes: number;
  /** Size of the body gzipped with node:zlib at level 9. */
  gzipBytes: number;
}

/**
 * Opens `path` in `page` and records every script the browser fetches until the page is
 * loaded and the network has been idle for 500 ms, with nothing clicked, typed or
 * scrolled: the page's initial JavaScript. Each body is gzipped here (the server sends
 * them uncompressed; a CDN or proxy would gzip them in production).
 */
export async function loadAndMeasureInitialScripts(page: Page, path: string): Promise<LoadedScript[]> {
  const pending: Array<Promise<{ url: string; body: Buffer }>> = [];
  const onResponse = (response: Response): void => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    pending.push(response.body().then((body) => ({ url: response.url(), body })));
  };
  page.on('response', onResponse);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
  } finally {
    page.off('response', onResponse);
  }
  const origin = new URL(page.url()).origin;
  const scripts = (await Promise.all(pending)).map(({ url, body }) => {
    const parsed = new URL(url);
    return {
      url: parsed.origin === origin ? parsed.pathname : url,
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    };
  });
  return scripts.sort((a, b) => a.url.localeCompare(b.url));
}
