import { updateAvailable } from './update-available';

const LATEST = [
  { platform: 'windows', version: '1.1.0' },
  { platform: 'macos', version: '1.0.7' },
] as const;

describe('updateAvailable', () => {
  it('names the latest release of the device platform when its app is behind', () => {
    expect(updateAvailable({ platform: 'windows', appVersion: '1.0.7' }, LATEST)).toBe('1.1.0');
    expect(updateAvailable({ platform: 'windows', appVersion: '1.1.0-beta.2' }, LATEST)).toBe('1.1.0');
  });

  it('leaves a device on the latest or ahead of it (a beta tester) alone', () => {
    expect(updateAvailable({ platform: 'windows', appVersion: '1.1.0' }, LATEST)).toBeNull();
    expect(updateAvailable({ platform: 'windows', appVersion: '1.2.0-beta.1' }, LATEST)).toBeNull();
    expect(updateAvailable({ platform: 'macos', appVersion: '1.0.7' }, LATEST)).toBeNull();
  });

  it('compares only within the platform, and never marks what it cannot read', () => {
    expect(updateAvailable({ platform: 'linux', appVersion: '0.9.0' }, LATEST)).toBeNull();
    expect(updateAvailable({ platform: null, appVersion: '0.9.0' }, LATEST)).toBeNull();
    expect(updateAvailable({ platform: 'windows', appVersion: null }, LATEST)).toBeNull();
    expect(updateAvailable({ platform: 'windows', appVersion: 'dev build' }, LATEST)).toBeNull();
  });
});
