/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, as axe-core tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeCheckOptions {
  /** CSS selectors left out of the analysis (a third-party widget, say). */
  exclude?: string[];
  /** Rule ids not run, each with a reason in the calling test. */
  disableRules?: string[];
}

/**
 * Waits for every finite CSS animation and transition on the page (a dialog or toast fading
 * in or out) to finish: mid-fade colours fail the contrast rule although the settled page
 * passes. Endless ones (spinners) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe-core on the page once its animations have settled and fails when a WCAG A/AA
 * violation of one of `impacts` is found, listing each rule id, its impact, its help URL and
 * the selectors of the offending elements.
 */
async function expectNoAxeViolationsOf(page: Page, impacts: ReadonlySet<string> | 'all', options: AxeCheckOptions): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();

  const blocking = impacts === 'all' ? violations : violations.filter((violation) => impacts.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  const report = blocking
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.map(String).join(' >> ')}`).join('\n');
      return `- ${violation.id} (${violation.impact}): ${violation.help} [${violation.helpUrl}]\n${targets}`;
    })
    .join('\n');
  const kind = impacts === 'all' ? '' : ' serious or critical';
  throw new Error(`${blocking.length}${kind} accessibility violation(s) on ${page.url()}:\n${report}`);
}

/** Fails on a serious or critical WCAG A/AA violation; minor and moderate findings do not fail. */
export function expectNoSeriousAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  return expectNoAxeViolationsOf(page, BLOCKING_IMPACTS, options);
}

/** Fails on any WCAG A/AA violation, whatever its impact: the bar every page of the site meets. */
export function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  return expectNoAxeViolationsOf(page, 'all', options);
}
