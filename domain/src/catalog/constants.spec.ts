import * as constants from './constants';

describe('business constants (SITE-SPEC section 9, DECISIONS.md)', () => {
  it('fixes the trial, password, installer and policy values', () => {
    expect(constants.TRIAL_DAYS).toBe(7);
    expect(constants.PASSWORD_MIN_LENGTH).toBe(8);
    expect(constants.PASSWORD_MAX_LENGTH).toBe(128);
    expect(constants.INSTALLER_VERSION).toBe('1.0.7');
    expect(constants.INSTALLER_RELEASE_DATE).toBe('2025-05-29');
    expect(constants.POLICY_EFFECTIVE_DATE).toBe('April 2025');
    expect(constants.CONTACT_REPLY_HOURS).toBe(24);
  });

  it('fixes the field length limits', () => {
    expect(constants.EMAIL_MAX_LENGTH).toBe(254);
    expect(constants.NAME_MAX_LENGTH).toBe(100);
    expect(constants.PERSON_NAME_MAX_LENGTH).toBe(50);
    expect(constants.COMPANY_MAX_LENGTH).toBe(150);
    expect(constants.MESSAGE_MAX_LENGTH).toBe(5000);
  });

  it('defaults email preferences to newsletter on, product updates on, promotions off', () => {
    expect(constants.EMAIL_PREFERENCE_DEFAULTS).toEqual({
      emailNewsletter: true,
      emailProductUpdates: true,
      emailPromotions: false,
    });
    expect(Object.isFrozen(constants.EMAIL_PREFERENCE_DEFAULTS)).toBe(true);
  });

  it('fixes token and session lifetimes', () => {
    const hour = 60 * 60 * 1000;
    expect(constants.VERIFICATION_TOKEN_LIFETIME_MS).toBe(24 * hour);
    expect(constants.RESET_TOKEN_LIFETIME_MS).toBe(hour);
    expect(constants.SESSION_IDLE_TIMEOUT_MS).toBe(7 * 24 * hour);
    expect(constants.SESSION_ABSOLUTE_LIFETIME_MS).toBe(30 * 24 * hour);
  });

  it('describes the licence key format', () => {
    expect(constants.LICENSE_KEY_PREFIX).toBe('PF');
    expect(constants.LICENSE_KEY_GROUP_COUNT).toBe(5);
    expect(constants.LICENSE_KEY_GROUP_LENGTH).toBe(5);
    expect(constants.CROCKFORD_BASE32_ALPHABET).toBe('0123456789ABCDEFGHJKMNPQRSTVWXYZ');
    expect(new Set(constants.CROCKFORD_BASE32_ALPHABET).size).toBe(32);
    expect(constants.LICENSE_KEY_LENGTH).toBe('PF-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX'.length);
  });

  it('fixes the UI timings', () => {
    expect(constants.UI_TIMINGS).toEqual({
      headerScrollThresholdPx: 50,
      sectionScrollOffsetPx: 80,
      hashScrollDelayMs: 100,
      redirectDelayMs: 3000,
      copyConfirmationMs: 2000,
      toastDurationMs: 5000,
      toastLimit: 1,
      toastRemoveDelayMs: 1_000_000,
      toastSwipeThresholdPx: 50,
      swrFreshMs: 300_000,
      sessionCacheMs: 60_000,
      requestRetryCount: 1,
      captchaRetryIntervalMs: 200,
      captchaRenderDelayMs: 300,
    });
    expect(Object.isFrozen(constants.UI_TIMINGS)).toBe(true);
  });
});
