import type { Locator, Page } from 'playwright-core';
import { sampleViewerCopy } from '../src/content/sample-viewer';
import { SAMPLE_CLOUD_URL } from '../src/features/sample-viewer/sample-cloud-source';
import { syntheticSampleCloud } from '../src/features/sample-viewer/testing/synthetic-sample-cloud';
import {
  eventually,
  expectNoBrowserErrors,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  screenshotAtBothWidths,
  useJourneyStack,
  waitForDialogSettled,
  waitForVisible,
} from './support';

/**
 * The 3D sample viewer: nothing of it (three.js, the viewer's code, the sample file) is
 * asked for until "View the sample in 3D" is clicked; then it draws the sample, turns with
 * a drag and the keyboard, changes colours and contours, and closes with Escape, handing
 * focus back. Most tests serve the synthetic site of the viewer's unit tests in place of the
 * build's file (known content, and failures on demand); the point-cloud page's test reads
 * the file the build's sample-site generator wrote.
 */

const BUTTON_NAME = 'View the sample in 3D';
/** Requests that belong to the viewer: three.js's chunk, the viewer's chunk and the sample. */
const VIEWER_REQUEST = /\/assets\/(three|sample-viewer-dialog)-[^/]+\.(js|css)$|\/sample\/sample-cloud\.bin$/;

const sampleBytes = Buffer.from(syntheticSampleCloud());

/** Records what the page asks of the viewer, file names without their hashes. */
function recordViewerRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (VIEWER_REQUEST.test(pathname)) asked.push(pathname.replace(/-[A-Za-z0-9_-]{8}\./, '.'));
  });
  return asked;
}

/** Serves the synthetic sample at the viewer's URL (or an error status) and records what the page asks of the viewer. */
async function serveSample(page: Page, status = 200): Promise<string[]> {
  const asked = recordViewerRequests(page);
  await page.route(`**${SAMPLE_CLOUD_URL}`, (route) =>
    route.fulfill(status === 200 ? { status, contentType: 'application/octet-stream', body: sampleBytes } : { status, body: 'Not Found' }),
  );
  return asked;
}

interface CanvasPicture {
  /** Distinct colours among the canvas's pixels (a blank canvas has one). */
  colours: number;
  /** A hash of every pixel, to tell one picture from another. */
  signature: number;
}

/** What the canvas shows now, read back through a 2D canvas (the viewer keeps its last frame). */
function canvasPicture(canvas: Locator): Promise<CanvasPicture> {
  return canvas.evaluate((node: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = node.width;
    copy.height = node.height;
    const context = copy.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D context to read the canvas through');
    context.drawImage(node, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    const colours = new Set<number>();
    let signature = 2166136261;
    for (let index = 0; index < data.length; index += 4) {
      const pixel = (data[index] << 16) | (data[index + 1] << 8) | data[index + 2];
      colours.add(pixel);
      signature = Math.imul(signature ^ pixel, 16777619) >>> 0;
    }
    return { colours: colours.size, signature };
  });
}

/** Waits until the canvas shows a drawing (many colours, not a blank fill) and returns it. */
function drawnPicture(canvas: Locator): Promise<CanvasPicture> {
  return eventually(async () => {
    const picture = await canvasPicture(canvas);
    expect(picture.colours).toBeGreaterThan(50);
    return picture;
  });
}

/** Waits until the canvas shows something other than `before`. */
function changedPicture(canvas: Locator, before: CanvasPicture): Promise<CanvasPicture> {
  return eventually(async () => {
    const picture = await canvasPicture(canvas);
    expect(picture.signature).not.toBe(before.signature);
    return picture;
  });
}

function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((node) => node === document.activeElement);
}

async function openViewer(page: Page): Promise<{ button: Locator; dialog: Locator }> {
  const button = page.getByRole('button', { name: BUTTON_NAME });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Sample site in 3D' });
  await waitForDialogSettled(dialog);
  return { button, dialog };
}

function viewerCanvas(dialog: Locator): Locator {
  return dialog.getByRole('img', { name: /^Interactive 3D view of the sample site/ });
}

