import type { ReceivedMail } from '@pointforge/infra/testing/smtp-test-server';
import { startEmbeddedStack } from './support/accounts-stack';
import { Browser, newClientIp } from './support/browser';
import { startLeadsStack, type LeadsStack } from './support/leads-stack';
import { stackSuite } from './support/stack-suite';
import { RATE_LIMITED, refusal, validationFailure } from './support/refusals';

const SALES = 'sales@pointforge.example';
const SUPPORT = 'support@pointforge.example';
const DEMO_RECEIVED = { success: true, message: 'Demo request received' };
const MESSAGE_SENT = { success: true, message: 'Message sent' };
const ONE_HOUR_S = 60 * 60;
/** Long enough for a job the API enqueued to reach the SMTP server, had there been one. */
const SETTLE_MS = 750;

type Body = Record<string, unknown>;

/** Each case: what is sent instead of a valid field, and the one error it must give. */
type RuleCase = [label: string, change: Body, field: string, message: string];

const FULL_NAME_SHORT = 'Full name must be at least 2 characters.';
const EMAIL_INVALID = 'Please enter a valid email address.';
const COMPANY_SHORT = 'Company name must be at least 2 characters.';
const INDUSTRY_MISSING = 'Please select an industry.';
const NAME_SHORT = 'Name must be at least 2 characters.';
const SUBJECT_MISSING = 'Please select a subject.';
const MESSAGE_SHORT = 'Message must be at least 10 characters.';

function without(body: Body, field: string): Body {
  const { [field]: _removed, ...rest } = body;
  return rest;
}

