import { publishReleaseSchema } from './schemas';

// The forms' module reads the API's origin from Vite's env, which Node has not.
jest.mock('../../lib/env', () => ({ API_ORIGIN: '' }));

const ARTIFACT = new File(['MZ installer bytes'], 'PointForge-Setup-1.1.0.exe');
const RELEASE = { version: '1.1.0', channel: 'stable', platform: 'windows', releasedAt: '2026-11-20', notes: '- Faster contours', artifact: ARTIFACT };

describe('publishReleaseSchema', () => {
  it('takes a semver version, a known channel and platform, a day, Markdown notes (or none) and a file', () => {
    expect(publishReleaseSchema.isValidSync(RELEASE)).toBe(true);
    expect(publishReleaseSchema.isValidSync({ ...RELEASE, version: '1.2.0-beta.1', channel: 'beta', notes: '' })).toBe(true);
  });

  it('sends the version and notes trimmed', () => {
    expect(publishReleaseSchema.cast({ ...RELEASE, version: ' 1.1.0 ', notes: ' notes ' })).toMatchObject({ version: '1.1.0', notes: 'notes' });
  });

  it.each([
    ['a version that is not semver', { version: 'v1.1' }, 'Enter a semantic version, such as 1.1.0.'],
    ['no version', { version: '' }, 'Enter a semantic version, such as 1.1.0.'],
    ['an unknown channel', { channel: 'nightly' }, 'Choose the channel.'],
    ['no platform', { platform: '' }, 'Choose the platform.'],
    ['no day', { releasedAt: '' }, 'Enter the release date.'],
    ['no file', { artifact: null }, 'Choose the installer file.'],
  ])('refuses %s', (_case, change, message) => {
    expect(() => publishReleaseSchema.validateSync({ ...RELEASE, ...change })).toThrow(message);
  });
});
