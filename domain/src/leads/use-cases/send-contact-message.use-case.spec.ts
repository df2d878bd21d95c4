import { HOUR_MS } from '../../shared/time';
import { rejectionOf } from '../../testing/account-test-kit';
import { createLeadTestKit, expectLeadRefused, LEAD_TEST_IP } from '../../testing/lead-test-kit';
import { SubmitDemoRequestUseCase } from './submit-demo-request.use-case';
import { SendContactMessageUseCase, type SendContactMessageInput } from './send-contact-message.use-case';

const SUPPORT = 'support@brand.test';
const IP = LEAD_TEST_IP;

function setUp() {
  const { store, leads, jobs, clock, limiter, tokens, ports } = createLeadTestKit();
  const send = new SendContactMessageUseCase(...ports, { supportEmail: SUPPORT });
  const stored = () => store.contactMessages.filter(() => true);
  return { leads, jobs, clock, limiter, tokens, ports, send, stored };
}

function aMessage(overrides: Partial<SendContactMessageInput> = {}): SendContactMessageInput {
  return {
    name: 'Ada Lovelace',
    email: 'ada@analytical.example',
    subject: 'billing',
    message: 'Can I pay by invoice?',
    ipAddress: IP,
    honeypot: '',
    ...overrides,
  };
}

describe('SendContactMessageUseCase', () => {
  it('stores the message as unread, trimmed, with the email lower-cased', async () => {
    const { clock, send, stored } = setUp();

    await expect(
      send.execute(aMessage({ name: ' Ada Lovelace  ', email: ' ADA@Analytical.example', subject: ' billing ', message: '\n Can I pay by invoice?  ' })),
    ).resolves.toBeUndefined();

    expect(stored()).toEqual([
      {
        id: expect.any(String),
        name: 'Ada Lovelace',
        email: 'ada@analytical.example',
        subject: 'billing',
        message: 'Can I pay by invoice?',
        status: 'unread',
        createdAt: clock.now(),
      },
    ]);
  });

  it('has the worker email the message to support, replying to the visitor, once per message', async () => {
    const { jobs, send, stored } = setUp();

    await send.execute(aMessage({ email: 'Ada@Analytical.example' }));

    const id = stored()[0]!.id;
    expect(jobs.jobs).toEqual([
      {
        name: 'send-mail',
        jobId: `contact-message:${id}`,
        payload: {
          idempotencyKey: `contact-message:${id}`,
          message: {
            to: SUPPORT,
            replyTo: 'ada@analytical.example',
            template: 'contact-message',
            data: { name: 'Ada Lovelace', email: 'ada@analytical.example', subject: 'Billing', message: 'Can I pay by invoice?' },
          },
        },
      },
    ]);
  });

  it('answers a bot that filled the honeypot as a visitor, storing and sending nothing', async () => {
    const { jobs, send, stored } = setUp();

    await expect(send.execute(aMessage({ honeypot: 'x' }))).resolves.toBeUndefined();

    expect(stored()).toEqual([]);
    expect(jobs.jobs).toEqual([]);
  });

  it('treats a honeypot of only whitespace as empty', async () => {
    const { send, stored } = setUp();

    await send.execute(aMessage({ honeypot: '  ' }));

    expect(stored()).toHaveLength(1);
  });

  it('refuses a message that breaks the rules with every field message, storing and sending nothing', async () => {
    const { jobs, send, stored } = setUp();

    await expectLeadRefused(
      send.execute(aMessage({ name: 'A', email: 'ada', subject: 'press', message: ' too short ' })),
      { stored, jobs },
      {
        code: 'LEADS.CONTACT_MESSAGE_INVALID',
        message: 'Name must be at least 2 characters.',
        errors: [
          { field: 'name', message: 'Name must be at least 2 characters.' },
          { field: 'email', message: 'Please enter a valid email address.' },
          { field: 'subject', message: 'Please select a subject.' },
          { field: 'message', message: 'Message must be at least 10 characters.' },
        ],
      },
    );
  });

  it('takes 5 messages an hour from one address, then answers rate_limited until the hour is over', async () => {
    const { clock, jobs, send, stored } = setUp();
    for (let i = 0; i < 5; i += 1) await send.execute(aMessage());

    const error = await rejectionOf(send.execute(aMessage()));

    expect(error).toMatchObject({ kind: 'rate_limited', code: 'HTTP.RATE_LIMITED', details: { retryAfterSeconds: 3600 } });
    expect(stored()).toHaveLength(5);
    expect(jobs.jobs).toHaveLength(5);
    await expect(send.execute(aMessage({ ipAddress: '203.0.113.8' }))).resolves.toBeUndefined();
    clock.advance(HOUR_MS);
    await expect(send.execute(aMessage())).resolves.toBeUndefined();
  });

  it('counts its limit apart from the demo form on the same address', async () => {
    const { ports, send } = setUp();
    const submitDemo = new SubmitDemoRequestUseCase(...ports, { salesEmail: 'sales@brand.test' });
    const demo = { fullName: 'Ada Lovelace', email: 'ada@analytical.example', company: 'Engines', industry: 'other', ipAddress: IP, honeypot: '' };
    for (let i = 0; i < 5; i += 1) await submitDemo.execute(demo);
    await expect(submitDemo.execute(demo)).rejects.toMatchObject({ kind: 'rate_limited' });

    await expect(send.execute(aMessage())).resolves.toBeUndefined();
  });
});
