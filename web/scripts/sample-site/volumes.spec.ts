import { createGrid } from './grid';
import { generateSampleSite } from './terrain';
import { gridVolumes, prismVolumes } from './volumes';

/** A tilted 20 × 10 m surface on a 1 m grid. */
const tilted = (x: number, y: number) => 100 + 0.1 * x - 0.05 * y;
const surface = (offset: number) => createGrid(21, 11, 1, (x, y) => tilted(x, y) + offset);

describe('cut and fill volumes', () => {
  it('are a box exactly when the later surface is the earlier one lowered or raised: 20 m × 10 m × 2 m = 400 m³', () => {
    for (const method of [prismVolumes, gridVolumes]) {
      const lowered = method(surface(0), surface(-2));
      expect(lowered.cut).toBeCloseTo(400, 9);
      expect(lowered.fill).toBe(0);
      const raised = method(surface(0), surface(1.5));
      expect(raised.fill).toBeCloseTo(300, 9);
      expect(raised.cut).toBe(0);
    }
  });

  it('by prisms, split a triangle exactly where the change crosses zero', () => {
    // A 1 m square whose north edge rose 1 m and whose south edge sank 1 m: the change is
    // linear in y whatever the diagonal, so each half holds a wedge of 1 × 0.5 × 1 / 2 m³.
    const before = createGrid(2, 2, 1, () => 0);
    const after = createGrid(2, 2, 1, (_x, y) => (y > 0 ? 1 : -1));
    expect(prismVolumes(before, after).fill).toBeCloseTo(0.25, 12);
    expect(prismVolumes(before, after).cut).toBeCloseTo(0.25, 12);
  });

  it('of the sample site agree within 1 % between the prism and the grid method', () => {
    const site = generateSampleSite();
    const prism = prismVolumes(site.before, site.after);
    const grid = gridVolumes(site.before, site.after);
    expect(prism.cut).toBeGreaterThan(50_000);
    expect(prism.fill).toBeGreaterThan(5_000);
    expect(Math.abs(prism.cut - grid.cut) / grid.cut).toBeLessThan(0.01);
    expect(Math.abs(prism.fill - grid.fill) / grid.fill).toBeLessThan(0.01);
  });

  it('refuse surfaces on different grids', () => {
    expect(() =>
      gridVolumes(
        surface(0),
        createGrid(3, 3, 1, () => 0),
      ),
    ).toThrow('one grid');
  });
});
