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
function textOf(device: LicenseDeviceRow): string {
  const html = renderToStaticMarkup(createElement(LicenseDeviceEntry, { device, onRelease: () => undefined }));
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('LicenseDeviceEntry', () => {
  it('says until when the computer works without internet, in the dates of the tab', () => {
    expect(textOf(DEVICE)).toContain('Works offline until February 18, 2027');
  });

  it('says nothing of offline use before the computer holds a licence file', () => {
    expect(textOf({ ...DEVICE, offlineUntil: null })).not.toContain('Works offline');
  });

  it('names its Release button with the device', () => {
    expect(textOf(DEVICE)).toContain('Release SURVEY-LAPTOP');
  });
});
