import {
  epochsIn,
  parseSampleCloud,
  pointsOfEpoch,
  SAMPLE_CLOUD_HEADER_BYTES,
  SampleCloudFormatError,
} from './sample-cloud-format';
import { encodeSampleCloud, syntheticSampleCloud, type SamplePoint } from './testing/synthetic-sample-cloud';

const points: SamplePoint[] = [
  { x: 1.5, y: -2, z: 100.25, classCode: 0, epoch: 0 },
  { x: 10, y: 20, z: 95, classCode: 2, epoch: 1 },
  { x: -3, y: 4.5, z: 110, classCode: 1, epoch: 1 },
];

/** The bytes of a PFPC file written field by field, independently of the fixture's encoder. */
function handWrittenFile(): ArrayBuffer {
  const buffer = new ArrayBuffer(SAMPLE_CLOUD_HEADER_BYTES + 14);
  const view = new DataView(buffer);
  [0x50, 0x46, 0x50, 0x43].forEach((byte, index) => view.setUint8(index, byte));
  view.setUint32(4, 1, true);
  view.setUint32(8, 1, true);
  [0, 0, 0, 1, 1, 1].forEach((value, index) => view.setFloat32(12 + index * 4, value, true));
  [0.5, 0.25, 1].forEach((value, index) => view.setFloat32(36 + index * 4, value, true));
  view.setUint8(48, 3);
  view.setUint8(49, 1);
  return buffer;
}

describe('parseSampleCloud', () => {
  it('reads a file written byte by byte: little-endian header, positions, classes and epochs', () => {
    const cloud = parseSampleCloud(handWrittenFile());
    expect(cloud.count).toBe(1);
    expect(cloud.bounds).toEqual({ min: [0, 0, 0], max: [1, 1, 1] });
    expect(Array.from(cloud.positions)).toEqual([0.5, 0.25, 1]);
    expect(Array.from(cloud.classes)).toEqual([3]);
    expect(Array.from(cloud.epochs)).toEqual([1]);
  });

  it('reads back what the fixture writes, with the bounds of the points', () => {
    const cloud = parseSampleCloud(encodeSampleCloud(points));
    expect(cloud.count).toBe(3);
    expect(Array.from(cloud.positions)).toEqual([1.5, -2, 100.25, 10, 20, 95, -3, 4.5, 110]);
    expect(Array.from(cloud.classes)).toEqual([0, 2, 1]);
    expect(Array.from(cloud.epochs)).toEqual([0, 1, 1]);
    expect(cloud.bounds).toEqual({ min: [-3, -2, 95], max: [10, 20, 110] });
  });

  it('reads an empty cloud', () => {
    expect(parseSampleCloud(encodeSampleCloud([])).count).toBe(0);
  });

  it('shows a class code past the known ones as "other" (4)', () => {
    const cloud = parseSampleCloud(encodeSampleCloud([{ ...points[0], classCode: 9 }]));
    expect(Array.from(cloud.classes)).toEqual([4]);
  });

  it.each([
    ['shorter than a header', () => new ArrayBuffer(20), /has 20 bytes, fewer than the 36 of a header/],
    ['another magic', () => withByte(handWrittenFile(), 0, 0x58), /starts with "XFPC"/],
    ['another version', () => withUint32(handWrittenFile(), 4, 2), /version 2; this viewer reads version 1/],
    ['truncated', () => handWrittenFile().slice(0, 49), /A file of 1 points has 50 bytes; this one has 49/],
    ['with bytes left over', () => concat(handWrittenFile(), new ArrayBuffer(3)), /has 50 bytes; this one has 53/],
    ['a count that does not match the length', () => withUint32(handWrittenFile(), 8, 2), /A file of 2 points has 64 bytes/],
    ['an epoch other than 0 or 1', () => withByte(handWrittenFile(), 49, 2), /Point 0 has epoch 2/],
  ])('refuses a file %s, saying why', (_, file, message) => {
    expect(() => parseSampleCloud(file())).toThrow(SampleCloudFormatError);
    expect(() => parseSampleCloud(file())).toThrow(message);
  });

  it('reads the synthetic sample site: two epochs, every class, bounds around every point', () => {
    const cloud = parseSampleCloud(syntheticSampleCloud({ spacing: 4 }));
    expect(cloud.count).toBeGreaterThan(4000);
    expect(epochsIn(cloud)).toEqual(['before', 'after']);
    expect(new Set(cloud.classes)).toEqual(new Set([0, 1, 2, 3, 4]));
    for (let index = 0; index < cloud.positions.length; index += 1) {
      expect(cloud.positions[index]).toBeGreaterThanOrEqual(cloud.bounds.min[index % 3]);
      expect(cloud.positions[index]).toBeLessThanOrEqual(cloud.bounds.max[index % 3]);
    }
  });
});

describe('pointsOfEpoch and epochsIn', () => {
  const cloud = parseSampleCloud(encodeSampleCloud(points));

  it('keeps the points of one epoch, in file order, with their classes', () => {
    const after = pointsOfEpoch(cloud, 'after');
    expect(after.count).toBe(2);
    expect(Array.from(after.positions)).toEqual([10, 20, 95, -3, 4.5, 110]);
    expect(Array.from(after.classes)).toEqual([2, 1]);
    expect(pointsOfEpoch(cloud, 'before').count).toBe(1);
  });

  it('names only the epochs a file has points for', () => {
    expect(epochsIn(parseSampleCloud(encodeSampleCloud(points.slice(1))))).toEqual(['after']);
  });
});

function withByte(buffer: ArrayBuffer, offset: number, value: number): ArrayBuffer {
  new DataView(buffer).setUint8(offset, value);
  return buffer;
}

function withUint32(buffer: ArrayBuffer, offset: number, value: number): ArrayBuffer {
  new DataView(buffer).setUint32(offset, value, true);
  return buffer;
}

function concat(first: ArrayBuffer, second: ArrayBuffer): ArrayBuffer {
  const joined = new Uint8Array(first.byteLength + second.byteLength);
  joined.set(new Uint8Array(first), 0);
  joined.set(new Uint8Array(second), first.byteLength);
  return joined.buffer;
}
