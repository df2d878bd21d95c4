/// <reference lib="dom" />
// (The page.evaluate callbacks below run in the browser; the DOM types describe them.)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FEATURE_CATALOGUE_GROUPS, FEATURES, PLANS, UI_TIMINGS } from '@pointforge/domain';
import { REPO_ROOT } from '../../api/test/support/child-process';
import {
  eventually,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  loadAndMeasureInitialScripts,
  nextFrames,
  openPageTitled,
  waitForElementAtTop,
  waitForText,
  waitForVisible,
  useJourneyStack,
} from './support';

/**
 * The public site as a visitor meets it (SITE-SPEC section 2): the landing page's sections,
 * its scrolling header and mobile menu, the pricing cards, the feature pages, the tool
 * catalogue, the 404 page; WCAG checks; and the size of the landing page's initial JavaScript.
 */

/** SITE-SPEC section 9: sections land this far below the top, clear of the fixed header. */
const SECTION_OFFSET = UI_TIMINGS.sectionScrollOffsetPx;
const HEADER_THRESHOLD = UI_TIMINGS.headerScrollThresholdPx;

/** Each landing section, in SITE-SPEC order, and how to find it. */
const LANDING_SECTIONS = [
  ['hero', 'section.landing-hero'],
  ['features', 'section#features'],
  ['workflow', 'section#workflow'],
  ['applications', 'section#applications'],
  ['demo', 'section#demo'],
  ['pricing', 'section#pricing'],
  ['banner', 'section.cta-banner'],
  ['contact', 'section#contact'],
] as const;

