import { elevationAt, type Grid } from '../grid';
import { SAMPLE_SITE } from '../terrain';
import { CUT_HEX, FIGURE_COLOURS, FILL_HEX, hex } from '../../../src/lib/sample-palette';
import { SITE_COLOURS } from './colour';
import { Raster } from './raster';
import { DESIGN, RASTER_HEIGHT, RASTER_WIDTH, type FigureDrawing } from './scene';

/** The chart's plot area; its title and legend are HTML beside the picture (src/content/sample-figure-legends.ts). */
const PLOT = { left: 100, right: 1160, top: 48, bottom: 686 } as const;
/** Chainage step of the sampled section, metres. */
const STEP = 1;

export interface Section {
  readonly chainages: number[];
  readonly before: number[];
  readonly after: number[];
  readonly length: number;
}

/** Both epochs sampled every metre along A–A′. */
export function sampleSection(before: Grid, after: Grid): Section {
  const { fromX, fromY, toX, toY } = SAMPLE_SITE.section;
  const length = Math.hypot(toX - fromX, toY - fromY);
  const chainages = Array.from({ length: Math.floor(length / STEP) + 1 }, (_, i) => i * STEP);
  const along = (grid: Grid) => chainages.map((s) => elevationAt(grid, fromX + ((toX - fromX) * s) / length, fromY + ((toY - fromY) * s) / length));
  return { chainages, before: along(before), after: along(after), length };
}

/**
 * The largest whole vertical exaggeration at which the section's relief (plus a margin)
 * fits the plot, given the horizontal scale the section's length sets.
 */
export function verticalExaggeration(section: Section): number {
  const horizontal = (PLOT.right - PLOT.left) / section.length;
  const all = [...section.before, ...section.after];
  const relief = Math.max(...all) - Math.min(...all) + 6;
  return Math.max(1, Math.floor((PLOT.bottom - PLOT.top) / (relief * horizontal)));
}

/** Profiles: a cross-section through the stockpile and the pit, before dashed, after solid, cut and fill shaded. */
export function profileFigure(before: Grid, after: Grid): FigureDrawing {
  const section = sampleSection(before, after);
  const exaggeration = verticalExaggeration(section);
  const horizontal = (PLOT.right - PLOT.left) / section.length;
  const vertical = horizontal * exaggeration;
  const all = [...section.before, ...section.after];
  const middle = (Math.max(...all) + Math.min(...all)) / 2;
  const centreY = (PLOT.top + PLOT.bottom) / 2;
  const px = (s: number) => PLOT.left + s * horizontal;
  const py = (z: number) => centreY - (z - middle) * vertical;
  const line = (values: number[]) => values.map((z, i) => `${i === 0 ? 'M' : 'L'}${px(section.chainages[i]).toFixed(1)} ${py(z).toFixed(1)}`).join('');
  // Cut and fill as one polygon each: the band between the lines, where the sign fits.
  const band = (keep: (before: number, after: number) => boolean) => {
    const upper = section.chainages.map((_, i) =>
      keep(section.before[i], section.after[i]) ? Math.max(section.before[i], section.after[i]) : section.after[i],
    );
    const lower = section.chainages.map((_, i) =>
      keep(section.before[i], section.after[i]) ? Math.min(section.before[i], section.after[i]) : section.after[i],
    );
    return `${line(upper)}${lower
      .map((z, i) => [px(section.chainages[i]), py(z)])
      .reverse()
      .map(([x, y]) => `L${x.toFixed(1)} ${y.toFixed(1)}`)
      .join('')}Z`;
  };
  const zMin = Math.ceil((middle - (PLOT.bottom - centreY) / vertical) / 5) * 5;
  const zMax = middle + (centreY - PLOT.top) / vertical;
  const gridLines: string[] = [];
  for (let z = zMin; z <= zMax; z += 5) {
    gridLines.push(
      `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${py(z).toFixed(1)}" y2="${py(z).toFixed(1)}" stroke="${SITE_COLOURS.border}" stroke-width="1"/>`,
      `<text x="${PLOT.left - 12}" y="${(py(z) + 10).toFixed(1)}" text-anchor="end" font-size="32" fill="${SITE_COLOURS.inkMuted}">${z}</text>`,
    );
  }
  for (let s = 0; s <= section.length; s += 50) {
    gridLines.push(
      `<line x1="${px(s).toFixed(1)}" x2="${px(s).toFixed(1)}" y1="${PLOT.top}" y2="${PLOT.bottom}" stroke="${SITE_COLOURS.border}" stroke-width="1"/>`,
      `<text x="${px(s).toFixed(1)}" y="${PLOT.bottom + 40}" text-anchor="middle" font-size="32" fill="${SITE_COLOURS.inkMuted}">${s}</text>`,
    );
  }
  const drawRaster = () => new Raster(RASTER_WIDTH, RASTER_HEIGHT, () => hex(SITE_COLOURS.paper));
  const overlay = `
    <rect x="0.5" y="0.5" width="${DESIGN.width - 1}" height="${DESIGN.height - 1}" fill="none" stroke="${SITE_COLOURS.border}"/>
    ${gridLines.join('')}
    <path d="${band((b, a) => b > a)}" fill="${CUT_HEX}" fill-opacity="0.5"/>
    <path d="${band((b, a) => a > b)}" fill="${FILL_HEX}" fill-opacity="0.5"/>
    <path d="${line(section.before)}" stroke="${FIGURE_COLOURS.profileBefore}" stroke-width="3" stroke-dasharray="9 6" fill="none"/>
    <path d="${line(section.after)}" stroke="${FIGURE_COLOURS.profileAfter}" stroke-width="3.5" fill="none" stroke-linejoin="round"/>
    <text x="${PLOT.left}" y="${PLOT.bottom + 86}" font-size="36" font-weight="800" fill="${SITE_COLOURS.ink}">A</text>
    <text x="${PLOT.right}" y="${PLOT.bottom + 86}" text-anchor="end" font-size="36" font-weight="800" fill="${SITE_COLOURS.ink}">A′</text>
    <text x="${(PLOT.left + PLOT.right) / 2}" y="${PLOT.bottom + 84}" text-anchor="middle" font-size="30" fill="${SITE_COLOURS.inkMuted}">Chainage, m</text>`;
  return { overlay, drawRaster };
}
