import { contourInterval, contourLevels, contourSegments, heightGrid, type HeightGrid } from './contour-lines';

function grid(rows: number[][], cellSize = 1): HeightGrid {
  return { cols: rows[0].length, rows: rows.length, originX: 0, originY: 0, cellSize, heights: Float32Array.from(rows.flat()) };
}

/** Segments as [[x1, y1], [x2, y2]] pairs with their ends in a stable order, for comparison. */
function segmentsOf(flat: number[]): number[][][] {
  const segments: number[][][] = [];
  for (let index = 0; index < flat.length; index += 6) {
    const ends = [
      [flat[index], flat[index + 1]],
      [flat[index + 3], flat[index + 4]],
    ].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    segments.push(ends);
  }
  return segments;
}

describe('heightGrid', () => {
  it('averages the points falling on each node and leaves nodes without points empty', () => {
    // Two points near (0, 0), one near (2, 0); nothing near (1, 0) or the top row.
    const positions = Float32Array.from([0, 0, 10, 0.2, -0.1, 12, 2, 0, 20, 0, 1.2, 5]);
    const result = heightGrid(positions, 1);
    expect([result.cols, result.rows, result.originX, result.originY]).toEqual([3, 2, 0, -0.10000000149011612]);
    expect(Array.from(result.heights.slice(0, 3))).toEqual([11, Number.NaN, 20]);
    expect(result.heights[3]).toBe(5);
  });

  it('leaves out the points `include` refuses (trees over the terrain)', () => {
    const positions = Float32Array.from([0, 0, 10, 0, 0, 30]);
    expect(heightGrid(positions, 1, (point) => point === 0).heights[0]).toBe(10);
  });
});

describe('contourSegments (marching squares)', () => {
  it('crosses a plane rising along x where the level lies, interpolated along the edges', () => {
    const plane = grid([
      [0, 10],
      [0, 10],
    ]);
    expect(segmentsOf(contourSegments(plane, 2.5))).toEqual([
      [
        [0.25, 0],
        [0.25, 1],
      ],
    ]);
    expect(contourSegments(plane, 2.5).filter((_, index) => index % 3 === 2)).toEqual([2.5, 2.5]);
  });

  it('rings a single peak with a closed loop of four segments', () => {
    const peak = grid([
      [0, 0, 0],
      [0, 8, 0],
      [0, 0, 0],
    ]);
    const segments = segmentsOf(contourSegments(peak, 4));
    expect(segments).toHaveLength(4);
    // Every end is shared by two segments: the line closes around the peak.
    const ends = segments.flat().map(([x, y]) => `${x},${y}`);
    for (const end of ends) expect(ends.filter((other) => other === end)).toHaveLength(2);
    expect(new Set(ends)).toEqual(new Set(['1,0.5', '1.5,1', '1,1.5', '0.5,1']));
  });

  it('splits a saddle by the cell centre: with the centre high the two low corners are cut off', () => {
    const saddle = grid([
      [10, 0],
      [0, 10],
    ]);
    // Centre mean 5 ≥ 4: the low corners (1, 0) and (0, 1) each get their own segment.
    expect(segmentsOf(contourSegments(saddle, 4)).sort()).toEqual(
      [
        [
          [0, 0.6],
          [0.4, 1],
        ],
        [
          [0.6, 0],
          [1, 0.4],
        ],
      ].sort(),
    );
    // Centre mean 5 < 6: now the high corners (0, 0) and (1, 1) are cut off.
    expect(segmentsOf(contourSegments(saddle, 6)).sort()).toEqual(
      [
        [
          [0, 0.4],
          [0.4, 0],
        ],
        [
          [0.6, 1],
          [1, 0.6],
        ],
      ].sort(),
    );
  });

  it('draws nothing through a cell with an empty node, or at a level the surface never reaches', () => {
    expect(
      contourSegments(
        grid([
          [0, 10],
          [Number.NaN, 10],
        ]),
        5,
      ),
    ).toEqual([]);
    expect(
      contourSegments(
        grid([
          [0, 10],
          [0, 10],
        ]),
        20,
      ),
    ).toEqual([]);
  });

  it('places segments in world coordinates by the origin and cell size', () => {
    const plane: HeightGrid = {
      ...grid(
        [
          [0, 10],
          [0, 10],
        ],
        2,
      ),
      originX: 100,
      originY: 50,
    };
    expect(segmentsOf(contourSegments(plane, 5))).toEqual([
      [
        [101, 50],
        [101, 52],
      ],
    ]);
  });
});

describe('contour interval and levels', () => {
  it.each([
    [0, 12, 1],
    [100, 130, 2],
    [100, 160, 5],
    [0, 1.2, 0.1],
    [0, 200, 10],
    [102, 145, 2],
  ])('from %p to %p m gives an interval of %p m', (minZ, maxZ, interval) => {
    expect(contourInterval(minZ, maxZ)).toBeCloseTo(interval, 10);
  });

  it('falls back to 1 m for a flat cloud', () => {
    expect(contourInterval(5, 5)).toBe(1);
  });

  it('lists the multiples of the interval strictly inside the range', () => {
    expect(contourLevels(97.5, 110, 2)).toEqual([98, 100, 102, 104, 106, 108]);
    expect(contourLevels(0.05, 0.35, 0.1)).toEqual([0.1, 0.2, 0.3]);
  });
});
