import { needsReauthentication } from './reauthentication';

/** What the API client throws for a refusal: an Error carrying the status and the server's code. */
function apiRefusal(status: number, code: string): Error {
  return Object.assign(new Error('refused'), { status, code });
}

describe('needsReauthentication', () => {
  it('is true only for the 403 that asks to confirm the password, so only that refusal opens the confirmation form', () => {
    expect(needsReauthentication(apiRefusal(403, 'ACCOUNTS.REAUTHENTICATION_REQUIRED'))).toBe(true);
    expect(needsReauthentication(apiRefusal(409, 'ACCOUNTS.TWO_FACTOR_ALREADY_ENABLED'))).toBe(false);
    expect(needsReauthentication(apiRefusal(401, 'ACCOUNTS.NOT_AUTHENTICATED'))).toBe(false);
    expect(needsReauthentication({ code: 'ACCOUNTS.REAUTHENTICATION_REQUIRED' })).toBe(false);
    expect(needsReauthentication(new Error('ACCOUNTS.REAUTHENTICATION_REQUIRED'))).toBe(false);
  });
});
