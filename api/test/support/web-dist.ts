import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  const dir = mkdtempSync(join(tmpdir(), 'pf-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'features'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'spa.html'), SPA_SHELL_HTML);
  writeFileSync(join(dir, HASHED_ASSET), 'console.log("app")');
  writeFileSync(join(dir, 'features', 'index.html'), FEATURES_HTML);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
