import type { Grid } from '../grid';

/**
 * Lambertian hillshade of a grid in [0, 1], lit from the north-west 45° above the horizon
 * (the cartographic convention), with `exaggeration` applied to the heights.
 */
export function hillshade(grid: Grid, exaggeration = 1): Float64Array {
  const { cols, rows, cellSize, z } = grid;
  const azimuth = (315 * Math.PI) / 180;
  const altitude = (45 * Math.PI) / 180;
  const light = [Math.sin(azimuth) * Math.cos(altitude), Math.cos(azimuth) * Math.cos(altitude), Math.sin(altitude)];
  const at = (r: number, c: number) => z[Math.min(Math.max(r, 0), rows - 1) * cols + Math.min(Math.max(c, 0), cols - 1)];
  const shade = new Float64Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      // Rows run north to south, so the northward gradient is the row above minus the row below.
      const dzdx = ((at(r, c + 1) - at(r, c - 1)) / (2 * cellSize)) * exaggeration;
      const dzdy = ((at(r - 1, c) - at(r + 1, c)) / (2 * cellSize)) * exaggeration;
      const length = Math.hypot(dzdx, dzdy, 1);
      shade[r * cols + c] = Math.max(0, (-dzdx * light[0] - dzdy * light[1] + light[2]) / length);
    }
  }
  return shade;
}
