import { hex, elevationColour as paletteColour, type Rgb as SrgbColour } from '../../lib/sample-palette';
import { classOfCode, type SampleClass } from './sample-cloud';

/** A colour with channels from 0 to 1. */
export type Rgb = readonly [number, number, number];

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
export function hexToLinearRgb(value: string): Rgb {
  return linearRgb(hex(value));
}

function linearRgb([r, g, b]: SrgbColour): Rgb {
  return [srgbToLinear(r / 255), srgbToLinear(g / 255), srgbToLinear(b / 255)];
}

/**
 * The elevation palette's colour (src/lib/sample-palette.ts, the figures' too) at `t` (0
 * lowest, 1 highest; clamped) in linear light: mixed in sRGB as the figures mix it, so both
 * show the same colour for the same height.
 */
export function elevationColour(t: number): Rgb {
  return linearRgb(paletteColour(t));
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
