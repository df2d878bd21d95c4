/**
 * The sample point cloud's binary file ("PFPC", version 1), as the build's sample-site
 * generator writes it. Little-endian throughout:
 *
 *   header  magic "PFPC" (4 ASCII bytes) · version u32 = 1 · count u32 ·
 *           bounds 6 × f32 (minX, minY, minZ, maxX, maxY, maxZ)
 *   then    count × (x, y, z) f32
 *   then    count × u8 class (SAMPLE_CLASSES; a code past the list reads as "other")
 *   then    count × u8 epoch (0 before, 1 after the excavation)
 *
 * z is up, in metres, like the survey it stands for.
 */

export const SAMPLE_CLOUD_MAGIC = 'PFPC';
export const SAMPLE_CLOUD_VERSION = 1;
/** magic, version, count and the six bounds. */
export const SAMPLE_CLOUD_HEADER_BYTES = 4 + 4 + 4 + 6 * 4;
/** x, y, z as f32, then one class byte and one epoch byte. */
export const SAMPLE_CLOUD_BYTES_PER_POINT = 3 * 4 + 1 + 1;

/** The class codes in order: code 0 is ground, 1 stockpile, and so on. */
export const SAMPLE_CLASSES = ['ground', 'stockpile', 'pit', 'vegetation', 'other'] as const;
export type SampleClass = (typeof SAMPLE_CLASSES)[number];
export const OTHER_CLASS_CODE = SAMPLE_CLASSES.indexOf('other');

export const SAMPLE_EPOCHS = ['before', 'after'] as const;
export type SampleEpoch = (typeof SAMPLE_EPOCHS)[number];

export interface SampleBounds {
  min: readonly [number, number, number];
  max: readonly [number, number, number];
}

export interface SampleCloud {
  count: number;
  bounds: SampleBounds;
  /** x, y, z of each point, one after the other. */
  positions: Float32Array;
  /** Class code of each point, folded into SAMPLE_CLASSES (unknown codes become "other"). */
  classes: Uint8Array;
  /** Epoch code of each point: 0 before, 1 after the excavation. */
  epochs: Uint8Array;
}

/** The file is not a sample cloud this viewer can read; the message says why. */
export class SampleCloudFormatError extends Error {
  override readonly name = 'SampleCloudFormatError';
}

/** Reads a PFPC file, refusing anything short, long, of another version or with an epoch other than 0 or 1. */
export function parseSampleCloud(buffer: ArrayBuffer): SampleCloud {
  if (buffer.byteLength < SAMPLE_CLOUD_HEADER_BYTES) {
    throw new SampleCloudFormatError(`The file has ${buffer.byteLength} bytes, fewer than the ${SAMPLE_CLOUD_HEADER_BYTES} of a header.`);
  }
  const view = new DataView(buffer);
  const magic = String.fromCharCode(...new Uint8Array(buffer, 0, 4));
  if (magic !== SAMPLE_CLOUD_MAGIC) throw new SampleCloudFormatError(`The file starts with "${magic}", not "${SAMPLE_CLOUD_MAGIC}".`);
  const version = view.getUint32(4, true);
  if (version !== SAMPLE_CLOUD_VERSION) {
    throw new SampleCloudFormatError(`The file is version ${version}; this viewer reads version ${SAMPLE_CLOUD_VERSION}.`);
  }
  const count = view.getUint32(8, true);
  const expectedBytes = SAMPLE_CLOUD_HEADER_BYTES + count * SAMPLE_CLOUD_BYTES_PER_POINT;
  if (buffer.byteLength !== expectedBytes) {
    throw new SampleCloudFormatError(`A file of ${count} points has ${expectedBytes} bytes; this one has ${buffer.byteLength}.`);
  }
  const bound = (index: number) => view.getFloat32(12 + index * 4, true);
  const bounds: SampleBounds = { min: [bound(0), bound(1), bound(2)], max: [bound(3), bound(4), bound(5)] };

  // Read through the DataView, not a Float32Array over the bytes: that would take the
  // machine's byte order, and the file's is fixed.
  const positions = new Float32Array(count * 3);
  for (let index = 0; index < positions.length; index += 1) {
    positions[index] = view.getFloat32(SAMPLE_CLOUD_HEADER_BYTES + index * 4, true);
  }
  const classesStart = SAMPLE_CLOUD_HEADER_BYTES + count * 12;
  const classes = new Uint8Array(buffer.slice(classesStart, classesStart + count));
  for (let index = 0; index < count; index += 1) {
    if (classes[index] > OTHER_CLASS_CODE) classes[index] = OTHER_CLASS_CODE;
  }
  const epochs = new Uint8Array(buffer.slice(classesStart + count, classesStart + 2 * count));
  const badEpoch = epochs.findIndex((epoch) => epoch >= SAMPLE_EPOCHS.length);
  if (badEpoch !== -1) throw new SampleCloudFormatError(`Point ${badEpoch} has epoch ${epochs[badEpoch]}; epochs are 0 (before) and 1 (after).`);
  return { count, bounds, positions, classes, epochs };
}

/** The points of one epoch of a cloud, in file order. */
export interface SampleEpochPoints {
  count: number;
  positions: Float32Array;
  classes: Uint8Array;
}

/** The epochs the cloud has points for, in order (a file may hold only one). */
export function epochsIn(cloud: SampleCloud): SampleEpoch[] {
  return SAMPLE_EPOCHS.filter((_, code) => cloud.epochs.includes(code));
}

export function pointsOfEpoch(cloud: SampleCloud, epoch: SampleEpoch): SampleEpochPoints {
  const epochCode = SAMPLE_EPOCHS.indexOf(epoch);
  let count = 0;
  for (const code of cloud.epochs) if (code === epochCode) count += 1;
  const positions = new Float32Array(count * 3);
  const classes = new Uint8Array(count);
  let next = 0;
  for (let index = 0; index < cloud.count; index += 1) {
    if (cloud.epochs[index] !== epochCode) continue;
    positions.set(cloud.positions.subarray(index * 3, index * 3 + 3), next * 3);
    classes[next] = cloud.classes[index];
    next += 1;
  }
  return { count, positions, classes };
}
