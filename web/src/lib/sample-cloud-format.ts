/**
 * The sample point cloud as the build writes it to /sample/sample-cloud.bin, for a WebGL
 * viewer: one fetch, typed-array views, no parsing. Little-endian throughout.
 *
 *   offset  size        field
 *   0       4           magic "PFPC" (ASCII)
 *   4       4           version, u32 = 1
 *   8       4           count, u32: the number of points
 *   12      24          bbox, 6 × f32: minX, minY, minZ, maxX, maxY, maxZ (metres)
 *   36      12 × count  positions, count × (x, y, z) f32, metres (x east, y north, z up)
 *   …       count       class, count × u8 (SAMPLE_CLOUD_CLASSES)
 *   …       count       epoch, count × u8: 0 before excavation, 1 after
 *
 * The header is 36 bytes, so the positions start 4-byte aligned and a Float32Array can view
 * them in place.
 */

export const SAMPLE_CLOUD_MAGIC = 'PFPC';
export const SAMPLE_CLOUD_VERSION = 1;
export const SAMPLE_CLOUD_HEADER_BYTES = 36;

/** The point classes of the sample cloud (u8 values). */
export const SAMPLE_CLOUD_CLASSES = {
  ground: 0,
  vegetation: 1,
  stockpile: 2,
  pit: 3,
} as const;

export interface SampleCloudBounds {
  readonly minX: number;
  readonly minY: number;
  readonly minZ: number;
  readonly maxX: number;
  readonly maxY: number;
  readonly maxZ: number;
}

/** The decoded file: positions interleaved x, y, z. */
export interface SampleCloud {
  readonly count: number;
  readonly bounds: SampleCloudBounds;
  readonly positions: Float32Array;
  readonly classes: Uint8Array;
  readonly epochs: Uint8Array;
}

export function sampleCloudByteLength(count: number): number {
  return SAMPLE_CLOUD_HEADER_BYTES + count * 12 + count * 2;
}

/** Reads the file; throws on a wrong magic, version or length. Views the buffer without copying. */
export function decodeSampleCloud(buffer: ArrayBuffer): SampleCloud {
  const view = new DataView(buffer);
  const magic = String.fromCharCode(...new Uint8Array(buffer, 0, 4));
  if (magic !== SAMPLE_CLOUD_MAGIC) throw new Error(`Not a sample cloud: magic ${JSON.stringify(magic)}`);
  const version = view.getUint32(4, true);
  if (version !== SAMPLE_CLOUD_VERSION) throw new Error(`Unsupported sample cloud version ${version}`);
  const count = view.getUint32(8, true);
  if (buffer.byteLength !== sampleCloudByteLength(count)) {
    throw new Error(`Sample cloud of ${count} points should be ${sampleCloudByteLength(count)} bytes, is ${buffer.byteLength}`);
  }
  const bound = (index: number) => view.getFloat32(12 + index * 4, true);
  const classesOffset = SAMPLE_CLOUD_HEADER_BYTES + count * 12;
  return {
    count,
    bounds: { minX: bound(0), minY: bound(1), minZ: bound(2), maxX: bound(3), maxY: bound(4), maxZ: bound(5) },
    positions: new Float32Array(buffer, SAMPLE_CLOUD_HEADER_BYTES, count * 3),
    classes: new Uint8Array(buffer, classesOffset, count),
    epochs: new Uint8Array(buffer, classesOffset + count, count),
  };
}

/** The bounds of interleaved x, y, z positions; zeros for none. */
export function sampleCloudBounds(positions: ArrayLike<number>): SampleCloudBounds {
  if (positions.length === 0) return { minX: 0, minY: 0, minZ: 0, maxX: 0, maxY: 0, maxZ: 0 };
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i++) {
    const axis = i % 3;
    min[axis] = Math.min(min[axis] as number, positions[i] as number);
    max[axis] = Math.max(max[axis] as number, positions[i] as number);
  }
  const [minX, minY, minZ] = min as [number, number, number];
  const [maxX, maxY, maxZ] = max as [number, number, number];
  return { minX, minY, minZ, maxX, maxY, maxZ };
}

/** Writes the cloud in this layout: the inverse of decodeSampleCloud. */
export function encodeSampleCloud(cloud: SampleCloud): ArrayBuffer {
  const buffer = new ArrayBuffer(sampleCloudByteLength(cloud.count));
  const view = new DataView(buffer);
  const bytes = new Uint8Array(buffer);
  [...SAMPLE_CLOUD_MAGIC].forEach((char, index) => view.setUint8(index, char.charCodeAt(0)));
  view.setUint32(4, SAMPLE_CLOUD_VERSION, true);
  view.setUint32(8, cloud.count, true);
  const { minX, minY, minZ, maxX, maxY, maxZ } = cloud.bounds;
  [minX, minY, minZ, maxX, maxY, maxZ].forEach((value, index) => view.setFloat32(12 + index * 4, value, true));
  cloud.positions.forEach((value, index) => view.setFloat32(SAMPLE_CLOUD_HEADER_BYTES + index * 4, value, true));
  const classesOffset = SAMPLE_CLOUD_HEADER_BYTES + cloud.count * 12;
  bytes.set(cloud.classes, classesOffset);
  bytes.set(cloud.epochs, classesOffset + cloud.count);
  return buffer;
}