describe('3D sample viewer', () => {
  const journey = useJourneyStack('sample-viewer');

  it('on /, asks for nothing of the viewer before the click; then draws the sample, turns with a drag and the keys, and closes with Escape', async () => {
    const { page } = journey;
    const asked = await serveSample(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(asked).toEqual([]);

    const { button, dialog } = await openViewer(page);
    const canvas = viewerCanvas(dialog);
    await waitForVisible(canvas);
    expect(new Set(asked)).toEqual(new Set(['/assets/three.js', '/assets/sample-viewer-dialog.js', '/assets/sample-viewer-dialog.css', SAMPLE_CLOUD_URL]));
    await expect(canvas.getAttribute('aria-label')).resolves.toMatch(/survey points after excavation, coloured by elevation/);
    // A mouse: the help tells of dragging, the wheel and the keys, not of fingers.
    await expect(dialog.getByText(sampleViewerCopy.help).isVisible()).resolves.toBe(true);
    expect(await dialog.getByText(sampleViewerCopy.touchHelp).count()).toBe(0);

    const drawn = await drawnPicture(canvas);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the canvas has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    const dragged = await changedPicture(canvas, drawn);

    await canvas.focus();
    await page.keyboard.press('ArrowLeft');
    const turned = await changedPicture(canvas, dragged);
    await page.keyboard.press('+');
    const zoomed = await changedPicture(canvas, turned);

    const byClass = dialog.getByRole('button', { name: 'Class', exact: true });
    await byClass.click();
    await expect(byClass.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(dialog.getByRole('group', { name: 'Legend' }).textContent()).resolves.toContain('Stockpile');
    const classColoured = await changedPicture(canvas, zoomed);
    await dialog.getByRole('switch', { name: 'Contours' }).check();
    const contoured = await changedPicture(canvas, classColoured);
    await dialog.getByRole('button', { name: 'Before', exact: true }).click();
    await changedPicture(canvas, contoured);
    await expect(canvas.getAttribute('aria-label')).resolves.toMatch(/before excavation, coloured by class/);

    await expectNoSeriousAxeViolations(page);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(button)).toBe(true);
    expectNoBrowserErrors(page);
  });

  it("opens from the point-cloud feature page too, and draws the build's own sample file", async () => {
    const { page } = journey;
    const asked = recordViewerRequests(page);
    await page.goto('/features/point-cloud', { waitUntil: 'networkidle' });
    expect(asked).toEqual([]);

    const { button, dialog } = await openViewer(page);
    await drawnPicture(viewerCanvas(dialog));
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(button)).toBe(true);
    expectNoBrowserErrors(page);
  });

  it('tells a phone visitor the touch gestures instead of the mouse, and fits a 390-wide touch screen', async () => {
    const page = await journey.reopenPage({ viewport: { width: 390, height: 844 }, touch: true });
    await serveSample(page);
    await page.goto('/');
    const button = page.getByRole('button', { name: BUTTON_NAME });
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    const dialog = page.getByRole('dialog', { name: 'Sample site in 3D' });
    await waitForDialogSettled(dialog);
    await drawnPicture(viewerCanvas(dialog));

    await expect(dialog.getByText(sampleViewerCopy.touchHelp).isVisible()).resolves.toBe(true);
    expect(await dialog.getByText(sampleViewerCopy.help).count()).toBe(0);
    await expectNoSidewaysScroll(page, 'phone');
    expectNoBrowserErrors(page);
  });

  it('keeps the viewer within the screen at 1366 and 390 wide (screenshots for a person to look at)', async () => {
    const { page } = journey;
    await serveSample(page);
    await page.goto('/');
    const { dialog } = await openViewer(page);
    await drawnPicture(viewerCanvas(dialog));
    expect(await screenshotAtBothWidths(page, 'sample-viewer')).toHaveLength(2);
    expectNoBrowserErrors(page);
  });

  it('tells a visitor whose browser has no WebGL', async () => {
    const { page } = journey;
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      // As a browser with WebGL turned off answers: no context for either version.
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (type === 'webgl' || type === 'webgl2' || type === 'experimental-webgl') return null;
        return (getContext as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof getContext;
    });
    await serveSample(page);
    await page.goto('/');

    const { dialog } = await openViewer(page);
    await expect(dialog.getByRole('alert').textContent()).resolves.toContain('Your browser cannot show 3D graphics');
    expect(await dialog.locator('canvas').count()).toBe(0);
    expectNoBrowserErrors(page);
  });

  it('says so when the sample cannot be loaded', async () => {
    const { page } = journey;
    await serveSample(page, 404);
    await page.goto('/');

    const { dialog } = await openViewer(page);
    await eventually(async () => expect(await dialog.getByRole('alert').textContent()).toContain('The sample could not be loaded'));
    expectNoBrowserErrors(page, { allowHttp: [{ status: 404, path: SAMPLE_CLOUD_URL }] });
  });
});
