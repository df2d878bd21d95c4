import { elevationAt, elevationRange, nodeX, nodeY, type Grid } from '../grid';
import { d8FlowDirections, downstreamCell, fillDepressions, flowAccumulation } from '../hydrology';
import type { CutFill } from '../volumes';
import { changeColour, cssRgb, CUT_HEX, elevationColour, FILL_HEX, hex, mix, scale, SITE_COLOURS, type Rgb } from './colour';
import { contourLevels, contourLines } from './contour-lines';
import { Raster } from './raster';
import { hillshade } from './relief';
import { DESIGN, escapeXml, formatVolume, panel, RASTER_HEIGHT, RASTER_WIDTH, SUPERSAMPLING, type FigureDrawing } from './scene';

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
  const water = hex('#4aa8de');
  const drawRaster = () =>
    planRaster((x, y) => {
      const tint = mix(elevationColour((elevationAt(surface, x, y) - min) / (max - min)), hex('#64748b'), 0.55);
      const relief = scale(tint, 0.2 + 0.75 * elevationAt(shade, x, y) ** 1.5);
      // Blended in over 0.3 m of depth, so the shore is smooth rather than the grid's steps.
      return mix(relief, water, 0.88 * Math.min(Math.max((elevationAt(depth, x, y) - DEPRESSION_DEPTH) / 0.3, 0), 1));
    });

  const streams = streamPaths(surface, directions, accumulation, (cell) => depth.z[cell] > DEPRESSION_DEPTH)
    .map(({ width, d }) => `<path d="${d}" stroke="#38bdf8" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`)
    .join('');
  const overlay = `
    ${streams}
    ${panel(24, 24, 580, 206, 'dark')}
    <text x="48" y="72" font-size="32" font-weight="700" fill="${SITE_COLOURS.onBrand}">Water flow · D8</text>
    <line x1="50" y1="118" x2="100" y2="118" stroke="#38bdf8" stroke-width="6" stroke-linecap="round"/>
    <text x="118" y="128" font-size="28" fill="${SITE_COLOURS.onBrand}">Streams, width by accumulation</text>
    <rect x="50" y="158" width="50" height="30" rx="4" fill="${cssRgb(water)}"/>
    <text x="118" y="183" font-size="28" fill="${SITE_COLOURS.onBrand}">Filled depressions</text>
    <text x="1176" y="780" text-anchor="end" font-size="25" fill="${SITE_COLOURS.onBrandMuted}">${escapeXml(`Streams drain ≥ ${STREAM_THRESHOLD_CELLS * surface.cellSize * surface.cellSize} m² · 2 m grid`)}</text>`;
  return { overlay, drawRaster };
}

/** The lines printed on the surface-compare figure, from the volumes it is given. */
export function volumeTableRows(prism: CutFill, grid: CutFill): { label: string; prism: string; grid: string }[] {
  return [
    { label: 'Cut', prism: formatVolume(prism.cut), grid: formatVolume(grid.cut) },
    { label: 'Fill', prism: formatVolume(prism.fill), grid: formatVolume(grid.fill) },
  ];
}

