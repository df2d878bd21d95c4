import { elevationAt, elevationRange } from './grid';
import { drainageLineY, SAMPLE_SITE, generateSampleSite } from './terrain';

describe('the generated sample site', () => {
  const site = generateSampleSite();
  const { pit, stockpile } = SAMPLE_SITE;

  it('is a 400 × 300 m grid at 2 m with plausible, finite elevations', () => {
    for (const grid of [site.before, site.after]) {
      expect([grid.cols, grid.rows, grid.cellSize]).toEqual([201, 151, 2]);
      expect(grid.z.every(Number.isFinite)).toBe(true);
      const { min, max } = elevationRange(grid.z);
      expect(min).toBeGreaterThan(80);
      expect(max).toBeLessThan(140);
    }
  });

  it('is the same site on every run', () => {
    expect(generateSampleSite().after.z).toEqual(site.after.z);
  });

  it('changes only at the pit and the stockpile between the epochs', () => {
    // The hollow and the drainage line are far from both.
    expect(elevationAt(site.after, SAMPLE_SITE.hollow.centreX, SAMPLE_SITE.hollow.centreY)).toBe(
      elevationAt(site.before, SAMPLE_SITE.hollow.centreX, SAMPLE_SITE.hollow.centreY),
    );
    expect(elevationAt(site.after, 40, drainageLineY(40))).toBe(elevationAt(site.before, 40, drainageLineY(40)));
  });

  it('has a flat-floored pit, after excavation, deeper than the ground around it', () => {
    const floor = elevationAt(site.after, pit.centreX, pit.centreY);
    expect(elevationAt(site.after, pit.centreX + 20, pit.centreY + 5)).toBeCloseTo(floor, 6);
    const rim = [-1, 1].flatMap((side) => [
      elevationAt(site.after, pit.centreX + side * 100, pit.centreY),
      elevationAt(site.after, pit.centreX, pit.centreY + side * 70),
    ]);
    expect(Math.min(...rim) - floor).toBeGreaterThan(15);
    expect(elevationAt(site.before, pit.centreX, pit.centreY) - floor).toBeCloseTo(pit.depth, 2);
  });

  it('steps the pit wall in 5 m benches with level berms', () => {
    // Eastward from the floor's edge: each berm is level, one bench height above the last.
    const floor = elevationAt(site.after, pit.centreX, pit.centreY);
    const bermCentre = (bench: number) => pit.centreX + pit.floorHalfX + bench * (pit.batterRun + pit.bermWidth) + pit.batterRun + pit.bermWidth / 2;
    for (const bench of [0, 1, 2]) {
      expect(elevationAt(site.after, bermCentre(bench), pit.centreY)).toBeCloseTo(floor + (bench + 1) * pit.benchHeight, 6);
    }
  });

  it('has a stockpile that grew higher than the ground around it', () => {
    const x = (stockpile.after.fromX + stockpile.after.toX) / 2;
    const ground = elevationAt(site.natural, x, stockpile.centreY + 40);
    expect(elevationAt(site.after, x, stockpile.centreY) - ground).toBeGreaterThan(9);
    expect(elevationAt(site.after, x, stockpile.centreY)).toBeGreaterThan(elevationAt(site.before, x, stockpile.centreY) + 4);
  });

  it('drains along a valley lower than its banks', () => {
    for (const x of [60, 140, 320]) {
      const thalweg = elevationAt(site.before, x, drainageLineY(x));
      expect(elevationAt(site.before, x, drainageLineY(x) + 30)).toBeGreaterThan(thalweg + 1);
      expect(elevationAt(site.before, x, drainageLineY(x) - 30)).toBeGreaterThan(thalweg + 1);
    }
  });
});
