/**
 * Semantic versions (semver.org 2.0.0) as the update feed names releases. The client ships
 * without the server's code (it stands apart), so it orders versions itself;
 * release-version.spec.ts holds it to the server's order on the same pairs.
 */
/** The pattern semver.org publishes: no leading `v`, no leading zeros. */
const VERSION =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export function isVersion(value: string): boolean {
  return VERSION.test(value);
}

/**
 * Semver precedence (§11): negative when `a` is older than `b`, 0 when they are the same
 * (build metadata aside), positive when newer. Throws RangeError for a string that is no
 * version.
 */
export function compareVersions(a: string, b: string): number {
  const [left, right] = [versionParts(a), versionParts(b)];
  const coreOrder = left.core.map((number, i) => number - right.core[i]!).find((difference) => difference !== 0);
  if (coreOrder !== undefined) return coreOrder;
  // A release (no pre-release identifiers) is newer than any of its pre-releases.
  if (left.pre.length === 0 || right.pre.length === 0) return right.pre.length - left.pre.length;
  const length = Math.min(left.pre.length, right.pre.length);
  for (let i = 0; i < length; i += 1) {
    const order = identifierOrder(left.pre[i]!, right.pre[i]!);
    if (order !== 0) return order;
  }
  return left.pre.length - right.pre.length;
}

function versionParts(version: string): { core: number[]; pre: string[] } {
  const match = VERSION.exec(version);
  if (!match) throw new RangeError(`${JSON.stringify(version)} is not a semantic version`);
  const [, major, minor, patch, pre] = match;
  return { core: [major, minor, patch].map(Number), pre: pre?.split('.') ?? [] };
}

/** Numeric identifiers by value and before alphanumeric ones; alphanumeric ones in ASCII order. */
function identifierOrder(a: string, b: string): number {
  const numeric = (identifier: string) => /^\d+$/.test(identifier);
  if (numeric(a) && numeric(b)) return Number(a) - Number(b);
  if (numeric(a) || numeric(b)) return numeric(a) ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}
