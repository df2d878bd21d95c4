import { Delaunay } from 'd3-delaunay';
import { nodeX, nodeY, type Grid } from './grid';

/** Volumes between two surfaces, in cubic metres: cut where the later one is lower, fill where it is higher. */
export interface CutFill {
  readonly cut: number;
  readonly fill: number;
}

function assertSameGrid(before: Grid, after: Grid): void {
  if (before.cols !== after.cols || before.rows !== after.rows || before.cellSize !== after.cellSize) {
    throw new Error('Both surfaces must share one grid');
  }
}

/**
 * Grid method: each node stands for the cell of one grid spacing around it, clipped to the
 * surveyed area (half a cell on an edge, a quarter at a corner), and that area times the
 * node's height difference is cut or fill.
 */
export function gridVolumes(before: Grid, after: Grid): CutFill {
  assertSameGrid(before, after);
  const { cols, rows, cellSize } = before;
  let cut = 0;
  let fill = 0;
  for (let row = 0; row < rows; row++) {
    const rowWeight = row === 0 || row === rows - 1 ? 0.5 : 1;
    for (let col = 0; col < cols; col++) {
      const area = cellSize * cellSize * rowWeight * (col === 0 || col === cols - 1 ? 0.5 : 1);
      const difference = after.z[row * cols + col] - before.z[row * cols + col];
      if (difference > 0) fill += difference * area;
      else cut -= difference * area;
    }
  }
  return { cut, fill };
}

/**
 * The volume of the part of a linear function above zero over a triangle of `area`, with
 * values a, b, c at its corners.
 */
function positivePart(area: number, a: number, b: number, c: number): number {
  const positives = [a, b, c].filter((value) => value > 0);
  if (positives.length === 0) return 0;
  if (positives.length === 3) return (area * (a + b + c)) / 3;
  if (positives.length === 1) {
    // A corner triangle cut off where the function crosses zero on the two edges.
    const [p] = positives;
    const [n1, n2] = [a, b, c].filter((value) => value <= 0);
    return (area * (p / (p - n1)) * (p / (p - n2)) * p) / 3;
  }
  // Two corners above zero: everything but the negative corner triangle.
  return (area * (a + b + c)) / 3 + positivePart(area, -a, -b, -c);
}

/**
 * Prism method: the nodes are triangulated (Delaunay, d3-delaunay), and under each triangle
 * the height difference is linear, so each prism's volume is its plan area times the mean of
 * its three corner differences; a prism whose corners differ in sign is split exactly where
 * the difference crosses zero.
 */
export function prismVolumes(before: Grid, after: Grid): CutFill {
  assertSameGrid(before, after);
  const { cols, rows } = before;
  const coordinates = new Float64Array(cols * rows * 2);
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      coordinates[2 * (row * cols + col)] = nodeX(before, col);
      coordinates[2 * (row * cols + col) + 1] = nodeY(before, row);
    }
  }
  const { triangles } = new Delaunay(coordinates);
  const difference = (node: number) => after.z[node] - before.z[node];
  let cut = 0;
  let fill = 0;
  for (let t = 0; t < triangles.length; t += 3) {
    const [i, j, k] = [triangles[t], triangles[t + 1], triangles[t + 2]];
    const area =
      Math.abs(
        (coordinates[2 * j] - coordinates[2 * i]) * (coordinates[2 * k + 1] - coordinates[2 * i + 1]) -
          (coordinates[2 * k] - coordinates[2 * i]) * (coordinates[2 * j + 1] - coordinates[2 * i + 1]),
      ) / 2;
    const [a, b, c] = [difference(i), difference(j), difference(k)];
    fill += positivePart(area, a, b, c);
    cut += positivePart(area, -a, -b, -c);
  }
  return { cut, fill };
}
