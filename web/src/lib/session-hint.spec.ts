import { mayBeSignedIn } from './session-hint';

describe('mayBeSignedIn: whether the web app asks GET /api/auth/me', () => {
  it('asks when the signed-in hint is among the cookies, wherever it sits', () => {
    expect(mayBeSignedIn('signed_in=1', '')).toBe(true);
    expect(mayBeSignedIn('theme=dark; signed_in=1', '')).toBe(true);
    expect(mayBeSignedIn('signed_in=1;theme=dark', '')).toBe(true);
  });

  it('does not ask without the hint: no cookies, or only others with a similar name', () => {
    expect(mayBeSignedIn('', '')).toBe(false);
    expect(mayBeSignedIn('theme=dark', '')).toBe(false);
    expect(mayBeSignedIn('was_signed_in=1; signed_in_at=2', '')).toBe(false);
  });

  it('always asks when the API is on another origin, whose cookies the page cannot read', () => {
    expect(mayBeSignedIn('', 'https://api.pointforge.example')).toBe(true);
  });
});
