import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface TestWebDist {
  dir: string;
  remove(): void;
}

export const INDEX_HTML = '<!doctype html><html><body><div id="root">prerendered-landing</div></body></html>';
export const SPA_SHELL_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
export const FEATURES_HTML = '<!doctype html><html><body>prerendered-features</body></html>';
export const HASHED_ASSET = 'assets/app-3f9a1c.js';

/**
 * A tiny built web app: the prerendered landing as index.html, the empty shell as spa.html,
 * one hashed asset, one prerendered route, a robots.txt.
 */
export function createTestWebDist(): TestWebDist {
  const dir = emptyDir();
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'features'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'spa.html'), SPA_SHELL_HTML);
  writeFileSync(join(dir, HASHED_ASSET), 'console.log("app")');
  writeFileSync(join(dir, 'features', 'index.html'), FEATURES_HTML);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
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
