import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { KeepDevicesPicker } from './keep-devices-picker';

const DEVICES = [
  { id: 'a', name: 'LAPTOP-7', platform: 'windows' as const, lastSeenAt: '2026-11-20T09:00:00.000Z' },
  { id: 'b', name: null, platform: null, lastSeenAt: '2026-11-21T09:00:00.000Z' },
  { id: 'c', name: 'Studio Mac', platform: 'macos' as const, lastSeenAt: '2026-11-22T09:00:00.000Z' },
];

function picker(keepDeviceIds: string[], devices: typeof DEVICES | undefined): string {
  return renderToStaticMarkup(
    createElement(KeepDevicesPicker, { devices, limit: 2, effectiveAt: '2027-03-01T00:00:00.000Z', keepDeviceIds, onChange: () => undefined }),
  );
}

/** Each checkbox's label text, whether it is ticked and whether it can be. */
function boxes(markup: string) {
  return [...markup.matchAll(/<label[^>]*><input type="checkbox"([^>]*)\/><span>(.*?)<\/span><\/label>/g)].map(([, attributes, label]) => ({
    label: label!.replace(/<[^>]+>/g, ''),
    checked: attributes!.includes('checked'),
    disabled: attributes!.includes('disabled'),
  }));
}

describe('KeepDevicesPicker (a downgrade to a plan that runs on fewer computers than are in use)', () => {
  it('says how many to keep and when the others go, and lists each computer as the Licenses tab names it', () => {
    const markup = picker([], DEVICES);

    expect(markup).toContain('<legend');
    expect(markup).toContain('Choose up to 2 computers to keep. The others are released on March 1, 2027.');
    expect(boxes(markup)).toEqual([
      { label: 'LAPTOP-7 Windows, last seen November 20, 2026', checked: false, disabled: false },
      { label: 'Unnamed device Not reported, last seen November 21, 2026', checked: false, disabled: false },
      { label: 'Studio Mac macOS, last seen November 22, 2026', checked: false, disabled: false },
    ]);
  });

  it('once as many as the lower plan runs on are ticked, the others cannot be', () => {
    expect(boxes(picker(['a', 'c'], DEVICES)).map(({ checked, disabled }) => ({ checked, disabled }))).toEqual([
      { checked: true, disabled: false },
      { checked: false, disabled: true },
      { checked: true, disabled: false },
    ]);
    expect(boxes(picker(['a'], DEVICES)).filter(({ disabled }) => disabled)).toEqual([]);
  });

  it('waits for the licences, and says so when none of its computers could be read', () => {
    expect(picker([], undefined)).toContain('Loading your computers');
    expect(picker([], [])).toContain('Your computers could not be loaded.');
  });
});
