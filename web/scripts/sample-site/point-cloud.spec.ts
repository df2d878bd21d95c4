import { decodeSampleCloud, encodeSampleCloud, SAMPLE_CLOUD_CLASSES } from '../../src/lib/sample-cloud-format';
import { mergeClouds, surveyPoints } from './point-cloud';
import { generateSampleSite } from './terrain';

/** The file as the browser's fetch would hand it over. */
const arrayBufferOf = (file: Buffer): ArrayBuffer => new Uint8Array(file).buffer;

describe('the sample point cloud', () => {
  const site = generateSampleSite();
  const before = surveyPoints(site, 'before');
  const after = surveyPoints(site, 'after');
  const cloud = mergeClouds(before, after);

  it('holds a few tens of thousands of points over both epochs', () => {
    expect(cloud.count).toBeGreaterThan(20_000);
    expect(cloud.count).toBeLessThan(100_000);
    expect(Array.from(cloud.epochs.slice(0, before.count)).every((epoch) => epoch === 0)).toBe(true);
    expect(Array.from(cloud.epochs.slice(before.count)).every((epoch) => epoch === 1)).toBe(true);
  });

  it('classifies the pit only after excavation, and the stockpile and vegetation in both epochs', () => {
    const count = (survey: typeof before, value: number) => survey.classes.filter((c) => c === value).length;
    expect(count(before, SAMPLE_CLOUD_CLASSES.pit)).toBe(0);
    expect(count(after, SAMPLE_CLOUD_CLASSES.pit)).toBeGreaterThan(500);
    expect(count(after, SAMPLE_CLOUD_CLASSES.stockpile)).toBeGreaterThan(count(before, SAMPLE_CLOUD_CLASSES.stockpile));
    expect(count(before, SAMPLE_CLOUD_CLASSES.vegetation)).toBe(count(after, SAMPLE_CLOUD_CLASSES.vegetation));
  });

  it('is written in the documented layout: "PFPC", version 1, count, bounds, positions, classes, epochs', () => {
    const file = Buffer.from(encodeSampleCloud(cloud));
    expect(file.subarray(0, 4).toString('ascii')).toBe('PFPC');
    expect(file.readUInt32LE(4)).toBe(1);
    expect(file.readUInt32LE(8)).toBe(cloud.count);
    expect(file.length).toBe(36 + cloud.count * 14);
    // The first point's x, the last point's epoch, read at their documented offsets.
    expect(file.readFloatLE(36)).toBe(cloud.positions[0]);
    expect(file[file.length - 1]).toBe(1);

    const decoded = decodeSampleCloud(arrayBufferOf(file));
    expect(decoded.count).toBe(cloud.count);
    expect(decoded.positions).toEqual(cloud.positions);
    expect(decoded.classes).toEqual(cloud.classes);
    expect(decoded.epochs).toEqual(cloud.epochs);
    const { minX, minY, minZ, maxX, maxY, maxZ } = decoded.bounds;
    const outside = decoded.positions.filter((value, i) => {
      const [min, max] = [
        [minX, maxX],
        [minY, maxY],
        [minZ, maxZ],
      ][i % 3];
      return value < min || value > max;
    });
    expect(outside.length).toBe(0);
    expect([minX, minY, maxX, maxY].map(Math.round)).toEqual([0, 0, 400, 300]);
  });

  it('refuses a file that is not a sample cloud', () => {
    const file = Buffer.from(encodeSampleCloud(before));
    file.write('LASF', 0, 'ascii');
    expect(() => decodeSampleCloud(arrayBufferOf(file))).toThrow('Not a sample cloud');
  });
});
