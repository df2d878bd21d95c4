/**
 * A regular elevation grid in raster order: row 0 is the northern edge, column 0 the western
 * one; node (row, col) sits at x = originX + col × cellSize, y = originY + (rows − 1 − row) ×
 * cellSize, so (originX, originY) is the south-west corner. Elevations in metres.
 */
export interface Grid {
  readonly cols: number;
  readonly rows: number;
  readonly cellSize: number;
  readonly originX: number;
  readonly originY: number;
  readonly z: Float64Array;
}

export function createGrid(cols: number, rows: number, cellSize: number, elevation: (x: number, y: number) => number, originX = 0, originY = 0): Grid {
  const z = new Float64Array(cols * rows);
  const grid = { cols, rows, cellSize, originX, originY, z };
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) z[row * cols + col] = elevation(nodeX(grid, col), nodeY(grid, row));
  }
  return grid;
}

export function nodeX(grid: Pick<Grid, 'originX' | 'cellSize'>, col: number): number {
  return grid.originX + col * grid.cellSize;
}

export function nodeY(grid: Pick<Grid, 'originY' | 'cellSize' | 'rows'>, row: number): number {
  return grid.originY + (grid.rows - 1 - row) * grid.cellSize;
}

/** Bilinear elevation at (x, y), clamped to the grid. */
export function elevationAt(grid: Grid, x: number, y: number): number {
  const fx = Math.min(Math.max((x - grid.originX) / grid.cellSize, 0), grid.cols - 1);
  const fy = Math.min(Math.max(grid.rows - 1 - (y - grid.originY) / grid.cellSize, 0), grid.rows - 1);
  const c0 = Math.min(Math.floor(fx), grid.cols - 2);
  const r0 = Math.min(Math.floor(fy), grid.rows - 2);
  const tx = fx - c0;
  const ty = fy - r0;
  const at = (r: number, c: number) => grid.z[r * grid.cols + c];
  const top = at(r0, c0) * (1 - tx) + at(r0, c0 + 1) * tx;
  const bottom = at(r0 + 1, c0) * (1 - tx) + at(r0 + 1, c0 + 1) * tx;
  return top * (1 - ty) + bottom * ty;
}

export function elevationRange(values: ArrayLike<number>): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    if (values[i] < min) min = values[i];
    if (values[i] > max) max = values[i];
  }
  return { min, max };
}
