import { displayName, isValidEmail, normalizeEmail } from './user-rules';

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ann.Surveyor@Example.COM \n')).toBe('ann.surveyor@example.com');
  });

  it('leaves a normalised address as it is', () => {
    expect(normalizeEmail('ann@example.com')).toBe('ann@example.com');
  });
});

describe('isValidEmail', () => {
  it.each([
    'ann@example.com',
    'ann.surveyor@example.co.za',
    'first.last+tag@sub.domain.example',
    "o'brien@example.ie",
    'a_b-c@my-company.io',
    'UPPER@EXAMPLE.COM',
    'x@example.xn--p1ai',
    `${'a'.repeat(64)}@example.com`,
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
  ])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'ann.example.com'],
    ['no local part', '@example.com'],
    ['no domain', 'ann@'],
    ['two @', 'ann@bob@example.com'],
    ['single-label domain', 'ann@localhost'],
    ['numeric top-level domain', 'ann@example.123'],
    ['one-letter top-level domain', 'ann@example.c'],
    ['leading dot', '.ann@example.com'],
    ['trailing dot in local part', 'ann.@example.com'],
    ['double dot', 'ann..b@example.com'],
    ['domain with double dot', 'ann@example..com'],
    ['domain label starting with a hyphen', 'ann@-example.com'],
    ['domain label ending with a hyphen', 'ann@example-.com'],
    ['trailing dot in domain', 'ann@example.com.'],
    ['space inside', 'ann smith@example.com'],
    ['surrounding space', ' ann@example.com '],
    ['quoted local part', '"ann"@example.com'],
    ['IP literal', 'ann@[127.0.0.1]'],
    ['unicode', 'änn@example.com'],
    ['local part over 64', `${'a'.repeat(65)}@example.com`],
    ['domain label over 63', `ann@${'a'.repeat(64)}.com`],
    ['over 254 in all', `ann@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`],
    ['angle brackets', '<ann@example.com>'],
  ])('refuses %s', (_, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('displayName', () => {
  it('uses the first name', () => {
    expect(displayName({ firstName: 'Ann', email: 'ann@example.com' })).toBe('Ann');
  });

  it('trims the first name', () => {
    expect(displayName({ firstName: '  Ann ', email: 'ann@example.com' })).toBe('Ann');
  });

  it.each([null, undefined, '', '   '])('falls back to the email when the first name is %p', (firstName) => {
    expect(displayName({ firstName, email: 'ann@example.com' })).toBe('ann@example.com');
  });
});
