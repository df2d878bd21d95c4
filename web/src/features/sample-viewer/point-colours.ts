import { classOfCode, type SampleClass } from './sample-cloud';

/** A colour with channels from 0 to 1. */
export type Rgb = readonly [number, number, number];

/**
 * Low to high: deep blue through teal and green to sand and a warm red-brown, the usual
 * hypsometric order a surveyor reads at a glance. Every stop stands out on the viewer's
 * navy background.
 */
export const ELEVATION_RAMP: readonly string[] = ['#3b82f6', '#14b8a6', '#84cc16', '#facc15', '#f97316', '#e11d48'];

/** One colour per class, far apart in hue so the classes tell apart. */
export const CLASS_COLOURS: Record<SampleClass, string> = {
  ground: '#c8b69a',
  vegetation: '#22c55e',
  stockpile: '#f59e0b',
  pit: '#38bdf8',
  other: '#e879f9',
};

/** The channel in linear light (the sRGB transfer function undone). */
export function srgbToLinear(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}

/**
 * "#rrggbb" in linear light: three.js takes vertex colours as linear and encodes the
 * picture to sRGB on output, so the hex colours above come out as written.
 */
export function hexToLinearRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [srgbToLinear(((value >> 16) & 0xff) / 255), srgbToLinear(((value >> 8) & 0xff) / 255), srgbToLinear((value & 0xff) / 255)];
}

const rampRgb = ELEVATION_RAMP.map(hexToLinearRgb);

/** The ramp's colour (linear light) at `t` (0 lowest, 1 highest; values outside are clamped), mixed between its stops. */
export function elevationColour(t: number): Rgb {
  const position = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0)) * (rampRgb.length - 1);
  const below = Math.min(rampRgb.length - 2, Math.floor(position));
  const mix = position - below;
  const [from, to] = [rampRgb[below], rampRgb[below + 1]];
  return [from[0] + (to[0] - from[0]) * mix, from[1] + (to[1] - from[1]) * mix, from[2] + (to[2] - from[2]) * mix];
}

/** Per-point colours (r, g, b, … in linear light) by height between `minZ` and `maxZ`. */
export function elevationColours(positions: Float32Array, minZ: number, maxZ: number): Float32Array {
  const colours = new Float32Array(positions.length);
  const range = maxZ - minZ || 1;
  for (let index = 0; index < positions.length; index += 3) {
    colours.set(elevationColour((positions[index + 2] - minZ) / range), index);
  }
  return colours;
}

/** The colour of every u8 class code, looked up once. */
const rgbByCode = Array.from({ length: 256 }, (_, code) => hexToLinearRgb(CLASS_COLOURS[classOfCode(code)]));

/** Per-point colours (r, g, b, … in linear light) by class code (an unknown code as "other"). */
export function classColours(classes: Uint8Array): Float32Array {
  const colours = new Float32Array(classes.length * 3);
  classes.forEach((classCode, index) => colours.set(rgbByCode[classCode], index * 3));
  return colours;
}
