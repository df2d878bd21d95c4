import { normalizeUserCode } from './user-code';

describe('normalizeUserCode', () => {
  it.each([
    ['WDJB-MJHT', 'WDJB-MJHT'],
    ['wdjb-mjht', 'WDJB-MJHT'],
    ['WDJBMJHT', 'WDJB-MJHT'],
    ['  wdjb mjht ', 'WDJB-MJHT'],
  ])('reads %p as %p', (typed, code) => {
    expect(normalizeUserCode(typed)).toBe(code);
  });

  it.each(['', 'WDJB-MJH', 'WDJB-MJHTX', 'WDJB_MJHT', 'WDJB-MJH!'])('refuses %p', (typed) => {
    expect(normalizeUserCode(typed)).toBeNull();
  });
});
