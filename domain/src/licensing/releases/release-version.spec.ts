import { VERSIONS_IN_ORDER } from '../../testing/release-test-kit';
import { compareReleaseVersions, isReleaseVersion } from './release-version';

describe('release versions', () => {
  it.each(['1.0.7', '1.10.0', '2.0.0-beta.1', '1.0.0-rc.1+build.5', '0.0.1'])('accepts %s', (version) => {
    expect(isReleaseVersion(version)).toBe(true);
  });

  it.each(['v1.0.7', '1.0', '01.0.0', '1.0.0-', '1.0.0-01', '1.0.0 ', '', `1.0.${'9'.repeat(40)}`])('refuses %j', (version) => {
    expect(isReleaseVersion(version)).toBe(false);
  });

  it('orders by semver precedence, not as text', () => {
    const ordered = [...VERSIONS_IN_ORDER];
    const shuffled = [...ordered].reverse();

    expect(shuffled.sort(compareReleaseVersions)).toEqual(ordered);
  });

  it('ignores build metadata', () => {
    expect(compareReleaseVersions('1.1.0+build.1', '1.1.0+build.2')).toBe(0);
  });
});
