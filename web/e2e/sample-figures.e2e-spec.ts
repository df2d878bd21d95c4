/// <reference lib="dom" />
// (The locator.evaluate callbacks below run in the browser; the DOM types describe them.)
import { FEATURES } from '@pointforge/domain';
import type { Locator } from 'playwright-core';
import { FEATURE_FIGURES, SAMPLE_FIGURES } from '../src/content/sample-figures';
import { eventually, expectNoBrowserErrors, useJourneyStack, waitForVisible } from './support';

/**
 * The figures computed from the sample site at build time (web/scripts/sample-site): the
 * landing hero at desktop and phone widths, and the figure of each feature page.
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
});
