/** Colours of the figures: the site's tokens (web/src/components/ui/tokens.css); the data ramps are src/lib/sample-palette.ts's. */
import { CUT_STOPS, FILL_STOPS, hex, ramp, type Rgb } from '../../../src/lib/sample-palette';

const CUT_RGB = CUT_STOPS.map(hex);
const FILL_RGB = FILL_STOPS.map(hex);

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

/** Colour of a height change: cut (negative) in reds, fill (positive) in teals, deeper for more. */
export function changeColour(change: number, fullScale: number): Rgb {
  const t = Math.min(Math.abs(change) / fullScale, 1) ** 0.6;
  return ramp(change < 0 ? CUT_RGB : FILL_RGB, t);
}

export function scale(colour: Rgb, factor: number): Rgb {
  return [colour[0] * factor, colour[1] * factor, colour[2] * factor];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function cssRgb(colour: Rgb): string {
  return `rgb(${colour.map((c) => Math.round(c)).join(' ')})`;
}
