/**
 * Contour lines of a point cloud: the points are averaged onto a regular grid, and marching
 * squares traces each contour level through the grid's cells as straight segments.
 */

/** Mean heights on a grid; NaN where no point fell. Node (col, row) sits at (originX + col·cellSize, originY + row·cellSize). */
export interface HeightGrid {
  cols: number;
  rows: number;
  originX: number;
  originY: number;
  cellSize: number;
  heights: Float32Array;
}

/**
 * The grid node nearest each point takes the mean height of its points. `include` picks the
 * points that belong to the surface (trees and buildings are not terrain).
 */
export function heightGrid(positions: Float32Array, cellSize: number, include: (pointIndex: number) => boolean = () => true): HeightGrid {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let index = 0; index < positions.length; index += 3) {
    minX = Math.min(minX, positions[index]);
    maxX = Math.max(maxX, positions[index]);
    minY = Math.min(minY, positions[index + 1]);
    maxY = Math.max(maxY, positions[index + 1]);
  }
  if (!Number.isFinite(minX)) return { cols: 0, rows: 0, originX: 0, originY: 0, cellSize, heights: new Float32Array(0) };
  const cols = Math.floor((maxX - minX) / cellSize) + 1;
  const rows = Math.floor((maxY - minY) / cellSize) + 1;
  const sums = new Float64Array(cols * rows);
  const counts = new Uint32Array(cols * rows);
  for (let point = 0; point < positions.length / 3; point += 1) {
    if (!include(point)) continue;
    const col = Math.round((positions[point * 3] - minX) / cellSize);
    const row = Math.round((positions[point * 3 + 1] - minY) / cellSize);
    const node = Math.min(rows - 1, row) * cols + Math.min(cols - 1, col);
    sums[node] += positions[point * 3 + 2];
    counts[node] += 1;
  }
  const heights = new Float32Array(cols * rows);
  counts.forEach((count, node) => (heights[node] = count === 0 ? Number.NaN : sums[node] / count));
  return { cols, rows, originX: minX, originY: minY, cellSize, heights };
}

/**
 * The usual contour interval (1, 2 or 5 times a power of ten, so that every fifth line falls
 * on a round height) nearest to giving `target` lines over the height range.
 */
export function contourInterval(minZ: number, maxZ: number, target = 15): number {
  const rough = (maxZ - minZ) / target;
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const distance = (factor: number) => Math.abs(Math.log(factor * power) - Math.log(rough));
  const factor = [1, 2, 5, 10].reduce((best, candidate) => (distance(candidate) < distance(best) ? candidate : best));
  return Number((factor * power).toPrecision(6));
}

/** Every multiple of `interval` strictly inside (minZ, maxZ). */
export function contourLevels(minZ: number, maxZ: number, interval: number): number[] {
  const levels: number[] = [];
  for (let level = Math.floor(minZ / interval + 1) * interval; level < maxZ; level += interval) {
    if (level > minZ) levels.push(Number(level.toFixed(6)));
  }
  return levels;
}

/**
 * Segments (x1, y1, z1, x2, y2, z2, …, with z the level) where the grid's interpolated
 * surface crosses `level`. A cell with an empty node is skipped (no surface there to
 * contour); a saddle is split by the cell's mean height.
 */
export function contourSegments(grid: HeightGrid, level: number): number[] {
  const { cols, rows, originX, originY, cellSize, heights } = grid;
  const out: number[] = [];
  const at = (col: number, row: number) => heights[row * cols + col];
  for (let row = 0; row + 1 < rows; row += 1) {
    for (let col = 0; col + 1 < cols; col += 1) {
      // Corners counter-clockwise from the lower left.
      const corners = [at(col, row), at(col + 1, row), at(col + 1, row + 1), at(col, row + 1)];
      if (corners.some(Number.isNaN)) continue;
      const above = corners.map((height) => height >= level);
      const count = above.filter(Boolean).length;
      if (count === 0 || count === 4) continue;
      // The point where the level crosses each edge (edge e joins corner e and e + 1).
      const crossings: [number, number][] = [];
      const offsets = [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ];
      for (let edge = 0; edge < 4; edge += 1) {
        const next = (edge + 1) % 4;
        if (above[edge] === above[next]) continue;
        const t = (level - corners[edge]) / (corners[next] - corners[edge]);
        const x = col + offsets[edge][0] + (offsets[next][0] - offsets[edge][0]) * t;
        const y = row + offsets[edge][1] + (offsets[next][1] - offsets[edge][1]) * t;
        crossings.push([originX + x * cellSize, originY + y * cellSize]);
      }
      // Two crossings: one segment. Four (a saddle): the two corners on the other side of
      // the level from the cell's centre are each cut off by the two edges that meet there.
      let pairs: [number, number][] = [[0, 1]];
      if (crossings.length === 4) {
        const centreAbove = corners.reduce((sum, height) => sum + height, 0) / 4 >= level;
        pairs =
          centreAbove === above[0]
            ? [
                [0, 1],
                [2, 3],
              ]
            : [
                [0, 3],
                [1, 2],
              ];
      }
      for (const [from, to] of pairs) out.push(crossings[from][0], crossings[from][1], level, crossings[to][0], crossings[to][1], level);
    }
  }
  return out;
}
