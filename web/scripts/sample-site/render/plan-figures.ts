import { elevationAt, elevationRange, nodeX, nodeY, type Grid } from '../grid';
import { d8FlowDirections, downstreamCell, fillDepressions, flowAccumulation } from '../hydrology';
import { elevationColour, FIGURE_COLOURS, hex, type Rgb } from '../../../src/lib/sample-palette';
import { changeColour, mix, scale, SITE_COLOURS } from './colour';
import { contourLevels, contourLines } from './contour-lines';
import { Raster } from './raster';
import { hillshade } from './relief';
import { DESIGN, RASTER_HEIGHT, RASTER_WIDTH, SUPERSAMPLING, type FigureDrawing } from './scene';

/**
 * The plan views show the site north up at 3 design pixels per metre: its full 400 m width,
 * and from the south edge the 267 m the figure's height holds (the northern strip, where
 * nothing changes, is left out).
 */
const PIXELS_PER_METRE = 3;
const VIEW_NORTH = DESIGN.height / PIXELS_PER_METRE;

const mapX = (x: number) => x * PIXELS_PER_METRE;
const mapY = (y: number) => (VIEW_NORTH - y) * PIXELS_PER_METRE;

/** A raster whose every pixel is coloured from the site position under it. */
function planRaster(colourAt: (x: number, y: number) => Rgb): Raster {
  const metresPerPixel = 1 / (PIXELS_PER_METRE * SUPERSAMPLING);
  return new Raster(RASTER_WIDTH, RASTER_HEIGHT, (px, py) => colourAt((px + 0.5) * metresPerPixel, VIEW_NORTH - (py + 0.5) * metresPerPixel));
}

function withValues(grid: Grid, z: Float64Array): Grid {
  return { ...grid, z };
}

function polylinePath(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${mapX(x).toFixed(1)} ${mapY(y).toFixed(1)}`).join('');
}

/** Cells draining at least this many cells (4 m² each) are drawn as streams. */
export const STREAM_THRESHOLD_CELLS = 200;
/** A cell filled deeper than this lies in a depression (the rest is the ε gradient). */
const DEPRESSION_DEPTH = 0.05;

/** Chaikin's corner cutting, ends kept: smooths the 45° steps of a D8 path for drawing. */
function smoothed(points: readonly [number, number][], rounds = 2): [number, number][] {
  let current = [...points];
  for (let round = 0; round < rounds && current.length > 2; round++) {
    const next: [number, number][] = [current[0]];
    for (let i = 0; i < current.length - 1; i++) {
      const [a, b] = [current[i], current[i + 1]];
      next.push([0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]], [0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]]);
    }
    next.push(current[current.length - 1]);
    current = next;
  }
  return current;
}

/**
 * The stream network as SVG paths, one per width: every stream cell (accumulation at or above
 * the threshold, not under a filled depression) is followed downstream from each stream head
 * until it joins a stream already drawn, and each run of one width is drawn smoothed. Width
 * grows with the logarithm of the accumulation.
 */
function streamPaths(surface: Grid, directions: Uint8Array, accumulation: Uint32Array, submerged: (cell: number) => boolean): { width: number; d: string }[] {
  const { cols } = surface;
  const isStream = (cell: number) => accumulation[cell] >= STREAM_THRESHOLD_CELLS && !submerged(cell);
  const widthOf = (cell: number) => Math.round((1.4 + 2.2 * Math.log10(accumulation[cell] / STREAM_THRESHOLD_CELLS)) * 2) / 2;
  const position = (cell: number): [number, number] => [nodeX(surface, cell % cols), nodeY(surface, Math.floor(cell / cols))];
  const hasStreamInflow = new Uint8Array(accumulation.length);
  accumulation.forEach((_, cell) => {
    const receiver = downstreamCell(cols, cell, directions[cell]);
    if (isStream(cell) && receiver >= 0) hasStreamInflow[receiver] = 1;
  });
  const drawn = new Uint8Array(accumulation.length);
  const byWidth = new Map<number, string[]>();
  const emit = (run: [number, number][], width: number) => {
    if (run.length < 2) return;
    const paths = byWidth.get(width) ?? [];
    paths.push(polylinePath(smoothed(run)));
    byWidth.set(width, paths);
  };
  accumulation.forEach((_, head) => {
    if (!isStream(head) || hasStreamInflow[head]) return;
    let cell = head;
    let width = widthOf(cell);
    let run: [number, number][] = [position(cell)];
    for (;;) {
      drawn[cell] = 1;
      const receiver = downstreamCell(cols, cell, directions[cell]);
      if (receiver < 0 || !isStream(receiver)) break;
      run.push(position(receiver));
      if (widthOf(receiver) !== width) {
        emit(run, width);
        width = widthOf(receiver);
        run = [position(receiver)];
      }
      if (drawn[receiver]) break;
      cell = receiver;
    }
    emit(run, width);
  });
  return [...byWidth.entries()].map(([width, paths]) => ({ width, d: paths.join('') }));
}

/** Water flow: D8 streams on the depression-filled after surface, over relief shading, filled depressions in blue. */
export function waterFlowFigure(surface: Grid): FigureDrawing {
  const filled = fillDepressions(surface);
  const directions = d8FlowDirections(surface, filled);
  const accumulation = flowAccumulation(surface.cols, directions);
  const depth = withValues(
    surface,
    filled.map((value, i) => value - surface.z[i]),
  );
  const shade = withValues(surface, hillshade(surface, 2));
  const { min, max } = elevationRange(surface.z);
  const water = hex(FIGURE_COLOURS.depression);
  const drawRaster = () =>
    planRaster((x, y) => {
      const tint = mix(elevationColour((elevationAt(surface, x, y) - min) / (max - min)), hex('#64748b'), 0.55);
      const relief = scale(tint, 0.2 + 0.75 * elevationAt(shade, x, y) ** 1.5);
      // Blended in over 0.3 m of depth, so the shore is smooth rather than the grid's steps.
      return mix(relief, water, 0.88 * Math.min(Math.max((elevationAt(depth, x, y) - DEPRESSION_DEPTH) / 0.3, 0), 1));
    });

  // The legend is HTML beside the picture (src/content/sample-figure-legends.ts).
  const overlay = streamPaths(surface, directions, accumulation, (cell) => depth.z[cell] > DEPRESSION_DEPTH)
    .map(
      ({ width, d }) => `<path d="${d}" stroke="${FIGURE_COLOURS.stream}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    )
    .join('');
  return { overlay, drawRaster };
}

