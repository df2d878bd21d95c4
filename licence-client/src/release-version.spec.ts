import { compareReleaseVersions } from '@pointforge/domain';
import { VERSIONS_IN_ORDER } from '@pointforge/domain/testing';
import { compareVersions, isVersion } from './release-version';

describe('release versions as the client orders them', () => {
  it('follows semver precedence, and orders every pair as the server does', () => {
    for (const [i, older] of VERSIONS_IN_ORDER.entries()) {
      for (const [j, other] of VERSIONS_IN_ORDER.entries()) {
        expect(Math.sign(compareVersions(older, other))).toBe(Math.sign(i - j));
        expect(Math.sign(compareVersions(older, other))).toBe(Math.sign(compareReleaseVersions(older, other)));
      }
    }
  });

  it('ignores build metadata', () => {
    expect(compareVersions('1.1.0+build.7', '1.1.0')).toBe(0);
  });

  it('knows a version from anything else, and refuses to order what is none', () => {
    expect(['1.1.0', '1.2.0-beta.1', '1.0.0+build.5'].every(isVersion)).toBe(true);
    expect(['v1.1.0', '1.1', '01.1.0', '1.1.0-', '1.1.0-01', '9.9.9 ', ''].some(isVersion)).toBe(false);
    expect(() => compareVersions('latest', '1.0.0')).toThrow(RangeError);
  });
});
