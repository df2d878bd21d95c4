import { SAMPLE_FIGURE_LEGENDS, SAMPLE_FIGURE_NUMBERS } from '../../../src/content/sample-figure-legends';
import { cssRgb } from './colour';
import { elevationColour, ELEVATION_STOPS, hex } from '../../../src/lib/sample-palette';
import { surveyPoints } from '../point-cloud';
import { generateSampleSite } from '../terrain';
import { gridVolumes, prismVolumes } from '../volumes';
import { sampleFigureDrawings } from './figures';
import { agreementPercent, assertLegendNumbers, computedFigureNumbers } from './legend-numbers';
import { formatVolume } from './scene';

/** The text of an SVG overlay, tags stripped. */
const textOf = (svg: string) =>
  svg
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the figures of the sample site', () => {
  const site = generateSampleSite();
  const drawings = sampleFigureDrawings(site, surveyPoints(site, 'after'));

  it('print in the surface-compare legend the cut and fill volumes both methods compute', () => {
    const prism = prismVolumes(site.before, site.after);
    const grid = gridVolumes(site.before, site.after);
    const rows = SAMPLE_FIGURE_LEGENDS['surface-compare']?.table?.rows.map(({ label, values }) => [label, ...values]);
    expect(rows).toEqual([
      ['Cut', formatVolume(prism.cut), formatVolume(grid.cut)],
      ['Fill', formatVolume(prism.fill), formatVolume(grid.fill)],
    ]);
    expect(SAMPLE_FIGURE_LEGENDS['surface-compare']?.notes).toContain(`The two methods differ by ${agreementPercent(prism, grid)} % at most`);
  });

  it('print in the legends every number the site gives, and the build refuses legends that do not', () => {
    expect(computedFigureNumbers(site)).toEqual(SAMPLE_FIGURE_NUMBERS);
    expect(() => assertLegendNumbers(site)).not.toThrow();
    expect(SAMPLE_FIGURE_LEGENDS.profiles?.notes?.[0]).toContain(`Vertical exaggeration ${SAMPLE_FIGURE_NUMBERS.profileExaggeration}×`);
    expect(SAMPLE_FIGURE_NUMBERS.profileExaggeration).toBeGreaterThan(1);
  });

  it('draw no text into the feature figures: their legends are HTML, legible on a phone', () => {
    for (const id of Object.keys(SAMPLE_FIGURE_LEGENDS) as (keyof typeof SAMPLE_FIGURE_LEGENDS)[]) {
      const text = textOf(drawings[id]().overlay);
      // Only numbers tied to a place in the picture: contour heights, chart axes, A and A′.
      expect(text).toMatch(/^[\d\s A′Chainage,m]*$/);
    }
  });

  it("colour heights in the hero with the one elevation palette, the viewer's too", () => {
    const stops = [...drawings.hero().overlay.matchAll(/<stop offset="([\d.]+)" stop-color="([^"]+)"/g)].map(([, offset, colour]) => [Number(offset), colour]);
    expect(stops.length).toBeGreaterThan(2);
    for (const [offset, colour] of stops) expect(colour).toBe(cssRgb(elevationColour(offset as number)));
    expect(stops[0][1]).toBe(cssRgb(hex(ELEVATION_STOPS[0])));
    expect(stops[stops.length - 1][1]).toBe(cssRgb(hex(ELEVATION_STOPS[ELEVATION_STOPS.length - 1])));
  });

  it('formats volumes as whole cubic metres with thousands separators', () => {
    expect(formatVolume(152_339.6)).toBe('152,340 m³');
  });
});
