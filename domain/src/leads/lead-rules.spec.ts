import {
  CONTACT_MESSAGE_RULES,
  DEMO_REQUEST_RULES,
  validateContactMessage,
  validateDemoRequest,
  type ContactMessageFields,
  type DemoRequestFields,
} from './lead-rules';

describe('lead form rules (SITE-SPEC section 5, to the letter)', () => {
  it('demo request messages and limits', () => {
    expect(DEMO_REQUEST_RULES.fullName).toMatchObject({
      minLength: 2,
      maxLength: 100,
      message: 'Full name must be at least 2 characters.',
    });
    expect(DEMO_REQUEST_RULES.email).toMatchObject({ maxLength: 254, message: 'Please enter a valid email address.' });
    expect(DEMO_REQUEST_RULES.company).toMatchObject({
      minLength: 2,
      maxLength: 150,
      message: 'Company name must be at least 2 characters.',
    });
    expect(DEMO_REQUEST_RULES.industry).toMatchObject({ minLength: 1, message: 'Please select an industry.' });
    expect(DEMO_REQUEST_RULES.industry.allowed).toEqual(['mining', 'surveying', 'civil', 'environmental', 'other']);
    expect(DEMO_REQUEST_RULES.message).toMatchObject({ optional: true, maxLength: 5000 });
  });

  it('contact message messages and limits', () => {
    expect(CONTACT_MESSAGE_RULES.name).toMatchObject({
      minLength: 2,
      maxLength: 100,
      message: 'Name must be at least 2 characters.',
    });
    expect(CONTACT_MESSAGE_RULES.email).toMatchObject({ maxLength: 254, message: 'Please enter a valid email address.' });
    expect(CONTACT_MESSAGE_RULES.subject.message).toBe('Please select a subject.');
    expect(CONTACT_MESSAGE_RULES.subject.allowed).toEqual(['sales', 'support', 'billing', 'other']);
    expect(CONTACT_MESSAGE_RULES.message).toMatchObject({
      minLength: 10,
      maxLength: 5000,
      message: 'Message must be at least 10 characters.',
    });
  });
});

describe('validateDemoRequest', () => {
  const valid: DemoRequestFields = {
    fullName: 'Ann Surveyor',
    email: 'ann@example.com',
    company: 'Acme Mining',
    industry: 'mining',
    message: null,
  };

  it('passes a valid request, message optional', () => {
    expect(validateDemoRequest(valid)).toEqual([]);
    const { message: _omitted, ...withoutMessage } = valid;
    expect(validateDemoRequest(withoutMessage)).toEqual([]);
    expect(validateDemoRequest({ ...valid, message: 'Please call me.' })).toEqual([]);
  });

  it('accepts the minimum lengths exactly', () => {
    expect(validateDemoRequest({ ...valid, fullName: 'Al', company: 'AB' })).toEqual([]);
  });

  it('reports every broken field with its message', () => {
    expect(validateDemoRequest({ fullName: 'A', email: 'nope', company: ' B ', industry: '', message: null })).toEqual([
      { field: 'fullName', message: 'Full name must be at least 2 characters.' },
      { field: 'email', message: 'Please enter a valid email address.' },
      { field: 'company', message: 'Company name must be at least 2 characters.' },
      { field: 'industry', message: 'Please select an industry.' },
    ]);
  });

  it('counts the trimmed length', () => {
    expect(validateDemoRequest({ ...valid, fullName: '  A   ' })).toEqual([{ field: 'fullName', message: 'Full name must be at least 2 characters.' }]);
  });

  it('refuses an industry outside the list', () => {
    expect(validateDemoRequest({ ...valid, industry: 'farming' })).toEqual([{ field: 'industry', message: 'Please select an industry.' }]);
  });

  it('enforces the maximum lengths, accepting them exactly', () => {
    expect(validateDemoRequest({ ...valid, fullName: 'a'.repeat(100), company: 'c'.repeat(150), message: 'm'.repeat(5000) })).toEqual([]);
    expect(validateDemoRequest({ ...valid, fullName: 'a'.repeat(101), company: 'c'.repeat(151), message: 'm'.repeat(5001) })).toEqual([
      { field: 'fullName', message: 'Full name must be at most 100 characters.' },
      { field: 'company', message: 'Company name must be at most 150 characters.' },
      { field: 'message', message: 'Message must be at most 5000 characters.' },
    ]);
  });

  it('gives an over-long email its own message', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(email.length).toBeGreaterThan(254);
    expect(validateDemoRequest({ ...valid, email })).toEqual([{ field: 'email', message: 'Email must be at most 254 characters.' }]);
  });

  it('accepts an email with surrounding spaces, since the edge trims it', () => {
    expect(validateDemoRequest({ ...valid, email: '  Ann@Example.com ' })).toEqual([]);
  });
});

describe('validateContactMessage', () => {
  const valid: ContactMessageFields = {
    name: 'Bo',
    email: 'bo@example.com',
    subject: 'support',
    message: '0123456789',
  };

  it('passes a valid message at the minimum lengths', () => {
    expect(validateContactMessage(valid)).toEqual([]);
  });

  it('reports every broken field with its message', () => {
    expect(validateContactMessage({ name: 'B', email: 'bo@', subject: '', message: '012345678' })).toEqual([
      { field: 'name', message: 'Name must be at least 2 characters.' },
      { field: 'email', message: 'Please enter a valid email address.' },
      { field: 'subject', message: 'Please select a subject.' },
      { field: 'message', message: 'Message must be at least 10 characters.' },
    ]);
  });

  it('counts the trimmed message length', () => {
    expect(validateContactMessage({ ...valid, message: '   012345678   ' })).toEqual([
      { field: 'message', message: 'Message must be at least 10 characters.' },
    ]);
  });

  it('refuses a subject outside the list', () => {
    expect(validateContactMessage({ ...valid, subject: 'press' })).toEqual([{ field: 'subject', message: 'Please select a subject.' }]);
  });

  it('enforces the maximum lengths', () => {
    expect(validateContactMessage({ ...valid, name: 'n'.repeat(101), message: 'm'.repeat(5001) })).toEqual([
      { field: 'name', message: 'Name must be at most 100 characters.' },
      { field: 'message', message: 'Message must be at most 5000 characters.' },
    ]);
  });
});
