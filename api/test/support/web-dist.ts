import { SITE_ORIGIN_PLACEHOLDER } from '@pointforge/domain';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface TestWebDist {
  dir: string;
  remove(): void;
}

export const INDEX_HTML = '<!doctype html><html><body><div id="root">prerendered-landing</div></body></html>';
export const SPA_SHELL_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
export const NOT_FOUND_HTML = '<!doctype html><html><body><div id="root">prerendered-not-found</div></body></html>';
/** A prerendered page that names the site, as the build writes it (the API puts SITE_ORIGIN in). */
export const featuresHtml = (origin: string) =>
  `<!doctype html><html><head><link rel="canonical" href="${origin}/features"></head><body>prerendered-features</body></html>`;
export const HASHED_ASSET = 'assets/app-3f9a1c.js';
/** The app's pages that are not prerendered, as web/scripts/prerender.mjs lists them. */
export const CLIENT_PAGE_PATTERNS = ['/', '/dashboard', '/checkout/:plan', '/reset-password/:token?', '/verify-email/:token?'];

/**
 * A tiny built web app: the prerendered landing as index.html, the empty shell as spa.html,
 * one hashed asset, one prerendered route, the 404 page, a robots.txt naming the sitemap, and
 * the list of page routes.
 */
export function createTestWebDist(): TestWebDist {
  const dir = emptyDir();
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'features'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'spa.html'), SPA_SHELL_HTML);
  writeFileSync(join(dir, HASHED_ASSET), 'console.log("app")');
  writeFileSync(join(dir, 'features', 'index.html'), featuresHtml(SITE_ORIGIN_PLACEHOLDER));
  writeFileSync(join(dir, '404.html'), NOT_FOUND_HTML);
  writeFileSync(join(dir, 'robots.txt'), `User-agent: *\nSitemap: ${SITE_ORIGIN_PLACEHOLDER}/sitemap.xml\n`);
  writeFileSync(join(dir, '.page-routes.json'), JSON.stringify({ clientPagePatterns: CLIENT_PAGE_PATTERNS, notFoundPage: '/404.html' }));
  return testWebDist(dir);
}

/**
 * The real build (`npm run build -w web`: web/dist, or E2E_WEB_DIST_DIR as the browser
 * journeys read it), copied so a suite may add files of its own.
 */
export function copyBuiltWebDist(): TestWebDist {
  const built = resolve(process.env.E2E_WEB_DIST_DIR ?? join(__dirname, '..', '..', '..', 'web', 'dist'));
  if (!existsSync(join(built, 'index.html'))) {
    throw new Error(`This suite serves the built web app, and ${built} has none: run "npm run build -w web" first.`);
  }
  const dir = emptyDir();
  cpSync(built, dir, { recursive: true });
  return testWebDist(dir);
}

function emptyDir(): string {
  return mkdtempSync(join(tmpdir(), 'pf-web-dist-'));
}

function testWebDist(dir: string): TestWebDist {
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
