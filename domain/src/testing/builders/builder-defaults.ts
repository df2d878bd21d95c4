/** The instant builders stamp by default, fixed so tests never depend on the real clock. */
export const BUILDER_EPOCH = new Date('2025-06-01T00:00:00.000Z');

let sequence = 0;

/** A fresh number per built object, so two builds never share an id, email or key. */
export function nextSequence(): number {
  sequence += 1;
  return sequence;
}
