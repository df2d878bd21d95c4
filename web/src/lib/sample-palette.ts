/**
 * The colours of the sample site's data, in one place: the build's figures
 * (web/scripts/sample-site) and the 3D sample viewer both colour heights by ELEVATION_STOPS,
 * so the hero, the feature figures and the viewer read alike. Colours are sRGB channels 0–255.
 */

export type Rgb = readonly [number, number, number];

/** Hypsometric ramp, low to high: deep teal through sea green and sand to ochre and rust. */
export const ELEVATION_STOPS = ['#0e4d64', '#0f766e', '#3aa789', '#9fd39a', '#efe3a1', '#e3a75f', '#b5603a'] as const;

/** Cut (ground removed) in reds and fill (ground added) in teals, light to deep. */
export const CUT_STOPS = ['#fde2d4', '#f59e7a', '#dc4c3e', '#9f1d28'] as const;
export const FILL_STOPS = ['#d5f5ee', '#6fd4c0', '#14a08d', '#0b5e66'] as const;
/** The one cut and fill colour of swatches and bands. */
export const CUT_HEX = CUT_STOPS[2];
export const FILL_HEX = FILL_STOPS[2];

export function hex(value: string): Rgb {
  const n = parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The colour at `t` (0 first stop, 1 last; clamped, NaN as 0) mixed between neighbouring stops. */
export function ramp(stops: readonly Rgb[], t: number): Rgb {
  const position = Math.min(Math.max(Number.isFinite(t) ? t : 0, 0), 1) * (stops.length - 1);
  const below = Math.min(Math.floor(position), stops.length - 2);
  const f = position - below;
  const [from, to] = [stops[below], stops[below + 1]];
  return [from[0] + (to[0] - from[0]) * f, from[1] + (to[1] - from[1]) * f, from[2] + (to[2] - from[2]) * f];
}

const elevationRgb = ELEVATION_STOPS.map(hex);

/** Colour of an elevation `t` in [0, 1] between the lowest and the highest shown. */
export function elevationColour(t: number): Rgb {
  return ramp(elevationRgb, t);
}

/** The other colours the figures draw with and their legends show. */
export const FIGURE_COLOURS = {
  /** The point-cloud figure's classes. */
  classes: { ground: '#d8c79a', pit: '#7fb0dc', stockpile: '#f28c3c', vegetation: '#4fbf6a' },
  stream: '#38bdf8',
  depression: '#4aa8de',
  contour: '#0f172a',
  profileBefore: '#64748b',
  profileAfter: '#0b2540',
} as const;
