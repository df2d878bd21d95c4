/// <reference lib="dom" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT } from '../../api/test/support/child-process';
import { expectNoSeriousAxeViolations, waitForVisible } from './support';
import { closePage, launchBrowser, newPage, reportIfFailed } from './support/browser';
import { startDevServer, type DevServer } from './support/dev-server';
import { expectScreenshot } from './support/screenshot-baselines';
import { SCREEN_WIDTHS } from './support/screens';

/**
 * The design system's catalogue (/dev/components), served by Vite's dev server (the only place
 * it exists): every component at 1366 and 390 wide against its committed screenshot, with no
 * axe violation and no sideways scroll, and the behaviour of the table and the drawer.
 */
describe('the component catalogue', () => {
  let server: DevServer;
  let browser: Browser;
  let page: Page | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startDevServer(), launchBrowser()]);
  }, 120_000);

  afterEach(async () => {
    await reportIfFailed({ page });
    await closePage(page);
    page = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openCatalogue(width: number, height: number): Promise<Page> {
    page = await newPage(browser, server.baseUrl, { viewport: { width, height } });
    // The footer's year comes from the clock: one fixed day keeps the screenshots the same.
    await page.clock.setFixedTime(new Date('2026-06-01T12:00:00Z'));
    // The dev server may optimise a dependency it meets on the first visit and reload the page: look once it is still.
    await page.goto('/dev/components', { waitUntil: 'networkidle', timeout: 45_000 });
    await waitForVisible(page.getByRole('heading', { name: 'Component Catalogue', level: 1 }));
    return page;
  }

  for (const screen of SCREEN_WIDTHS) {
    it(`shows every component as its baseline at ${screen.width} wide, accessible and no wider than the screen`, async () => {
      const shown = await openCatalogue(screen.width, screen.height);
      expect(await shown.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen.width);
      await expectNoSeriousAxeViolations(shown);
      await expectScreenshot(shown, `catalogue-${screen.width}`);
    }, 120_000);
  }

  it('sorts by a heading, pages with Previous and Next, and stacks rows with their column names on a phone', async () => {
    const shown = await openCatalogue(1366, 900);
    const table = shown.getByRole('table', { name: 'Customers, sorted by name' });
    const names = () => table.locator('tbody th').allTextContents();
    expect(await names()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson', 'Nomsa Dlamini']);
    const name = table.getByRole('columnheader', { name: 'Name' });
    expect(await name.getAttribute('aria-sort')).toBe('ascending');
    await name.getByRole('button').click();
    expect(await name.getAttribute('aria-sort')).toBe('descending');
    expect((await names())[0]).toBe('Nomsa Dlamini');
    const licenses = table.getByRole('columnheader', { name: 'Licenses' });
    await licenses.getByRole('button').click();
    expect(await licenses.getAttribute('aria-sort')).toBe('ascending');
    expect(await name.getAttribute('aria-sort')).toBe('none');
    expect(await names()).toEqual(['Katherine Johnson', 'Grace Hopper', 'Ada Lovelace', 'Nomsa Dlamini']);

    const pager = shown.getByRole('navigation', { name: 'Customers pages' });
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'Next' }).click();
    await waitForVisible(pager.getByText('Page 2 of 3, 10 in all'));
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(false);

    await shown.setViewportSize({ width: 390, height: 844 });
    const email = table.getByRole('row', { name: /Grace Hopper/ }).getByRole('cell', { name: /grace@/ });
    expect(await email.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Email"');
    const box = await email.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // The headings are out of sight but still name the columns.
    expect((await table.locator('thead').boundingBox())!.height).toBeLessThanOrEqual(1);
    expect(await table.getByRole('columnheader').count()).toBe(6);
  }, 120_000);

  it('opens the drawer at the right edge on a wide screen and over the whole screen on a phone; Escape gives focus back', async () => {
    for (const { width, height } of SCREEN_WIDTHS) {
      const shown = await openCatalogue(width, height);
      const opener = shown.getByRole('button', { name: 'Open Drawer' });
      await opener.click();
      const drawer = shown.getByRole('dialog', { name: 'Grace Hopper' });
      await waitForVisible(drawer);
      await drawer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      const box = (await drawer.boundingBox())!;
      expect({ right: Math.round(box.x + box.width), height: Math.round(box.height) }).toEqual({ right: width, height });
      if (width <= 390) expect(Math.round(box.width)).toBe(width);
      else expect(box.width).toBeLessThan(width * 0.6);
      await shown.keyboard.press('Escape');
      await shown.waitForFunction(() => document.activeElement?.textContent === 'Open Drawer');
      await closePage(shown);
    }
  }, 120_000);

  it('puts each label above its control with space between them, in forms and in the filter bar', async () => {
    const shown = await openCatalogue(1366, 900);
    for (const region of ['Form fields, SubmitButton', 'FilterBar']) {
      const section = shown.getByRole('region', { name: region });
      const label = (await section.getByText('Plan', { exact: true }).boundingBox())!;
      const control = (await section.getByRole('combobox', { name: 'Plan' }).boundingBox())!;
      expect(control.y - (label.y + label.height)).toBeGreaterThanOrEqual(4);
      expect(Math.abs(control.x - label.x)).toBeLessThanOrEqual(1);
    }
  }, 120_000);
});

describe('the production build', () => {
  it('has no component catalogue: no route to it and none of its code', () => {
    const dist = resolve(process.env.E2E_WEB_DIST_DIR ?? join(REPO_ROOT, 'web/dist'));
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`No build in ${dist}: run "npm run build -w web" first.`);
    expect(readFileSync(join(dist, '.page-routes.json'), 'utf8')).not.toContain('dev/components');
    const assets = readdirSync(join(dist, 'assets'));
    expect(assets.filter((file) => /catalogue/i.test(file))).toEqual([]);
    const shipping = assets.filter((file) => {
      const text = /\.(js|css)$/.test(file) ? readFileSync(join(dist, 'assets', file), 'utf8') : '';
      return text.includes('Component Catalogue') || text.includes('dev/components');
    });
    expect(shipping).toEqual([]);
  });
});
