import type { Grid } from './grid';

/**
 * Surface hydrology on a grid: depression filling, D8 flow directions and flow accumulation.
 * Directions use the ESRI D8 codes, so a result reads like any GIS's:
 *
 *   32  64  128        NW  N  NE
 *   16   ·    1         W  ·   E
 *    8   4    2        SW  S  SE
 *
 * and 0 for a cell with no lower neighbour (an outlet on the edge, or an unfilled pit).
 */

/** The eight neighbours, in the order ties are broken: E, SE, S, SW, W, NW, N, NE. */
export const D8_NEIGHBOURS = [
  { code: 1, dRow: 0, dCol: 1 },
  { code: 2, dRow: 1, dCol: 1 },
  { code: 4, dRow: 1, dCol: 0 },
  { code: 8, dRow: 1, dCol: -1 },
  { code: 16, dRow: 0, dCol: -1 },
  { code: 32, dRow: -1, dCol: -1 },
  { code: 64, dRow: -1, dCol: 0 },
  { code: 128, dRow: -1, dCol: 1 },
] as const;

/** A binary min-heap of cell indices keyed by elevation; equal keys leave in insertion order. */
class CellQueue {
  private readonly cells: number[] = [];
  private readonly keys: number[] = [];
  private readonly order: number[] = [];
  private inserted = 0;

  get size(): number {
    return this.cells.length;
  }

  push(cell: number, key: number): void {
    this.cells.push(cell);
    this.keys.push(key);
    this.order.push(this.inserted++);
    let child = this.cells.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (!this.before(child, parent)) break;
      this.swap(child, parent);
      child = parent;
    }
  }

  pop(): number {
    const top = this.cells[0];
    const last = this.cells.length - 1;
    this.swap(0, last);
    this.cells.pop();
    this.keys.pop();
    this.order.pop();
    let parent = 0;
    for (;;) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let smallest = parent;
      if (left < this.cells.length && this.before(left, smallest)) smallest = left;
      if (right < this.cells.length && this.before(right, smallest)) smallest = right;
      if (smallest === parent) return top;
      this.swap(parent, smallest);
      parent = smallest;
    }
  }

  private before(a: number, b: number): boolean {
    return this.keys[a] < this.keys[b] || (this.keys[a] === this.keys[b] && this.order[a] < this.order[b]);
  }

  private swap(a: number, b: number): void {
    [this.cells[a], this.cells[b]] = [this.cells[b], this.cells[a]];
    [this.keys[a], this.keys[b]] = [this.keys[b], this.keys[a]];
    [this.order[a], this.order[b]] = [this.order[b], this.order[a]];
  }
}

/**
 * Fills every closed depression up to its spill level (Priority-Flood+ε, Barnes, Lehman and
 * Mulla 2014): the edge drains, and the grid is flooded inward from it, lowest cell first.
 * Each filled cell is raised `epsilon` above the cell it was reached from, so a filled
 * depression is not flat but drains to its outlet and D8 finds a direction everywhere.
 */
export function fillDepressions(grid: Grid, epsilon = 1e-3): Float64Array {
  const { cols, rows, z } = grid;
  const filled = Float64Array.from(z);
  const closed = new Uint8Array(cols * rows);
  const queue = new CellQueue();
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if (row === 0 || col === 0 || row === rows - 1 || col === cols - 1) {
        const cell = row * cols + col;
        closed[cell] = 1;
        queue.push(cell, filled[cell]);
      }
    }
  }
  while (queue.size > 0) {
    const cell = queue.pop();
    const row = Math.floor(cell / cols);
    const col = cell - row * cols;
    for (const { dRow, dCol } of D8_NEIGHBOURS) {
      const r = row + dRow;
      const c = col + dCol;
      if (r < 0 || c < 0 || r >= rows || c >= cols) continue;
      const neighbour = r * cols + c;
      if (closed[neighbour]) continue;
      closed[neighbour] = 1;
      filled[neighbour] = Math.max(filled[neighbour], filled[cell] + epsilon);
      queue.push(neighbour, filled[neighbour]);
    }
  }
  return filled;
}

/** D8: each cell drains to the neighbour of steepest descent (drop over distance); 0 where none is lower. */
export function d8FlowDirections(grid: Pick<Grid, 'cols' | 'rows' | 'cellSize'>, elevation: ArrayLike<number>): Uint8Array {
  const { cols, rows, cellSize } = grid;
  const directions = new Uint8Array(cols * rows);
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const cell = row * cols + col;
      let steepest = 0;
      for (const { code, dRow, dCol } of D8_NEIGHBOURS) {
        const r = row + dRow;
        const c = col + dCol;
        if (r < 0 || c < 0 || r >= rows || c >= cols) continue;
        const distance = dRow !== 0 && dCol !== 0 ? Math.SQRT2 * cellSize : cellSize;
        const slope = (elevation[cell] - elevation[r * cols + c]) / distance;
        if (slope > steepest) {
          steepest = slope;
          directions[cell] = code;
        }
      }
    }
  }
  return directions;
}

/** The cell a D8 code points to, or -1 for 0 (no outflow). */
export function downstreamCell(cols: number, cell: number, code: number): number {
  const neighbour = D8_NEIGHBOURS.find((candidate) => candidate.code === code);
  if (!neighbour) return -1;
  return cell + neighbour.dRow * cols + neighbour.dCol;
}

/**
 * Flow accumulation: how many cells drain through each cell, itself included (so a ridge
 * cell is 1). Cells are visited upstream first (Kahn's order on the D8 graph).
 */
export function flowAccumulation(cols: number, directions: Uint8Array): Uint32Array {
  const count = directions.length;
  const receivers = Int32Array.from(directions, (code, cell) => downstreamCell(cols, cell, code));
  const inflows = new Uint32Array(count);
  receivers.forEach((receiver) => {
    if (receiver >= 0) inflows[receiver]++;
  });
  const accumulation = new Uint32Array(count).fill(1);
  const ready: number[] = [];
  inflows.forEach((inflow, cell) => {
    if (inflow === 0) ready.push(cell);
  });
  while (ready.length > 0) {
    const cell = ready.pop() as number;
    const receiver = receivers[cell];
    if (receiver < 0) continue;
    accumulation[receiver] += accumulation[cell];
    if (--inflows[receiver] === 0) ready.push(receiver);
  }
  return accumulation;
}
