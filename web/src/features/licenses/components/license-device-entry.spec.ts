import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LicenseDeviceRow } from '../api/get-my-licenses';
import { LicenseDeviceEntry } from './license-device-entry';

const DEVICE: LicenseDeviceRow = {
  id: 'device-1',
  userId: 'user-1',
  name: 'SURVEY-LAPTOP',
  platform: 'windows',
  appVersion: '1.0.7',
  activatedAt: '2026-11-02T08:00:00.000Z',
  lastSeenAt: '2026-11-20T08:00:00.000Z',
  offlineUntil: '2027-02-18T08:00:00.000Z',
};

/** The entry's text as read, tags dropped and blanks collapsed. */
function textOf(device: LicenseDeviceRow, update: string | null): string {
  const html = renderToStaticMarkup(createElement(LicenseDeviceEntry, { device, update, onRelease: () => undefined }));
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('LicenseDeviceEntry', () => {
  it('says until when the computer works without internet, in the dates of the tab', () => {
    expect(textOf(DEVICE, null)).toContain('Works offline until February 18, 2027');
  });

  it('says nothing of offline use before the computer holds a licence file', () => {
    expect(textOf({ ...DEVICE, offlineUntil: null }, null)).not.toContain('Works offline');
  });

  it('marks a device whose app is behind with the version to update to', () => {
    expect(textOf(DEVICE, '1.1.0')).toContain('SURVEY-LAPTOP Update available: 1.1.0');
    expect(textOf(DEVICE, null)).not.toContain('Update available');
  });

  it('names its Release button with the device', () => {
    expect(textOf(DEVICE, null)).toContain('Release SURVEY-LAPTOP');
  });
});
