import type { Grid } from './grid';
import { d8FlowDirections, fillDepressions, flowAccumulation } from './hydrology';

/** A grid of the given elevations, row by row from the north (for hand-made cases). */
function gridFromRows(rows: readonly (readonly number[])[], cellSize = 1): Grid {
  const cols = rows[0].length;
  return { cols, rows: rows.length, cellSize, originX: 0, originY: 0, z: Float64Array.from(rows.flat()) };
}

// ESRI D8 codes: E 1, SE 2, S 4, SW 8, W 16, NW 32, N 64, NE 128; 0 = no lower neighbour.

/** A 3 × 3 grid (1 m cells) falling to its south-east corner, worked through by hand below. */
const HAND_GRID = gridFromRows([
  [9, 8, 7],
  [8, 5, 4],
  [7, 4, 1],
]);

describe('D8 flow directions', () => {
  it('sends each cell of a hand-made grid to its steepest neighbour, diagonals over √2', () => {
    const grid = HAND_GRID;
    // Worked by hand: the centre drops 4/√2 ≈ 2.83 to the SE against 1 to the E or S; the top
    // middle drops 3 to the S against 4/√2 to the SE; the lowest corner has nowhere to go.
    expect(Array.from(d8FlowDirections(grid, grid.z))).toEqual([2, 4, 4, 1, 2, 4, 1, 1, 0]);
  });

  it('follows a plane down its slope, whatever the cell size', () => {
    const grid = gridFromRows(
      [
        [3, 2, 1, 0],
        [3, 2, 1, 0],
      ],
      5,
    );
    expect(Array.from(d8FlowDirections(grid, grid.z))).toEqual([1, 1, 1, 0, 1, 1, 1, 0]);
  });
});

describe('flow accumulation', () => {
  it('counts every cell draining through each cell of the hand-made grid, itself included', () => {
    const grid = HAND_GRID;
    // Centre: itself and three from the north-west corner; the outlet: all nine.
    expect(Array.from(flowAccumulation(grid.cols, d8FlowDirections(grid, grid.z)))).toEqual([1, 1, 1, 1, 4, 2, 1, 2, 9]);
  });
});

describe('depression filling', () => {
  const basin = gridFromRows([
    [5, 5, 5, 5, 5],
    [5, 2, 2, 2, 5],
    [5, 2, 1, 2, 5],
    [5, 2, 2, 2, 5],
    [5, 5, 4, 5, 5],
  ]);

  it('raises a closed basin to its spill level and leaves the rim alone', () => {
    const filled = fillDepressions(basin, 0);
    expect(Array.from(filled)).toEqual([5, 5, 5, 5, 5, 5, 4, 4, 4, 5, 5, 4, 4, 4, 5, 5, 4, 4, 4, 5, 5, 5, 4, 5, 5]);
  });

  it('with ε, leaves the filled basin draining: every cell reaches the outlet', () => {
    const filled = fillDepressions(basin);
    const interior = [6, 7, 8, 11, 12, 13, 16, 17, 18].map((cell) => filled[cell]);
    expect(Math.min(...interior)).toBeGreaterThan(4);
    expect(Math.max(...interior)).toBeLessThan(4.01);
    const directions = d8FlowDirections(basin, filled);
    expect(directions[12]).not.toBe(0);
    // The outlet in the south rim gathers all 25 cells.
    expect(flowAccumulation(basin.cols, directions)[22]).toBe(25);
  });

  it('leaves a surface without depressions as it is', () => {
    const slope = gridFromRows([
      [3, 2, 1],
      [3, 2, 1],
      [3, 2, 1],
    ]);
    expect(Array.from(fillDepressions(slope))).toEqual(Array.from(slope.z));
  });
});
