/// <reference lib="dom" />
// (The locator.evaluate callbacks below run in the browser; the DOM types describe them.)
import { FEATURES } from '@pointforge/domain';
import type { Locator } from 'playwright-core';
import { SAMPLE_FIGURE_LEGENDS } from '../src/content/sample-figure-legends';
import { FEATURE_FIGURES, SAMPLE_FIGURES } from '../src/content/sample-figures';
import { eventually, expectNoBrowserErrors, expectNoSidewaysScroll, useJourneyStack, waitForVisible } from './support';

/**
 * The figures computed from the sample site at build time (web/scripts/sample-site): the
 * landing hero at desktop and phone widths, and the figure of each feature page with its
 * HTML legend, legible on a phone.
 */

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

interface LoadedImage {
  /** The file the browser chose from the srcset. */
  currentSrc: string;
  /** The width in pixels of that file (its name ends in -<width>.<format>). */
  fileWidth: number;
  /** The device pixels the picture covers across. */
  shownWidth: number;
}

/** Each piece of text in `root` as laid out: its words, its computed font size and the height of its box, in CSS pixels. */
function renderedText(root: Locator): Promise<{ text: string; fontSize: number; height: number }[]> {
  return root.evaluate((node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const pieces: { text: string; fontSize: number; height: number }[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim() || !text.parentElement) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const height = Math.min(...Array.from(range.getClientRects()).map((rect) => rect.height));
      pieces.push({ text: text.textContent.trim(), fontSize: parseFloat(getComputedStyle(text.parentElement).fontSize), height });
    }
    return pieces;
  });
}

/** Waits until the image has arrived and decodes (naturalWidth > 0); answers which file the browser chose. */
async function loadedImage(image: Locator): Promise<LoadedImage> {
  await image.scrollIntoViewIfNeeded();
  const state = await eventually(async () => {
    const loaded = await image.evaluate(async (element: HTMLImageElement) => {
      if (!element.complete || element.naturalWidth === 0) return null;
      await element.decode();
      return { currentSrc: element.currentSrc, shownWidth: element.getBoundingClientRect().width * window.devicePixelRatio };
    });
    expect(loaded).not.toBeNull();
    return loaded as Omit<LoadedImage, 'fileWidth'>;
  });
  return { ...state, fileWidth: Number(/-(\d+)\.\w+$/.exec(state.currentSrc)?.[1]) };
}

describe('sample-site figures', () => {
  const journey = useJourneyStack('sample-figures');

  /** The landing hero at `viewport`: an AVIF file at least as wide as the device pixels it covers; its box and the copy's. */
  async function heroAt(viewport: { width: number; height: number }) {
    await journey.reopenPage({ viewport });
    await journey.page.goto('/');
    const image = journey.page.locator('.landing-hero img');
    const { currentSrc, fileWidth, shownWidth } = await loadedImage(image);
    expect(currentSrc).toMatch(/\/sample\/hero-\d+\.avif$/);
    expect(fileWidth).toBeGreaterThanOrEqual(shownWidth);
    return { image, copy: await journey.page.locator('.landing-hero__copy').boundingBox(), picture: await image.boundingBox() };
  }

  it('preloads the hero picture from the prerendered head, as AVIF at high priority', async () => {
    const html = await (await journey.page.request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link[^>]*rel="preload"[^>]*as="image"[^>]*type="image\/avif"[^>]*imageSrcSet="\/sample\/hero-480\.avif 480w/i);
    expect(head).toMatch(/<link[^>]*rel="preload"[^>]*as="image"[^>]*fetchPriority="high"/i);
  });

  it('shows the hero picture beside the copy on a desktop (1366 wide), loaded as AVIF', async () => {
    const { image, copy, picture } = await heroAt(DESKTOP);
    expect(await image.getAttribute('alt')).toBe(SAMPLE_FIGURES.hero.alt);
    // Early and at high priority through the preload for wide screens, not through the image
    // itself, which on a phone sits below the first screen.
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(await image.getAttribute('fetchpriority')).toBeNull();

    expect(picture && copy && picture.x).toBeGreaterThan((copy?.x ?? 0) + (copy?.width ?? 0) - 1);
    // In the first screen, where it can be the page's largest paint.
    expect((picture?.y ?? Infinity) + (picture?.height ?? 0)).toBeLessThan(DESKTOP.height);
    expectNoBrowserErrors(journey.page);
  });

  it('shows the hero picture under the copy on a phone (390 wide), at a width that fits it', async () => {
    const { copy, picture } = await heroAt(PHONE);
    expect(picture?.y).toBeGreaterThanOrEqual((copy?.y ?? 0) + (copy?.height ?? 0));
    expect(picture?.width).toBeLessThanOrEqual(PHONE.width);
    expectNoBrowserErrors(journey.page);
  });

  it.each(FEATURES.map((feature) => [feature.id, FEATURE_FIGURES[feature.id]] as const))(
    'shows the %s page its figure (%s) beside the overview, lazily loaded',
    async (featureId, figureId) => {
      await journey.reopenPage({ viewport: DESKTOP });
      await journey.page.goto(`/features/${featureId}`);
      const image = journey.page.locator('.feature-overview img');
      await waitForVisible(image);
      expect(await image.getAttribute('alt')).toBe(SAMPLE_FIGURES[figureId].alt);
      expect(await image.getAttribute('loading')).toBe('lazy');
      const { currentSrc } = await loadedImage(image);
      expect(currentSrc).toContain(`/sample/${figureId}-`);

      const overview = await journey.page.getByRole('heading', { name: 'Overview' }).boundingBox();
      const picture = await image.boundingBox();
      expect(picture?.x).toBeGreaterThan((overview?.x ?? 0) + 100);
      expectNoBrowserErrors(journey.page);
    },
  );

  it.each(FEATURES.map((feature) => [feature.id, FEATURE_FIGURES[feature.id]] as const))(
    'prints the %s figure legend (%s) as text a phone (390 wide) shows at 12 px or more, on a page no wider than the screen',
    async (featureId, figureId) => {
      const legend = SAMPLE_FIGURE_LEGENDS[figureId];
      if (!legend) throw new Error(`the ${figureId} figure has no legend`);
      await journey.reopenPage({ viewport: PHONE });
      await journey.page.goto(`/features/${featureId}`);
      const group = journey.page.locator('.feature-overview').getByRole('group', { name: legend.title });
      await group.scrollIntoViewIfNeeded();
      await waitForVisible(group);

      const pieces = await renderedText(group);
      const shown = pieces.map(({ text }) => text).join(' ');
      const expected = [
        legend.title,
        ...(legend.entries ?? []).map(({ label }) => label),
        ...(legend.table ? [...legend.table.columns, ...legend.table.rows.flatMap(({ label, values }) => [label, ...values])] : []),
        ...(legend.ramp ? [legend.ramp.label, legend.ramp.low, legend.ramp.high] : []),
        ...(legend.notes ?? []),
      ];
      for (const text of expected) expect(shown).toContain(text);
      // Named, so a failure says which text is too small.
      expect(pieces.filter(({ fontSize, height }) => fontSize < 12 || height < 12)).toEqual([]);
      const box = await group.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? Infinity) <= PHONE.width).toBe(true);
      await expectNoSidewaysScroll(journey.page, 'phone');
      expectNoBrowserErrors(journey.page);
    },
  );
});