describe('public site: landing page, pricing, feature pages and catalogue', () => {
  const journey = useJourneyStack('public-site');

  /** The landing page, rendered by the browser (the session probe has answered, so the header is settled). */
  async function openLanding(path = '/'): Promise<void> {
    await openPageTitled(journey.page, path, 'Professional 3D Point Cloud and Surface Processing');
    // The signed-out header's Log In link replaces the Loading button (inside the closed menu on a phone).
    await journey.page.locator('header.site-header a[href="/login"]').waitFor({ state: 'attached' });
  }

  describe('landing page', () => {
    it('shows every section in SITE-SPEC order, each with its anchor, and the landing content counts', async () => {
      await openLanding();

      const order = await journey.page.evaluate(
        (sections) => {
          const selector = sections.map(([, css]) => css).join(', ');
          // querySelectorAll answers in document order.
          return Array.from(document.querySelectorAll(selector)).map((element) => sections.find(([, css]) => element.matches(css))?.[0] ?? '?');
        },
        LANDING_SECTIONS.map(([name, css]) => [name, css] as [string, string]),
      );
      expect(order).toEqual(LANDING_SECTIONS.map(([name]) => name));

      // SITE-SPEC section 9: 6 feature cards, 4 workflow steps, 4 application cards.
      expect(await journey.page.locator('#features .landing-card').count()).toBe(6);
      expect(await journey.page.locator('#workflow .landing-card').count()).toBe(4);
      expect(await journey.page.locator('#applications .landing-card').count()).toBe(4);
      expect(await journey.page.locator('#features .landing-card__title').allTextContents()).toEqual(FEATURES.map((feature) => feature.title));

      // The forms sit in their sections.
      await waitForVisible(journey.page.locator('#demo form[aria-label="Demo request"]'));
      await waitForVisible(journey.page.locator('#contact form[aria-label="Contact us"]'));
      expectNoBrowserErrors(journey.page);
    });

    it('scrolls to Pricing from the header link, 80 px below the top, and sets the address to /#pricing', async () => {
      await openLanding();
      const pricingLink = journey.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true });
      await pricingLink.click();

      await waitForElementAtTop(journey.page, '#pricing', SECTION_OFFSET);
      await eventually(() => expect(new URL(journey.page.url()).pathname + new URL(journey.page.url()).hash).toBe('/#pricing'));
      // It was a scroll, not a reload: the page is still the one we opened.
      expect(await journey.page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

      // Another header link from there: Workflow is above, so it scrolls back up.
      await journey.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workflow', exact: true }).click();
      await waitForElementAtTop(journey.page, '#workflow', SECTION_OFFSET);
      await eventually(() => expect(new URL(journey.page.url()).hash).toBe('#workflow'));
      expectNoBrowserErrors(journey.page);
    });

    it('scrolls to the section named in the address on arrival (/#contact)', async () => {
      await journey.page.goto('/#contact');
      await waitForElementAtTop(journey.page, '#contact', SECTION_OFFSET);
      await waitForVisible(journey.page.locator('#contact form[aria-label="Contact us"]'));
      // After hydration and the 100 ms hash delay the position still holds.
      await journey.page.locator('header.site-header a[href="/login"]').waitFor({ state: 'attached' });
      await waitForElementAtTop(journey.page, '#contact', SECTION_OFFSET);
      expect(new URL(journey.page.url()).hash).toBe('#contact');
      expectNoBrowserErrors(journey.page);
    });

    it('changes the header background once scrolled past 50 px, and not before', async () => {
      await openLanding();
      const header = journey.page.locator('header.site-header');
      const scrolled = () => header.evaluate((element) => element.classList.contains('site-header--scrolled'));
      const scrollTo = (y: number) => journey.page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

      expect(await journey.page.evaluate(() => window.scrollY)).toBe(0);
      expect(await scrolled()).toBe(false);

      await scrollTo(HEADER_THRESHOLD);
      await eventually(async () => expect(await journey.page.evaluate(() => window.scrollY)).toBe(HEADER_THRESHOLD));
      await nextFrames(journey.page); // the scroll event and the re-render it would cause
      expect(await scrolled()).toBe(false);

      await scrollTo(HEADER_THRESHOLD + 1);
      await eventually(async () => expect(await scrolled()).toBe(true));

      await scrollTo(0);
      await eventually(async () => expect(await scrolled()).toBe(false));
      expectNoBrowserErrors(journey.page);
    });

    it('opens the mobile menu from its button and closes it when a link is chosen (390×844)', async () => {
      await journey.reopenPage({ viewport: { width: 390, height: 844 } });
      await openLanding();

      const menuButton = journey.page.getByRole('button', { name: 'Menu' });
      const nav = journey.page.getByRole('navigation', { name: 'Main' });
      const links = ['Features', 'Workflow', 'Applications', 'Pricing', 'Contact'];
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      expect(await nav.isVisible()).toBe(false);

      await menuButton.click();
      await eventually(async () => expect(await menuButton.getAttribute('aria-expanded')).toBe('true'));
      for (const name of links) await waitForVisible(nav.getByRole('link', { name, exact: true }));

      await nav.getByRole('link', { name: 'Pricing', exact: true }).click();
      await eventually(async () => expect(await menuButton.getAttribute('aria-expanded')).toBe('false'));
      await eventually(async () => expect(await nav.isVisible()).toBe(false));
      await eventually(() => expect(new URL(journey.page.url()).hash).toBe('#pricing'));
      await waitForElementAtTop(journey.page, '#pricing', SECTION_OFFSET);
      expectNoBrowserErrors(journey.page);
    });
  });

  describe('pricing', () => {
    function card(name: string) {
      return journey.page.locator('#pricing li.plan-card', { has: journey.page.getByRole('heading', { name, exact: true }) });
    }
    async function cardTexts(name: string) {
      const plan = card(name);
      const text = async (css: string) => ((await plan.locator(css).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
      return {
        amount: await text('.price-tag__amount'),
        period: await text('.price-tag__period'),
        billing: await text('.plan-card__billing'),
        savings: (await plan.locator('.plan-card__savings').count()) > 0 ? await text('.plan-card__savings') : null,
        href: await plan.getByRole('link').getAttribute('href'),
      };
    }

    it('shows annual prices by default, monthly after the toggle, with checkout links for each billing type', async () => {
      await openLanding('/#pricing');
      const annual = journey.page.getByRole('group', { name: 'Billing period' }).getByRole('button', { name: /Annual/ });
      const monthly = journey.page.getByRole('group', { name: 'Billing period' }).getByRole('button', { name: 'Monthly' });
      expect(await annual.getAttribute('aria-pressed')).toBe('true');
      expect(await monthly.getAttribute('aria-pressed')).toBe('false');

      // Three cards: Trial, Standard and Enterprise; Professional is offered at checkout only.
      expect(await journey.page.locator('#pricing li.plan-card .plan-card__name').allTextContents()).toEqual(['Trial', 'Standard', 'Enterprise']);

      // Annual (the default): the monthly equivalent, the yearly total and the saving line.
      expect(await cardTexts('Standard')).toEqual({
        amount: '$60',
        period: '/month',
        billing: 'Billed annually $720',
        savings: 'Save $15 per month',
        href: '/checkout/standard?billingType=annual',
      });
      expect(await cardTexts('Enterprise')).toEqual({
        amount: '$240',
        period: '/month',
        billing: 'Billed annually $2,880',
        savings: 'Get 1 free license',
        href: '/checkout/enterprise?billingType=annual',
      });
      // Signed out, the trial card leads to registration.
      expect((await cardTexts('Trial')).href).toBe('/register');

      await monthly.click();
      await eventually(async () => expect(await monthly.getAttribute('aria-pressed')).toBe('true'));
      expect(await annual.getAttribute('aria-pressed')).toBe('false');
      expect(await cardTexts('Standard')).toEqual({
        amount: '$75',
        period: '/month',
        billing: 'Billed monthly',
        savings: null,
        href: '/checkout/standard?billingType=monthly',
      });
      expect(await cardTexts('Enterprise')).toEqual({
        amount: '$300',
        period: '/month',
        billing: 'Billed monthly',
        savings: null,
        href: '/checkout/enterprise?billingType=monthly',
      });

      // The prices come from the domain catalogue (SITE-SPEC section 9).
      expect([PLANS.standard.monthlyPrice, PLANS.standard.annualPrice]).toEqual([75, 720]);
      expect([PLANS.enterprise.monthlyPrice, PLANS.enterprise.annualPrice]).toEqual([300, 2880]);

      await annual.click();
      await eventually(async () => expect((await cardTexts('Standard')).href).toBe('/checkout/standard?billingType=annual'));
      expectNoBrowserErrors(journey.page);
    });
  });

  describe('feature pages', () => {
    it('shows each of the six features with its title, an icon and its four-step workflow', async () => {
      const icons = new Set<string>();
      for (const feature of FEATURES) {
        await openPageTitled(journey.page, `/features/${feature.id}`, feature.title);
        expect(((await journey.page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim()).toBe(feature.title);
        await waitForText(journey.page.locator('.page-badge'), 'Feature');

        const icon = journey.page.locator('.feature-page__icon svg');
        await waitForVisible(icon);
        icons.add(await icon.innerHTML());

        const workflow = journey.page.locator('section[aria-labelledby="feature-workflow"]');
        await waitForText(workflow.getByRole('heading', { level: 2 }), 'Typical Workflow');
        const steps = workflow.locator('ol.feature-steps > li');
        expect(await steps.count()).toBe(4);
        for (let index = 0; index < 4; index += 1) {
          const step = steps.nth(index);
          expect(await step.isVisible()).toBe(true);
          await waitForText(step.getByRole('heading', { level: 3 }), feature.detail.workflow[index].title);
        }
        expect(await journey.page.title()).toContain(feature.seo.title);
        expectNoBrowserErrors(journey.page);
      }
      // Six features, six different icons (cube, layers, droplet, area-chart, map, ruler).
      expect(icons.size).toBe(FEATURES.length);
    });

    it("shows 'Feature Not Found' for an unknown feature id, with status 404", async () => {
      expect((await journey.page.goto('/features/no-such-feature'))?.status()).toBe(404);
      await waitForText(journey.page.getByRole('heading', { level: 1 }), 'Feature Not Found');
      await waitForText(journey.page.getByText("The feature you are looking for doesn't exist or has been moved."), 'has been moved.');
      expect(await journey.page.getByRole('link', { name: 'View All Features' }).getAttribute('href')).toBe('/#features');
      expectNoBrowserErrors(journey.page);
    });

    it('shows the 404 page for an unknown address', async () => {
      await openPageTitled(journey.page, '/no-such-page', 'Page Not Found');
      await waitForText(journey.page.getByText('404', { exact: true }), '404');
      await waitForText(journey.page.locator('section.status-message'), "The page you are looking for doesn't exist or has been moved.");
      await waitForVisible(journey.page.getByRole('link', { name: 'Return to Home' }));
      expectNoBrowserErrors(journey.page);
    });

    it('lists the ten catalogue groups on /features, in the order of the domain catalogue', async () => {
      await openPageTitled(journey.page, '/features', 'Complete Feature Set');
      const groupHeadings = journey.page.locator('section.catalog-group h2');
      await waitForVisible(groupHeadings);
      const titles = (await groupHeadings.allTextContents()).map((title) => title.trim());
      expect(titles).toHaveLength(10);
      expect(titles).toEqual(FEATURE_CATALOGUE_GROUPS.map((group) => group.title));
      // Every group lists its tools.
      for (const [index, group] of FEATURE_CATALOGUE_GROUPS.entries()) {
        expect(await journey.page.locator('section.catalog-group').nth(index).locator('.tool-card').count()).toBe(group.tools.length);
      }
      expect(await journey.page.getByRole('link', { name: 'Back to Features' }).getAttribute('href')).toBe('/#features');
      expectNoBrowserErrors(journey.page);
    });
  });

  describe('accessibility (WCAG A and AA: no serious or critical axe violations)', () => {
    it.each<[string, () => Promise<unknown>]>([
      ['on the landing page', () => openLanding()],
      ['on the tool catalogue (/features)', () => openPageTitled(journey.page, '/features', 'Complete Feature Set')],
      [
        'on a feature page (/features/water-flow)',
        async () => {
          await openPageTitled(journey.page, '/features/water-flow', FEATURES.find((feature) => feature.id === 'water-flow')!.title);
          await waitForVisible(journey.page.locator('ol.feature-steps > li'));
        },
      ],
    ])('%s', async (_page, open) => {
      await open();
      await expectNoSeriousAxeViolations(journey.page);
      expectNoBrowserErrors(journey.page);
    });
  });

  describe('initial JavaScript of the landing page', () => {
    it('measures the scripts / loads before any interaction (gzip sizes) and matches the build', async () => {
      const scripts = await loadAndMeasureInitialScripts(journey.page, '/');
      const totalBytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
      const totalGzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
      console.log(
        [
          `Landing page (/) initial JavaScript: ${scripts.length} script(s), ${kb(totalGzip)} gzip (${totalGzip} bytes), ${kb(totalBytes)} raw (${totalBytes} bytes)`,
          ...scripts.map((script) => `  ${script.url}: ${kb(script.gzipBytes)} gzip, ${kb(script.bytes)} raw`),
          '  (every type=script response until load + 500 ms network idle, bodies gzipped with node:zlib level 9)',
        ].join('\n'),
      );

      // The build's own view of the same thing: the entry script and its modulepreloads in dist/index.html.
      const distDir = resolve(process.env.E2E_WEB_DIST_DIR ?? join(REPO_ROOT, 'web/dist'));
      const html = readFileSync(join(distDir, 'index.html'), 'utf8');
      const declared = [
        ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
        ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
      ].map((match) => match[1]);
      expect(declared.length).toBeGreaterThan(0);
      expect(scripts.map((script) => script.url)).toEqual(expect.arrayContaining(declared));
      expect(totalGzip).toBeGreaterThan(0);
      // Nothing was clicked or scrolled: the page is still at the top.
      expect(await journey.page.evaluate(() => window.scrollY)).toBe(0);
      expectNoBrowserErrors(journey.page);
    });
  });
});
