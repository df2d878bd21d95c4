import { SAMPLE_CLOUD_CLASSES, SAMPLE_CLOUD_HEADER_BYTES } from '../../lib/sample-cloud-format';
import { classOfCode, epochsIn, pointsOfEpoch, readSampleCloud, SAMPLE_CLASSES } from './sample-cloud';
import { encodePoints, syntheticSampleCloud, UNLISTED_CLASS_CODE, type SamplePoint } from './testing/synthetic-sample-cloud';

const points: SamplePoint[] = [
  { x: 1.5, y: -2, z: 100.25, classCode: SAMPLE_CLOUD_CLASSES.ground, epoch: 0 },
  { x: 10, y: 20, z: 95, classCode: SAMPLE_CLOUD_CLASSES.pit, epoch: 1 },
  { x: -3, y: 4.5, z: 110, classCode: SAMPLE_CLOUD_CLASSES.stockpile, epoch: 1 },
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

describe('readSampleCloud', () => {
  it('reads a file written byte by byte: little-endian header, positions, classes and epochs', () => {
    const cloud = readSampleCloud(handWrittenFile());
    expect(cloud.count).toBe(1);
    expect(cloud.bounds).toEqual({ minX: 0, minY: 0, minZ: 0, maxX: 1, maxY: 1, maxZ: 1 });
    expect(Array.from(cloud.positions)).toEqual([0.5, 0.25, 1]);
    expect(Array.from(cloud.classes)).toEqual([3]);
    expect(Array.from(cloud.epochs)).toEqual([1]);
  });

  it('reads back what the fixture writes, with the bounds of the points', () => {
    const cloud = readSampleCloud(encodePoints(points));
    expect(Array.from(cloud.positions)).toEqual([1.5, -2, 100.25, 10, 20, 95, -3, 4.5, 110]);
    expect(Array.from(cloud.epochs)).toEqual([0, 1, 1]);
    expect(cloud.bounds).toEqual({ minX: -3, minY: -2, minZ: 95, maxX: 10, maxY: 20, maxZ: 110 });
  });

  it.each([
    ['with another magic', () => withByte(handWrittenFile(), 0, 0x58), /magic/],
    ['of another version', () => withUint32(handWrittenFile(), 4, 2), /version 2/],
    ['cut short', () => handWrittenFile().slice(0, 49), /should be 50 bytes, is 49/],
    ['with a point of epoch 2', () => withByte(handWrittenFile(), 49, 2), /Point 0 has epoch 2/],
  ])('refuses a file %s, saying why', (_, file, message) => {
    expect(() => readSampleCloud(file())).toThrow(message);
  });

  it('reads the synthetic sample site: two epochs, every class, bounds around every point', () => {
    const cloud = readSampleCloud(syntheticSampleCloud({ spacing: 4 }));
    expect(cloud.count).toBeGreaterThan(4000);
    expect(epochsIn(cloud)).toEqual(['before', 'after']);
    expect(new Set(Array.from(cloud.classes, classOfCode))).toEqual(new Set(SAMPLE_CLASSES));
    const { minX, minY, minZ, maxX, maxY, maxZ } = cloud.bounds;
    for (let index = 0; index < cloud.positions.length; index += 1) {
      expect(cloud.positions[index]).toBeGreaterThanOrEqual([minX, minY, minZ][index % 3]);
      expect(cloud.positions[index]).toBeLessThanOrEqual([maxX, maxY, maxZ][index % 3]);
    }
  });
});

describe('classOfCode', () => {
  it('names the codes of the file format, and any other code "other"', () => {
    expect(classOfCode(SAMPLE_CLOUD_CLASSES.vegetation)).toBe('vegetation');
    expect(classOfCode(SAMPLE_CLOUD_CLASSES.pit)).toBe('pit');
    expect(classOfCode(UNLISTED_CLASS_CODE)).toBe('other');
  });
});

describe('pointsOfEpoch and epochsIn', () => {
  const cloud = readSampleCloud(encodePoints(points));

  it('keeps the points of one epoch, in file order, with their classes', () => {
    const after = pointsOfEpoch(cloud, 'after');
    expect(after.count).toBe(2);
    expect(Array.from(after.positions)).toEqual([10, 20, 95, -3, 4.5, 110]);
    expect(Array.from(after.classes)).toEqual([SAMPLE_CLOUD_CLASSES.pit, SAMPLE_CLOUD_CLASSES.stockpile]);
    expect(pointsOfEpoch(cloud, 'before').count).toBe(1);
  });

  it('names only the epochs a file has points for', () => {
    expect(epochsIn(readSampleCloud(encodePoints(points.slice(1))))).toEqual(['after']);
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
