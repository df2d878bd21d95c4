import { encodeBase64url } from '../../shared/base64url';
import { utf8Bytes } from '../../testing/utf8-bytes';
import { DAY_MS } from '../../shared/time';
import { fakeDevicePublicKey } from '../../testing/fake-deactivation-key-agreement';
import { anActivationRequestText } from '../../testing/activation-request-text';
import { activationRequestExpiry, activationRequestTiming, parseActivationRequest } from './activation-request';

const MADE = new Date('2026-03-02T08:15:00.000Z');
const armored = (json: string) =>
  ['-----BEGIN POINTFORGE ACTIVATION REQUEST-----', encodeBase64url(utf8Bytes(json)), '-----END POINTFORGE ACTIVATION REQUEST-----'].join('\n');

describe('parseActivationRequest', () => {
  it('reads the armored request the app writes, wherever it sits in the text, the key in upper case', () => {
    const text = `Saved by PointForge:\r\n  ${anActivationRequestText(MADE, { key: 'pf-aaaaa-bbbbb-ccccc-ddddd-eeeee', name: 'Grubengerät Ü7' })}\n-- \nsent from the camp`;
    expect(parseActivationRequest(text)).toEqual({
      key: 'PF-AAAAA-BBBBB-CCCCC-DDDDD-EEEEE',
      fingerprint: 'f'.repeat(64),
      name: 'Grubengerät Ü7',
      platform: 'windows',
      appVersion: '1.0.7',
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      createdAt: MADE,
      deactivationKey: fakeDevicePublicKey('camp-laptop'),
    });
  });

  it('takes a request without a key, a name, a platform or an app version (a member’s computer, an older app)', () => {
    const request = parseActivationRequest(anActivationRequestText(MADE, { name: undefined, platform: null, appVersion: ' ' }));
    expect(request).toMatchObject({ key: null, name: null, platform: null, appVersion: null });
  });

  it.each([
    ['no armor', encodeBase64url(utf8Bytes('{"v":1}'))],
    ['not base64url inside the armor', armored('{}').replace(/\n[^\n]+\n/, '\n!!!\n')],
    ['not JSON', armored('v=1')],
    ['another version', anActivationRequestText(MADE, { v: 2 })],
    ['a short nonce (under 128 bits)', anActivationRequestText(MADE, { nonce: 'abc' })],
    ['no device key', anActivationRequestText(MADE, { dpk: undefined })],
    ['a device key that is not 32 bytes of base64url', anActivationRequestText(MADE, { dpk: 'A'.repeat(44) })],
    ['a fingerprint of the wrong shape', anActivationRequestText(MADE, { fingerprint: 'short' })],
    ['an unknown platform', anActivationRequestText(MADE, { platform: 'amiga' })],
    ['a name past 100 characters', anActivationRequestText(MADE, { name: 'n'.repeat(101) })],
    ['a key that is no licence key', anActivationRequestText(MADE, { key: 'PF-NOPE' })],
    ['a time that is not ISO 8601', anActivationRequestText(MADE, { createdAt: 'yesterday' })],
    ['more than 8 KiB', anActivationRequestText(MADE) + ' '.repeat(8 * 1024)],
  ])('refuses %s', (_case, text) => {
    expect(parseActivationRequest(text)).toBeNull();
  });
});

describe('activationRequestTiming', () => {
  it('takes a request for 7 days, and one from a clock up to a day fast (field laptops drift)', () => {
    expect(activationRequestTiming({ createdAt: MADE }, new Date(MADE.getTime() + 7 * DAY_MS))).toBe('current');
    expect(activationRequestTiming({ createdAt: MADE }, new Date(MADE.getTime() + 7 * DAY_MS + 1))).toBe('expired');
    expect(activationRequestTiming({ createdAt: MADE }, new Date(MADE.getTime() - DAY_MS))).toBe('current');
    expect(activationRequestTiming({ createdAt: MADE }, new Date(MADE.getTime() - DAY_MS - 1))).toBe('from_the_future');
    expect(activationRequestExpiry({ createdAt: MADE })).toEqual(new Date(MADE.getTime() + 7 * DAY_MS));
  });
});