describe('leads (MariaDB, Redis, worker, SMTP)', () => {
  let stack: LeadsStack;
  let count = 0;

  beforeAll(async () => {
    stack = await startLeadsStack();
  });

  afterAll(async () => {
    await stack?.close();
  });

  /** A visitor from an address no other test uses, so per-IP limits stay apart. */
  function visitor(): Browser {
    return new Browser(stack.http, newClientIp());
  }

  function newEmail(label: string): string {
    count += 1;
    return `${label}.${count}@Example.com`;
  }

  function demoRequest(overrides: Body = {}): Body {
    return {
      fullName: 'Grace Hopper',
      email: newEmail('grace'),
      company: 'Civil Works',
      industry: 'civil',
      message: 'We survey bridges.',
      ...overrides,
    };
  }

  function contactMessage(overrides: Body = {}): Body {
    return { name: 'Ada Lovelace', email: newEmail('ada'), subject: 'billing', message: 'Can I pay by invoice?', ...overrides };
  }

  function mailTo(to: string, replyTo: string): (mail: ReceivedMail) => boolean {
    return (mail) => mail.envelope.to.includes(to) && mail.parsed.replyTo?.text === replyTo;
  }

  function mailsFrom(visitorEmail: string): ReceivedMail[] {
    return stack.smtp.received.filter((mail) => mail.parsed.replyTo?.text === visitorEmail.toLowerCase());
  }

  async function countRows(table: 'demo_requests' | 'contact_messages', email: string): Promise<number> {
    const rows: unknown[] = await stack.dataSource.query(`SELECT id FROM ${table} WHERE email = ?`, [email.toLowerCase()]);
    return rows.length;
  }

  async function expectRefused(path: string, body: Body, fields: Record<string, string>): Promise<void> {
    const response = await visitor().post(path, body);
    expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: validationFailure(fields) });
  }

  /**
   * What both forms refuse, for the describe it is called in: each field rule (`rules`), an
   * empty form (`empty`, answered `emptyErrors` in form order), an unknown field and a call
   * without X-Requested-With, none of them stored.
   */
  function itRefusesWhatTheFormForbids(form: {
    path: string;
    table: 'demo_requests' | 'contact_messages';
    fill(overrides?: Body): Body;
    rules: RuleCase[];
    empty: Body;
    emptyErrors: Record<string, string>;
    unknown: Body;
  }): void {
    it.each(form.rules)('refuses %s with its message on its field', async (_label, change, field, message) => {
      const body = form.fill(change);
      // A field given as undefined is left out of the JSON, as a missing field.
      await expectRefused(form.path, body, { [field]: message });
      expect(await countRows(form.table, String(body.email))).toBe(0);
    });

    it('reports every broken field of an empty form at once, in form order', async () => {
      await expectRefused(form.path, form.empty, form.emptyErrors);
    });

    it('refuses unknown fields', async () => {
      const body = form.fill(form.unknown);
      const [field] = Object.keys(form.unknown) as [string];
      await expectRefused(form.path, body, { [field]: `${field} is not an accepted field.` });
      expect(await countRows(form.table, String(body.email))).toBe(0);
    });

    it('refuses a call without X-Requested-With', async () => {
      const body = form.fill();
      const response = await visitor().send('post', form.path, body, { Accept: 'application/json' });
      expect({ status: response.status, body: response.body }).toEqual({
        status: 403,
        body: refusal('HTTP.CSRF_REJECTED', 'This request was refused.'),
      });
      expect(await countRows(form.table, String(body.email))).toBe(0);
    });
  }

  describe('POST /api/demos/request', () => {
    it('stores a pending request and emails it to sales, replying to the visitor', async () => {
      const body = demoRequest({ fullName: '  Grace Hopper ', message: '  We survey bridges.\n' });

      const response = await visitor().post('/api/demos/request', body);

      expect({ status: response.status, body: response.body }).toEqual({ status: 201, body: DEMO_RECEIVED });
      const email = String(body.email).toLowerCase();
      const rows = await stack.dataSource.query('SELECT full_name, email, company, industry, message, status FROM demo_requests WHERE email = ?', [email]);
      expect(rows).toEqual([{ full_name: 'Grace Hopper', email, company: 'Civil Works', industry: 'civil', message: 'We survey bridges.', status: 'pending' }]);
      const mail = await stack.smtp.waitForMessage(mailTo(SALES, email), 10_000);
      expect(mail.envelope.to).toEqual([SALES]);
      expect(mail.parsed.subject).toBe('Demo request: Grace Hopper, Civil Works');
      expect(mail.parsed.text).toContain('Civil Engineering');
      expect(mail.parsed.text).toContain('We survey bridges.');
    });

    it('stores a request without a message as null', async () => {
      const body = without(demoRequest({ industry: 'mining' }), 'message');

      expect((await visitor().post('/api/demos/request', body)).status).toBe(201);

      const rows = await stack.dataSource.query('SELECT message FROM demo_requests WHERE email = ?', [String(body.email).toLowerCase()]);
      expect(rows).toEqual([{ message: null }]);
    });

    const rules: RuleCase[] = [
      ['a one-letter full name', { fullName: 'G' }, 'fullName', FULL_NAME_SHORT],
      ['a full name of spaces around one letter', { fullName: '  G  ' }, 'fullName', FULL_NAME_SHORT],
      ['no full name', { fullName: undefined }, 'fullName', FULL_NAME_SHORT],
      ['a full name that is not text', { fullName: 42 }, 'fullName', FULL_NAME_SHORT],
      ['a full name over 100 characters', { fullName: 'g'.repeat(101) }, 'fullName', 'Full name must be at most 100 characters.'],
      ['an invalid email', { email: 'grace@' }, 'email', EMAIL_INVALID],
      ['no email', { email: undefined }, 'email', EMAIL_INVALID],
      ['an email over 254 characters', { email: `${'g'.repeat(64)}@${'e'.repeat(63)}.${'e'.repeat(63)}.${'e'.repeat(63)}.com` }, 'email', EMAIL_INVALID],
      ['a one-letter company', { company: 'C' }, 'company', COMPANY_SHORT],
      ['no company', { company: undefined }, 'company', COMPANY_SHORT],
      ['a company over 150 characters', { company: 'c'.repeat(151) }, 'company', 'Company name must be at most 150 characters.'],
      ['an empty industry', { industry: '' }, 'industry', INDUSTRY_MISSING],
      ['no industry', { industry: undefined }, 'industry', INDUSTRY_MISSING],
      ['an unknown industry', { industry: 'farming' }, 'industry', INDUSTRY_MISSING],
      ['a label instead of an industry value', { industry: 'Civil Engineering' }, 'industry', INDUSTRY_MISSING],
      ['a message over 5000 characters', { message: 'm'.repeat(5001) }, 'message', 'Message must be at most 5000 characters.'],
    ];

    itRefusesWhatTheFormForbids({
      path: '/api/demos/request',
      table: 'demo_requests',
      fill: demoRequest,
      rules,
      empty: { fullName: '', email: '', company: '', industry: '', message: '' },
      emptyErrors: { fullName: FULL_NAME_SHORT, email: EMAIL_INVALID, company: COMPANY_SHORT, industry: INDUSTRY_MISSING },
      unknown: { status: 'scheduled' },
    });

    it('accepts the limits exactly', async () => {
      const body = demoRequest({ fullName: 'GH', company: 'c'.repeat(150), message: 'm'.repeat(5000) });
      expect((await visitor().post('/api/demos/request', body)).status).toBe(201);
    });

    it('answers a bot that fills the honeypot exactly as a visitor, and keeps and sends nothing', async () => {
      const bot = demoRequest({ website: 'https://cheap-pills.example' });
      const person = demoRequest();

      const botAnswer = await visitor().post('/api/demos/request', bot);
      const personAnswer = await visitor().post('/api/demos/request', { ...person, website: '' });

      expect({ status: botAnswer.status, text: botAnswer.text }).toEqual({ status: personAnswer.status, text: personAnswer.text });
      expect(botAnswer.status).toBe(201);
      await stack.smtp.waitForMessage(mailTo(SALES, String(person.email).toLowerCase()), 10_000);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      expect(await countRows('demo_requests', String(bot.email))).toBe(0);
      expect(mailsFrom(String(bot.email))).toEqual([]);
      expect(await countRows('demo_requests', String(person.email))).toBe(1);
    });

    it('answers the 6th request from one address within an hour with 429 and Retry-After', async () => {
      const browser = visitor();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const accepted = await browser.post('/api/demos/request', demoRequest());
        expect({ attempt, status: accepted.status }).toEqual({ attempt, status: 201 });
      }

      const refused = demoRequest();
      const limited = await browser.post('/api/demos/request', refused);

      expect({ status: limited.status, body: limited.body }).toEqual({ status: 429, body: RATE_LIMITED });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(ONE_HOUR_S - 60);
      expect(retryAfter).toBeLessThanOrEqual(ONE_HOUR_S);
      expect(await countRows('demo_requests', String(refused.email))).toBe(0);
      // The limit is the address's, and the contact form counts on its own.
      expect((await visitor().post('/api/demos/request', refused)).status).toBe(201);
      expect((await browser.post('/api/contact', contactMessage())).status).toBe(201);
    });
  });

  describe('POST /api/contact', () => {
    it('stores an unread message and emails it to support, replying to the visitor', async () => {
      const body = contactMessage({ name: ' Ada Lovelace ' });

      const response = await visitor().post('/api/contact', body);

      expect({ status: response.status, body: response.body }).toEqual({ status: 201, body: MESSAGE_SENT });
      const email = String(body.email).toLowerCase();
      const rows = await stack.dataSource.query('SELECT name, email, subject, message, status FROM contact_messages WHERE email = ?', [email]);
      expect(rows).toEqual([{ name: 'Ada Lovelace', email, subject: 'billing', message: 'Can I pay by invoice?', status: 'unread' }]);
      const mail = await stack.smtp.waitForMessage(mailTo(SUPPORT, email), 10_000);
      expect(mail.envelope.to).toEqual([SUPPORT]);
      expect(mail.parsed.subject).toBe('Contact form (Billing): Ada Lovelace');
      expect(mail.parsed.text).toContain('Can I pay by invoice?');
    });

    const rules: RuleCase[] = [
      ['a one-letter name', { name: 'A' }, 'name', NAME_SHORT],
      ['no name', { name: undefined }, 'name', NAME_SHORT],
      ['a name over 100 characters', { name: 'a'.repeat(101) }, 'name', 'Name must be at most 100 characters.'],
      ['an invalid email', { email: 'ada.example.com' }, 'email', EMAIL_INVALID],
      ['no email', { email: undefined }, 'email', EMAIL_INVALID],
      ['an empty subject', { subject: '' }, 'subject', SUBJECT_MISSING],
      ['no subject', { subject: undefined }, 'subject', SUBJECT_MISSING],
      ['an unknown subject', { subject: 'press' }, 'subject', SUBJECT_MISSING],
      ['a nine-character message', { message: '123456789' }, 'message', MESSAGE_SHORT],
      ['a message short once trimmed', { message: '   123456789   ' }, 'message', MESSAGE_SHORT],
      ['no message', { message: undefined }, 'message', MESSAGE_SHORT],
      ['a message over 5000 characters', { message: 'm'.repeat(5001) }, 'message', 'Message must be at most 5000 characters.'],
    ];

    itRefusesWhatTheFormForbids({
      path: '/api/contact',
      table: 'contact_messages',
      fill: contactMessage,
      rules,
      empty: { name: '', email: '', subject: '', message: '' },
      emptyErrors: { name: NAME_SHORT, email: EMAIL_INVALID, subject: SUBJECT_MISSING, message: MESSAGE_SHORT },
      unknown: { status: 'answered' },
    });

    it('accepts the minimum lengths exactly', async () => {
      expect((await visitor().post('/api/contact', contactMessage({ name: 'Al', message: '0123456789' }))).status).toBe(201);
    });

    it('answers a bot that fills the honeypot exactly as a visitor, and keeps and sends nothing', async () => {
      const bot = contactMessage({ website: 'http://seo-boost.example' });
      const person = contactMessage();

      const botAnswer = await visitor().post('/api/contact', bot);
      const personAnswer = await visitor().post('/api/contact', person);

      expect({ status: botAnswer.status, text: botAnswer.text }).toEqual({ status: personAnswer.status, text: personAnswer.text });
      expect(botAnswer.status).toBe(201);
      await stack.smtp.waitForMessage(mailTo(SUPPORT, String(person.email).toLowerCase()), 10_000);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      expect(await countRows('contact_messages', String(bot.email))).toBe(0);
      expect(mailsFrom(String(bot.email))).toEqual([]);
    });

    it('answers the 6th message from one address within an hour with 429 and Retry-After', async () => {
      const browser = visitor();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const accepted = await browser.post('/api/contact', contactMessage());
        expect({ attempt, status: accepted.status }).toEqual({ attempt, status: 201 });
      }

      const limited = await browser.post('/api/contact', contactMessage());

      expect({ status: limited.status, body: limited.body }).toEqual({ status: 429, body: RATE_LIMITED });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(ONE_HOUR_S - 60);
      expect((await visitor().post('/api/contact', contactMessage())).status).toBe(201);
    });
  });
});

