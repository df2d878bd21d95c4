import { contours } from 'd3-contour';
import { nodeX, nodeY, type Grid } from '../grid';

/** One contour level as open polylines in site coordinates (metres). */
export interface ContourLevel {
  readonly level: number;
  readonly lines: readonly (readonly [number, number][])[];
}

/**
 * Contour lines of a grid at the given levels, by marching squares (d3-contour). d3-contour
 * returns closed polygons, closing them along the grid's edge; those closing runs are not
 * contour lines, so each ring is cut where it runs along the edge.
 */
export function contourLines(grid: Grid, levels: readonly number[]): ContourLevel[] {
  const polygons = contours()
    .size([grid.cols, grid.rows])
    .thresholds(levels as number[])(Array.from(grid.z));
  // d3-contour puts value i at i + 0.5; a vertex this close to the outermost nodes lies on the edge.
  const onEdge = ([px, py]: number[]) => px <= 0.5 + 1e-9 || py <= 0.5 + 1e-9 || px >= grid.cols - 0.5 - 1e-9 || py >= grid.rows - 0.5 - 1e-9;
  const toSite = ([px, py]: number[]): [number, number] => [nodeX(grid, px - 0.5), nodeY(grid, py - 0.5)];
  return polygons.map((polygon) => {
    const lines: [number, number][][] = [];
    for (const ring of polygon.coordinates.flat()) {
      let current: [number, number][] = [];
      for (let i = 0; i < ring.length; i++) {
        const runsAlongEdge = i > 0 && onEdge(ring[i - 1]) && onEdge(ring[i]);
        if (runsAlongEdge) {
          if (current.length > 1) lines.push(current);
          current = [toSite(ring[i])];
        } else {
          current.push(toSite(ring[i]));
        }
      }
      if (current.length > 1) lines.push(current);
    }
    return { level: polygon.value, lines };
  });
}

/** Every `interval` metres between `min` and `max`. */
export function contourLevels(min: number, max: number, interval: number): number[] {
  const levels: number[] = [];
  for (let level = Math.ceil(min / interval) * interval; level <= max; level += interval) levels.push(level);
  return levels;
}
