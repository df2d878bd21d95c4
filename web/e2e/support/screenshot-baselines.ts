import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { REPO_ROOT } from '../../../api/test/support/child-process';
import { RESULTS_DIR } from './browser';

/** The committed baselines: one PNG per name (`catalogue-390.png`). */
export const BASELINE_DIR = join(REPO_ROOT, 'web', 'e2e', 'screenshots');

/** How far a pixel may drift (largest channel difference, 0-255) before it counts as changed: anti-aliasing, not layout. */
const PIXEL_THRESHOLD = 40;
/** The share of changed pixels a screenshot may have and still match its baseline: recoloured labels of the stacked table change 0.2 % of the phone page. */
const DEFAULT_MAX_CHANGED_RATIO = 0.0002;

interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

async function rasterOf(png: Buffer): Promise<Raster> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The pixels that differ, and an image of the actual screenshot, faded, with those pixels in red. */
function compare(actual: Raster, baseline: Raster): { changed: number; diff: Buffer } {
  const diff = Buffer.alloc(actual.data.length);
  let changed = 0;
  for (let i = 0; i < actual.data.length; i += 4) {
    const delta = Math.max(
      Math.abs(actual.data[i] - baseline.data[i]),
      Math.abs(actual.data[i + 1] - baseline.data[i + 1]),
      Math.abs(actual.data[i + 2] - baseline.data[i + 2]),
    );
    const grey = 255 - Math.round((255 - (actual.data[i] + actual.data[i + 1] + actual.data[i + 2]) / 3) / 4);
    const red = delta > PIXEL_THRESHOLD;
    if (red) changed += 1;
    diff.set(red ? [255, 0, 0, 255] : [grey, grey, grey, 255], i);
  }
  return { changed, diff };
}

async function writeResult(name: string, suffix: string, png: Buffer): Promise<string> {
  const file = join(RESULTS_DIR, 'screenshots', `${name}-${suffix}.png`);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, png);
  return file;
}

export interface ScreenshotOptions {
  /** The share of pixels that may change (default 0.02 %). */
  maxChangedRatio?: number;
}

/**
 * Compares a full-page screenshot of the page as it is with the committed baseline
 * `web/e2e/screenshots/<name>.png`, animations stopped and the caret hidden, and fails when the
 * size differs or more than a sliver of pixels changed; the actual image and a diff (changes in
 * red) are then written to test-results/e2e/screenshots. `UPDATE_SCREENSHOTS=1` writes the
 * baseline instead. Set the viewport first; the name should say it (`console-leads-390`).
 */
export async function expectScreenshot(page: Page, name: string, options: ScreenshotOptions = {}): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
  const baselineFile = join(BASELINE_DIR, `${name}.png`);
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    await mkdir(BASELINE_DIR, { recursive: true });
    await writeFile(baselineFile, png);
    return;
  }
  const stored = await readFile(baselineFile).catch(() => undefined);
  if (!stored) {
    const file = await writeResult(name, 'actual', png);
    throw new Error(`No baseline ${baselineFile}: look at ${file}, then run the test with UPDATE_SCREENSHOTS=1 to commit it.`);
  }
  const [whole, baselineWhole] = await Promise.all([rasterOf(png), rasterOf(stored)]);
  // Pages of different sizes are compared over the part both cover, so the diff shows where they part.
  const width = Math.min(whole.width, baselineWhole.width);
  const height = Math.min(whole.height, baselineWhole.height);
  const [actual, baseline] = await Promise.all([rasterOf(await cropped(png, width, height)), rasterOf(await cropped(stored, width, height))]);
  const { changed, diff } = compare(actual, baseline);
  const ratio = changed / (width * height);
  const resized = whole.width !== baselineWhole.width || whole.height !== baselineWhole.height;
  if (resized || ratio > (options.maxChangedRatio ?? DEFAULT_MAX_CHANGED_RATIO)) {
    await writeResult(name, 'actual', png);
    const diffFile = await writeResult(
      name,
      'diff',
      await sharp(diff, { raw: { width, height, channels: 4 } })
        .png()
        .toBuffer(),
    );
    const size = resized ? `the page is ${whole.width}×${whole.height}, its baseline ${baselineWhole.width}×${baselineWhole.height}; ` : '';
    throw new Error(`${name}: ${size}${changed} pixels (${(ratio * 100).toFixed(2)} %) differ from the baseline; changes in red in ${diffFile}`);
  }
}

async function cropped(png: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(png).extract({ left: 0, top: 0, width, height }).png().toBuffer();
}
