import { SAMPLE_FIGURE_NUMBERS, type SampleFigureNumbers } from '../../../src/content/sample-figure-legends';
import type { SampleSite } from '../terrain';
import { gridVolumes, prismVolumes, type CutFill } from '../volumes';
import { pitTin } from './perspective-figures';
import { changeFullScale, heightChange } from './plan-figures';
import { sampleSection, verticalExaggeration } from './profile-figure';
import { formatVolume } from './scene';

const GROUPING = new Intl.NumberFormat('en-GB');

/** The larger relative difference of cut and fill between the methods, in per cent, to two significant digits. */
export function agreementPercent(prism: CutFill, grid: CutFill): string {
  const relative = (a: number, b: number) => Math.abs(a - b) / Math.max(a, b);
  return Number((Math.max(relative(prism.cut, grid.cut), relative(prism.fill, grid.fill)) * 100).toPrecision(2)).toString();
}

/** The numbers the figures' HTML legends print, as computed from the sample site. */
export function computedFigureNumbers(site: SampleSite): SampleFigureNumbers {
  const tin = pitTin(site.after);
  const prism = prismVolumes(site.before, site.after);
  const grid = gridVolumes(site.before, site.after);
  return {
    tin: { triangles: GROUPING.format(tin.triangles.length / 3), points: GROUPING.format(tin.nodes.length) },
    volumes: {
      cut: { prism: formatVolume(prism.cut), grid: formatVolume(grid.cut) },
      fill: { prism: formatVolume(prism.fill), grid: formatVolume(grid.fill) },
      agreementPercent: agreementPercent(prism, grid),
    },
    changeFullScale: Number(changeFullScale(heightChange(site.before, site.after)).toFixed(0)),
    profileExaggeration: verticalExaggeration(sampleSection(site.before, site.after)),
  };
}

/**
 * Fails the build when the legends (src/content/sample-figure-legends.ts) print other numbers
 * than the site gives: the generator changed, and the legends must say what the pictures show.
 */
export function assertLegendNumbers(site: SampleSite): void {
  const computed = computedFigureNumbers(site);
  if (JSON.stringify(computed) !== JSON.stringify(SAMPLE_FIGURE_NUMBERS)) {
    throw new Error(`SAMPLE_FIGURE_NUMBERS in src/content/sample-figure-legends.ts must be ${JSON.stringify(computed, null, 2)}`);
  }
}
