import { surveyPoints } from '../point-cloud';
import { generateSampleSite } from '../terrain';
import { gridVolumes, prismVolumes } from '../volumes';
import { sampleFigureDrawings } from './figures';
import { sampleSection, verticalExaggeration } from './profile-figure';
import { formatVolume } from './scene';

/** The text of an SVG overlay, tags stripped. */
const textOf = (svg: string) => svg.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the figures of the sample site', () => {
  const site = generateSampleSite();
  const drawings = sampleFigureDrawings(site, surveyPoints(site, 'after'));

  it('print on the surface-compare figure the cut and fill volumes both methods compute', () => {
    const prism = prismVolumes(site.before, site.after);
    const grid = gridVolumes(site.before, site.after);
    const text = textOf(drawings['surface-compare']().overlay);
    expect(text).toContain(`Cut ${formatVolume(prism.cut)} ${formatVolume(grid.cut)}`);
    expect(text).toContain(`Fill ${formatVolume(prism.fill)} ${formatVolume(grid.fill)}`);
    expect(text).toMatch(/Prism \(TIN\).*Grid \(2 m\)/);
  });

  it('state on the profile the vertical exaggeration it is drawn at', () => {
    const exaggeration = verticalExaggeration(sampleSection(site.before, site.after));
    expect(exaggeration).toBeGreaterThan(1);
    expect(textOf(drawings.profiles().overlay)).toContain(`Vertical exaggeration ${exaggeration}×`);
  });

  it('formats volumes as whole cubic metres with thousands separators', () => {
    expect(formatVolume(152_339.6)).toBe('152,340 m³');
  });
});