/** The embedded default: SQLite, jobs run in the API process, mail written to the outbox. */
describe('leads (embedded: SQLite, in-process jobs, outbox)', () => {
  const { stack } = stackSuite('leads', { start: startEmbeddedStack });

  it('stores a demo request and a contact message and writes their emails', async () => {
    const browser = new Browser(stack.http, newClientIp());

    const demo = await browser.post('/api/demos/request', {
      fullName: 'Grace Hopper',
      email: 'grace@embedded.example',
      company: 'Civil Works',
      industry: 'surveying',
      website: '',
    });
    const contact = await browser.post('/api/contact', {
      name: 'Ada Lovelace',
      email: 'ada@embedded.example',
      subject: 'support',
      message: 'The installer asks for a licence key.',
    });

    expect([demo.status, demo.body, contact.status, contact.body]).toEqual([201, DEMO_RECEIVED, 201, MESSAGE_SENT]);
    expect(await stack.dataSource.query('SELECT status FROM demo_requests WHERE email = ?', ['grace@embedded.example'])).toEqual([{ status: 'pending' }]);
    expect(await stack.dataSource.query('SELECT status FROM contact_messages WHERE email = ?', ['ada@embedded.example'])).toEqual([{ status: 'unread' }]);
    expect((await stack.mailbox.waitForMessage(SALES, 'Demo request: Grace Hopper, Civil Works')).text).toContain('Surveying');
    expect((await stack.mailbox.waitForMessage(SUPPORT, 'Contact form (Support): Ada Lovelace')).text).toContain('The installer asks for a licence key.');
  });
});