/** The height change after − before at every node. */
export function heightChange(before: Grid, after: Grid): Grid {
  return withValues(
    after,
    after.z.map((value, i) => value - before.z[i]),
  );
}

/** The largest height change, cut or fill: the ends of the figure's colour scale. */
export function changeFullScale(change: Grid): number {
  const { min, max } = elevationRange(change.z);
  return Math.max(-min, max);
}

/** Surface compare: the height change between the epochs as a cut/fill map. */
export function surfaceCompareFigure(before: Grid, after: Grid): FigureDrawing {
  const change = heightChange(before, after);
  const shade = withValues(after, hillshade(after, 2));
  const fullScale = changeFullScale(change);
  const drawRaster = () =>
    planRaster((x, y) => {
      const dz = elevationAt(change, x, y);
      const relief = mix(hex('#22324a'), hex('#c9d3de'), elevationAt(shade, x, y));
      // Changes under 0.1 m are survey noise; the colour comes in over the next 0.4 m, smoothly.
      const weight = Math.min(Math.max((Math.abs(dz) - 0.1) / 0.4, 0), 1);
      return mix(relief, scale(changeColour(dz, fullScale), 0.78 + 0.3 * elevationAt(shade, x, y)), weight);
    });
  // The legend and the volumes are HTML beside the picture (src/content/sample-figure-legends.ts).
  return { overlay: '', drawRaster };
}

/** Contours: minor every metre, major every 5 m with their elevation, on a light elevation tint. */
export function contoursFigure(surface: Grid): FigureDrawing {
  const shade = withValues(surface, hillshade(surface, 2));
  const { min, max } = elevationRange(surface.z);
  const white = hex(SITE_COLOURS.paper);
  const drawRaster = () =>
    planRaster((x, y) => scale(mix(elevationColour((elevationAt(surface, x, y) - min) / (max - min)), white, 0.62), 0.84 + 0.2 * elevationAt(shade, x, y)));
  const levels = contourLines(surface, contourLevels(min, max, 1));
  const minor = levels.filter(({ level }) => level % 5 !== 0);
  const major = levels.filter(({ level }) => level % 5 === 0);
  const pathOf = (group: typeof levels) => group.flatMap(({ lines }) => lines.map(polylinePath)).join('');
  const labels: string[] = [];
  const placed: [number, number][] = [];
  for (const { level, lines } of major) {
    for (const line of lines) {
      const points = line.map(([x, y]) => [mapX(x), mapY(y)] as const);
      const lengths = points.slice(1).map((p, i) => Math.hypot(p[0] - points[i][0], p[1] - points[i][1]));
      const total = lengths.reduce((sum, length) => sum + length, 0);
      if (total < 170) continue;
      let walked = 0;
      let i = 0;
      while (walked + lengths[i] < total / 2) walked += lengths[i++];
      const [a, b] = [points[i], points[i + 1]];
      const [x, y] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      if (x < 40 || x > DESIGN.width - 40 || y < 30 || y > DESIGN.height - 20) continue;
      if (placed.some(([px, py]) => Math.hypot(px - x, py - y) < 110)) continue;
      placed.push([x, y]);
      let angle = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
      if (angle > 90) angle -= 180;
      if (angle < -90) angle += 180;
      labels.push(
        `<text transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})" y="9" text-anchor="middle" font-size="25" font-weight="700" fill="${SITE_COLOURS.ink}" stroke="${SITE_COLOURS.paper}" stroke-width="6" stroke-linejoin="round" paint-order="stroke">${level}</text>`,
      );
    }
  }
  const overlay = `
    <path d="${pathOf(minor)}" stroke="${FIGURE_COLOURS.contour}" stroke-opacity="0.32" stroke-width="0.9" fill="none"/>
    <path d="${pathOf(major)}" stroke="${FIGURE_COLOURS.contour}" stroke-opacity="0.85" stroke-width="2" fill="none"/>
    ${labels.join('')}`;
  return { overlay, drawRaster };
}
