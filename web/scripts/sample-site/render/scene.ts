import { SAMPLE_FIGURE_SIZE } from '../../../src/content/sample-figures';
import { elevationAt, type Grid } from '../grid';
import { SAMPLE_SITE } from '../terrain';
import { hex, type Rgb } from '../../../src/lib/sample-palette';
import { SITE_COLOURS } from './colour';
import { perspectiveCamera, type Raster, type ScreenPoint } from './raster';

/** Figures are drawn at twice their size, then scaled down: that is their anti-aliasing. */
export const SUPERSAMPLING = 2;
export const DESIGN = SAMPLE_FIGURE_SIZE;
export const RASTER_WIDTH = DESIGN.width * SUPERSAMPLING;
export const RASTER_HEIGHT = DESIGN.height * SUPERSAMPLING;

export const FONT_FAMILY = "Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/**
 * What one figure is: a raster and, over it, an SVG overlay (labels, legends, vector lines) in
 * design pixels. The raster, the slow part, is drawn only when asked for.
 */
export interface FigureDrawing {
  readonly overlay: string;
  drawRaster(): Raster;
}

/** The overlay as a full SVG document the size of the raster. */
export function overlayDocument(overlay: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RASTER_WIDTH}" height="${RASTER_HEIGHT}" viewBox="0 0 ${DESIGN.width} ${DESIGN.height}" font-family="${FONT_FAMILY}">${overlay}</svg>`;
}

/** The dark backdrop of the perspective figures: the hero's navy, darkening downwards. */
export function darkBackdrop(): (x: number, y: number) => Rgb {
  const top = hex(SITE_COLOURS.brandSoft);
  const bottom = hex(SITE_COLOURS.brandStrong);
  return (_x, y) => {
    const t = y / RASTER_HEIGHT;
    return [top[0] + (bottom[0] - top[0]) * t, top[1] + (bottom[1] - top[1]) * t, top[2] + (bottom[2] - top[2]) * t];
  };
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const GROUPING = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** "152,340 m³": the form the figures print volumes in. */
export function formatVolume(cubicMetres: number): string {
  return `${GROUPING.format(Math.round(cubicMetres))} m³`;
}

/** A rounded dark panel for the hero's legend. */
export function panel(x: number, y: number, width: number, height: number): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="14" fill="${SITE_COLOURS.brandStrong}" fill-opacity="0.86" stroke="#5eead4" stroke-opacity="0.35"/>`;
}

/** Vertical exaggeration of the perspective views: the relief of a 400 m site reads at 1.5×. */
export const PERSPECTIVE_EXAGGERATION = 1.5;

export type Projector = (x: number, y: number, z: number) => ScreenPoint;

/**
 * A camera looking at the site from the south-south-west, scaled and shifted so that the
 * `frame` points (the corners of what should show) fill the raster within `margin` design
 * pixels (with room for `topInset` more at the top).
 */
export function siteCamera(
  frame: readonly (readonly [number, number, number])[],
  options: { eye: readonly [number, number, number]; target: readonly [number, number, number]; margin: number; topInset?: number },
): Projector {
  const raw = perspectiveCamera(options.eye, options.target, 40, RASTER_WIDTH, RASTER_HEIGHT);
  const projected = frame.map(([x, y, z]) => raw(x, y, z * PERSPECTIVE_EXAGGERATION));
  const minX = Math.min(...projected.map((p) => p.x));
  const maxX = Math.max(...projected.map((p) => p.x));
  const minY = Math.min(...projected.map((p) => p.y));
  const maxY = Math.max(...projected.map((p) => p.y));
  const margin = options.margin * SUPERSAMPLING;
  const top = margin + (options.topInset ?? 0) * SUPERSAMPLING;
  const scale = Math.min((RASTER_WIDTH - 2 * margin) / (maxX - minX), (RASTER_HEIGHT - margin - top) / (maxY - minY));
  const offsetX = (RASTER_WIDTH - (maxX - minX) * scale) / 2 - minX * scale;
  const offsetY = top + (RASTER_HEIGHT - margin - top - (maxY - minY) * scale) / 2 - minY * scale;
  return (x, y, z) => {
    const p = raw(x, y, z * PERSPECTIVE_EXAGGERATION);
    return { x: p.x * scale + offsetX, y: p.y * scale + offsetY, depth: p.depth };
  };
}

/** The four top corners of a rectangle of the site over `grid`, for framing a camera. */
export function groundCorners(grid: Grid, fromX: number, fromY: number, toX: number, toY: number): [number, number, number][] {
  return [
    [fromX, fromY],
    [toX, fromY],
    [toX, toY],
    [fromX, toY],
  ].map(([x, y]) => [x, y, elevationAt(grid, x, y)] as [number, number, number]);
}

/** The eye and target shared by the perspective views of the whole site. */
export const SITE_VIEW = {
  eye: [SAMPLE_SITE.width * 0.34, -SAMPLE_SITE.height * 0.95, 420],
  target: [SAMPLE_SITE.width * 0.52, SAMPLE_SITE.height * 0.5, 100],
} as const;
