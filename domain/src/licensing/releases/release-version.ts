/**
 * Versions as semver.org 2.0.0 spells them (`1.2.3`, `2.0.0-beta.1`, `1.0.0+build.5`): no
 * leading `v`, no leading zeros. The pattern is the one semver.org publishes.
 */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/** A release's version, at most this long (the column, and what an app may report). */
export const RELEASE_VERSION_MAX_LENGTH = 32;

export function isReleaseVersion(value: string): boolean {
  return value.length <= RELEASE_VERSION_MAX_LENGTH && SEMVER.test(value);
}

/**
 * Semver precedence (§11): negative when `a` comes before `b`, 0 when equal (build metadata
 * is ignored), positive after. A pre-release comes before its release; its dot-separated
 * identifiers compare numerically when numeric, numbers before words. Both must be valid.
 */
export function compareReleaseVersions(a: string, b: string): number {
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (left.core[i] !== right.core[i]) return left.core[i]! - right.core[i]!;
  if (left.pre.length === 0 || right.pre.length === 0) return right.pre.length - left.pre.length;
  for (let i = 0; i < Math.min(left.pre.length, right.pre.length); i += 1) {
    const order = compareIdentifiers(left.pre[i]!, right.pre[i]!);
    if (order !== 0) return order;
  }
  return left.pre.length - right.pre.length;
}

function parts(version: string): { core: number[]; pre: string[] } {
  const match = SEMVER.exec(version);
  if (!match) throw new RangeError(`Not a semantic version: ${JSON.stringify(version)}`);
  return { core: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4] === undefined ? [] : match[4].split('.') };
}

function compareIdentifiers(a: string, b: string): number {
  const [aNumeric, bNumeric] = [/^\d+$/.test(a), /^\d+$/.test(b)];
  if (aNumeric && bNumeric) return Number(a) - Number(b);
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
