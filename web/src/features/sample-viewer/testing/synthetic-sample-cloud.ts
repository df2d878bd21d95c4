import { encodeSampleCloud, SAMPLE_CLOUD_CLASSES, sampleCloudBounds } from '../../../lib/sample-cloud-format';
import type { SampleClass } from '../sample-cloud';

/**
 * A small made-up survey in the sample cloud's file format, for the viewer's unit tests and
 * browser journeys: they must not wait for (or break with) the build's real sample site. It
 * is shaped like one so the viewer has something to show: a sloping terrain with a drainage
 * line, an open pit with benches (deeper after the excavation), a stockpile beside it, trees
 * and a site cabin (with a class code the format does not list). Deterministic: the same options give the same bytes.
 */

export interface SamplePoint {
  x: number;
  y: number;
  z: number;
  classCode: number;
  epoch: number;
}

/** Writes points in the PFPC format (the format module's encoder), bounds computed from the points. */
export function encodePoints(points: readonly SamplePoint[]): ArrayBuffer {
  const positions = Float32Array.from(points.flatMap(({ x, y, z }) => [x, y, z]));
  return encodeSampleCloud({
    count: points.length,
    bounds: sampleCloudBounds(positions),
    positions,
    classes: Uint8Array.from(points, (point) => point.classCode),
    epochs: Uint8Array.from(points, (point) => point.epoch),
  });
}

export interface SyntheticSiteOptions {
  /** Metres between survey points; 2 gives about 15 000 points over both epochs. */
  spacing?: number;
}

const SITE_WIDTH = 240;
const SITE_DEPTH = 160;
const PIT = { x: 150, y: 80, radius: 52, benchWidth: 9, benchHeight: 4.5 };
const STOCKPILE = { x: 55, y: 118, radius: 24, height: 11 };
const CABIN = { x: 40, y: 30, width: 14, depth: 7, height: 3.5 };

/** Both epochs of the made-up site, as points. */
export function syntheticSitePoints({ spacing = 2 }: SyntheticSiteOptions = {}): SamplePoint[] {
  const random = seededRandom(20261125);
  const points: SamplePoint[] = [];
  for (const epoch of [0, 1]) {
    for (let gridY = 0; gridY <= SITE_DEPTH; gridY += spacing) {
      for (let gridX = 0; gridX <= SITE_WIDTH; gridX += spacing) {
        const x = gridX + (random() - 0.5) * spacing * 0.6;
        const y = gridY + (random() - 0.5) * spacing * 0.6;
        const { z, surfaceClass } = surfaceAt(x, y, epoch);
        points.push({ x, y, z: z + (random() - 0.5) * 0.05, classCode: code(surfaceClass), epoch });
        const above = objectAbove(x, y, random);
        if (above) points.push({ x, y, z: z + above.height, classCode: code(above.objectClass), epoch });
      }
    }
  }
  return points;
}

/** The made-up site in the PFPC format. */
export function syntheticSampleCloud(options: SyntheticSiteOptions = {}): ArrayBuffer {
  return encodePoints(syntheticSitePoints(options));
}

/** A code the file format does not list, so the cabin shows how the viewer draws one ("other"). */
export const UNLISTED_CLASS_CODE = 9;

function code(sampleClass: SampleClass): number {
  return sampleClass === 'other' ? UNLISTED_CLASS_CODE : SAMPLE_CLOUD_CLASSES[sampleClass];
}

function terrainAt(x: number, y: number): number {
  const slope = 0.05 * x + 0.02 * y;
  const hills = 3.5 * Math.sin(x / 38) * Math.cos(y / 31) + 1.5 * Math.sin((x + y) / 19);
  const drainageCentre = 40 + 0.25 * x + 8 * Math.sin(x / 30);
  const drainage = -3 * Math.exp(-((y - drainageCentre) ** 2) / (2 * 7 ** 2));
  return 120 + slope + hills + drainage;
}

function surfaceAt(x: number, y: number, epoch: number): { z: number; surfaceClass: SampleClass } {
  const terrain = terrainAt(x, y);
  const fromPit = Math.hypot(x - PIT.x, y - PIT.y);
  // Before the excavation the pit is two benches deep; after it, five.
  const benches = epoch === 0 ? 2 : 5;
  const pitRadius = epoch === 0 ? PIT.radius * 0.6 : PIT.radius;
  if (fromPit < pitRadius) {
    const bench = Math.min(benches, Math.ceil((pitRadius - fromPit) / PIT.benchWidth));
    // A ramp down the pit's south wall: a steady grade where it crosses the benches.
    const angle = Math.atan2(y - PIT.y, x - PIT.x);
    const onRamp = angle > -2.2 && angle < -1.2;
    const rampDepth = ((pitRadius - fromPit) / pitRadius) * benches * PIT.benchHeight;
    const depth = onRamp ? Math.min(rampDepth, bench * PIT.benchHeight) : bench * PIT.benchHeight;
    return { z: terrain - depth, surfaceClass: 'pit' };
  }
  const fromStockpile = Math.hypot(x - STOCKPILE.x, y - STOCKPILE.y);
  const stockpileHeight = epoch === 0 ? STOCKPILE.height * 0.35 : STOCKPILE.height;
  if (fromStockpile < STOCKPILE.radius) {
    const rise = stockpileHeight * Math.min(1, 1.6 * (1 - fromStockpile / STOCKPILE.radius));
    return { z: terrain + rise, surfaceClass: 'stockpile' };
  }
  return { z: terrain, surfaceClass: 'ground' };
}

/** A tree crown along the site's north and west edges, or the cabin's roof. */
function objectAbove(x: number, y: number, random: () => number): { height: number; objectClass: SampleClass } | null {
  if (Math.abs(x - CABIN.x) < CABIN.width / 2 && Math.abs(y - CABIN.y) < CABIN.depth / 2) {
    return { height: CABIN.height, objectClass: 'other' };
  }
  const nearEdge = y > SITE_DEPTH - 22 || x < 18;
  const clear = Math.hypot(x - STOCKPILE.x, y - STOCKPILE.y) < STOCKPILE.radius + 4;
  if (nearEdge && !clear && random() < 0.35) return { height: 3 + random() * 6, objectClass: 'vegetation' };
  return null;
}

/** mulberry32: a tiny deterministic generator, so the fixture never changes between runs. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
