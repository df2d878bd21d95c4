/** Colours of the figures: the site's tokens (web/src/components/ui/tokens.css) and the data ramps. */

export type Rgb = readonly [number, number, number];

export function hex(value: string): Rgb {
  const n = parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export const SITE_COLOURS = {
  ink: '#0f172a',
  inkMuted: '#475569',
  paper: '#ffffff',
  surface: '#f1f5f9',
  border: '#cbd5e1',
  brand: '#0b2540',
  brandStrong: '#071a2e',
  brandSoft: '#123657',
  accent: '#0f766e',
  onBrand: '#f8fafc',
  onBrandMuted: '#cbd5e1',
  highlight: '#5eead4',
  danger: '#b91c1c',
} as const;

/** Hypsometric ramp, low to high: deep teal through sea green and sand to ochre and rust. */
const ELEVATION_RAMP: readonly Rgb[] = ['#0e4d64', '#0f766e', '#3aa789', '#9fd39a', '#efe3a1', '#e3a75f', '#b5603a'].map(hex);

function ramp(stops: readonly Rgb[], t: number): Rgb {
  const clamped = Math.min(Math.max(t, 0), 1) * (stops.length - 1);
  const i = Math.min(Math.floor(clamped), stops.length - 2);
  const f = clamped - i;
  return [0, 1, 2].map((k) => stops[i][k] + (stops[i + 1][k] - stops[i][k]) * f) as unknown as Rgb;
}

/** Colour of an elevation `t` in [0, 1] between the figure's lowest and highest. */
export function elevationColour(t: number): Rgb {
  return ramp(ELEVATION_RAMP, t);
}

const CUT_RAMP: readonly Rgb[] = ['#fde2d4', '#f59e7a', '#dc4c3e', '#9f1d28'].map(hex);
const FILL_RAMP: readonly Rgb[] = ['#d5f5ee', '#6fd4c0', '#14a08d', '#0b5e66'].map(hex);

/** Colour of a height change: cut (negative) in reds, fill (positive) in teals, deeper for more. */
export function changeColour(change: number, fullScale: number): Rgb {
  const t = Math.min(Math.abs(change) / fullScale, 1) ** 0.6;
  return ramp(change < 0 ? CUT_RAMP : FILL_RAMP, t);
}

export const CUT_HEX = '#dc4c3e';
export const FILL_HEX = '#14a08d';

export function scale(colour: Rgb, factor: number): Rgb {
  return [colour[0] * factor, colour[1] * factor, colour[2] * factor];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function cssRgb(colour: Rgb): string {
  return `rgb(${colour.map((c) => Math.round(c)).join(' ')})`;
}
