import { decodeSampleCloud, SAMPLE_CLOUD_CLASSES, type SampleCloud } from '../../lib/sample-cloud-format';

/** The classes the viewer names and colours: the file's own, and "other" for a code it does not know. */
export type SampleClass = keyof typeof SAMPLE_CLOUD_CLASSES | 'other';
export const SAMPLE_CLASSES: readonly SampleClass[] = [...(Object.keys(SAMPLE_CLOUD_CLASSES) as (keyof typeof SAMPLE_CLOUD_CLASSES)[]), 'other'];

const CLASS_BY_CODE = new Map<number, SampleClass>(Object.entries(SAMPLE_CLOUD_CLASSES).map(([name, code]) => [code, name as SampleClass]));

/** The class a code stands for; a code the file format does not list is "other". */
export function classOfCode(code: number): SampleClass {
  return CLASS_BY_CODE.get(code) ?? 'other';
}

export const SAMPLE_EPOCHS = ['before', 'after'] as const;
export type SampleEpoch = (typeof SAMPLE_EPOCHS)[number];

/**
 * The file read by the format's own decoder (magic, version and length checked there), and
 * refused too when a point has an epoch other than 0 (before) or 1 (after).
 */
export function readSampleCloud(buffer: ArrayBuffer): SampleCloud {
  const cloud = decodeSampleCloud(buffer);
  const badEpoch = cloud.epochs.findIndex((epoch) => epoch >= SAMPLE_EPOCHS.length);
  if (badEpoch !== -1) throw new Error(`Point ${badEpoch} has epoch ${cloud.epochs[badEpoch]}; epochs are 0 (before) and 1 (after).`);
  return cloud;
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

/** A copy of the points of one epoch (the viewer moves them to its own origin). */
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