/** Surface compare: the height change between the epochs as a cut/fill map, with both methods' volumes. */
export function surfaceCompareFigure(before: Grid, after: Grid, volumes: { prism: CutFill; grid: CutFill }): FigureDrawing {
  const change = withValues(
    after,
    after.z.map((value, i) => value - before.z[i]),
  );
  const shade = withValues(after, hillshade(after, 2));
  const { min, max } = elevationRange(change.z);
  const fullScale = Math.max(-min, max);
  const drawRaster = () =>
    planRaster((x, y) => {
      const dz = elevationAt(change, x, y);
      const relief = mix(hex('#22324a'), hex('#c9d3de'), elevationAt(shade, x, y));
      // Changes under 0.1 m are survey noise; the colour comes in over the next 0.4 m, smoothly.
      const weight = Math.min(Math.max((Math.abs(dz) - 0.1) / 0.4, 0), 1);
      return mix(relief, scale(changeColour(dz, fullScale), 0.78 + 0.3 * elevationAt(shade, x, y)), weight);
    });
  const rows = volumeTableRows(volumes.prism, volumes.grid)
    .map(
      (row, i) => `
    <rect x="48" y="${150 + i * 54}" width="22" height="22" rx="3" fill="${row.label === 'Cut' ? CUT_HEX : FILL_HEX}"/>
    <text x="82" y="${170 + i * 54}" font-size="32" font-weight="700" fill="${SITE_COLOURS.onBrand}">${row.label}</text>
    <text x="470" y="${170 + i * 54}" text-anchor="end" font-size="32" fill="${SITE_COLOURS.onBrand}">${escapeXml(row.prism)}</text>
    <text x="700" y="${170 + i * 54}" text-anchor="end" font-size="32" fill="${SITE_COLOURS.onBrand}">${escapeXml(row.grid)}</text>`,
    )
    .join('');
  const ramp = [-1, -0.5, -0.15, 0.15, 0.5, 1]
    .map((t, i) => `<stop offset="${i / 5}" stop-color="${cssRgb(changeColour(t * fullScale, fullScale))}"/>`)
    .join('');
  const overlay = `
    <defs><linearGradient id="change" x1="0" x2="1">${ramp}</linearGradient></defs>
    ${panel(24, 24, 700, 290, 'dark')}
    <text x="48" y="72" font-size="32" font-weight="700" fill="${SITE_COLOURS.onBrand}">Cut and fill, after − before</text>
    <text x="470" y="120" text-anchor="end" font-size="26" fill="${SITE_COLOURS.onBrandMuted}">Prism (TIN)</text>
    <text x="700" y="120" text-anchor="end" font-size="26" fill="${SITE_COLOURS.onBrandMuted}">Grid (2 m)</text>
    ${rows}
    <text x="48" y="290" font-size="25" fill="${SITE_COLOURS.onBrandMuted}">${escapeXml(`The two methods differ by ${agreementPercent(volumes.prism, volumes.grid)} % at most`)}</text>
    ${panel(756, 622, 420, 154, 'dark')}
    <text x="780" y="664" font-size="26" fill="${SITE_COLOURS.onBrand}">Height change</text>
    <rect x="780" y="684" width="372" height="22" rx="4" fill="url(#change)"/>
    <text x="780" y="756" font-size="26" fill="${SITE_COLOURS.onBrandMuted}">${escapeXml(`${(-fullScale).toFixed(0)} m cut`)}</text>
    <text x="1152" y="756" text-anchor="end" font-size="26" fill="${SITE_COLOURS.onBrandMuted}">${escapeXml(`+${fullScale.toFixed(0)} m fill`)}</text>`;
  return { overlay, drawRaster };
}

/** The larger relative difference of cut and fill between the methods, in per cent, to two significant digits. */
export function agreementPercent(prism: CutFill, grid: CutFill): string {
  const relative = (a: number, b: number) => Math.abs(a - b) / Math.max(a, b);
  return Number((Math.max(relative(prism.cut, grid.cut), relative(prism.fill, grid.fill)) * 100).toPrecision(2)).toString();
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
      if (x < 590 && y < 170) continue;
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
    <path d="${pathOf(minor)}" stroke="${SITE_COLOURS.ink}" stroke-opacity="0.32" stroke-width="0.9" fill="none"/>
    <path d="${pathOf(major)}" stroke="${SITE_COLOURS.ink}" stroke-opacity="0.85" stroke-width="2" fill="none"/>
    ${labels.join('')}
    ${panel(24, 24, 540, 124, 'light')}
    <text x="48" y="72" font-size="32" font-weight="700" fill="${SITE_COLOURS.ink}">Contours, m</text>
    <line x1="50" y1="113" x2="96" y2="113" stroke="${SITE_COLOURS.ink}" stroke-width="3.5"/>
    <text x="108" y="123" font-size="28" fill="${SITE_COLOURS.inkMuted}">major 5 m</text>
    <line x1="290" y1="113" x2="336" y2="113" stroke="${SITE_COLOURS.ink}" stroke-opacity="0.45" stroke-width="1.5"/>
    <text x="348" y="123" font-size="28" fill="${SITE_COLOURS.inkMuted}">minor 1 m</text>`;
  return { overlay, drawRaster };
}
