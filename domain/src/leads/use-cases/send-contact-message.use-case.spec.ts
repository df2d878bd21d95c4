import { itTakesLeadsAsEveryLeadForm } from '../../testing/lead-intake.contract';
import { createLeadTestKit, LEAD_TEST_IP } from '../../testing/lead-test-kit';
import { SubmitDemoRequestUseCase } from './submit-demo-request.use-case';
import { SendContactMessageUseCase, type SendContactMessageInput } from './send-contact-message.use-case';

const SUPPORT = 'support@brand.test';
const IP = LEAD_TEST_IP;

function setUp() {
  const kit = createLeadTestKit();
  const send = new SendContactMessageUseCase(...kit.ports, { supportEmail: SUPPORT });
  const stored = () => kit.store.contactMessages.filter(() => true);
  return { ...kit, send, useCase: send, stored };
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
  itTakesLeadsAsEveryLeadForm({
    noun: 'message',
    team: 'support',
    template: 'contact-message',
    setUp,
    aLead: aMessage,
    invalid: {
      overrides: { name: 'A', email: 'ada', subject: 'press', message: ' too short ' },
      refusal: {
        code: 'LEADS.CONTACT_MESSAGE_INVALID',
        message: 'Name must be at least 2 characters.',
        errors: [
          { field: 'name', message: 'Name must be at least 2 characters.' },
          { field: 'email', message: 'Please enter a valid email address.' },
          { field: 'subject', message: 'Please select a subject.' },
          { field: 'message', message: 'Message must be at least 10 characters.' },
        ],
      },
    },
  });

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

  it('counts its limit apart from the demo form on the same address', async () => {
    const { ports, send } = setUp();
    const submitDemo = new SubmitDemoRequestUseCase(...ports, { salesEmail: 'sales@brand.test' });
    const demo = { fullName: 'Ada Lovelace', email: 'ada@analytical.example', company: 'Engines', industry: 'other', ipAddress: IP, honeypot: '' };
    for (let i = 0; i < 5; i += 1) await submitDemo.execute(demo);
    await expect(submitDemo.execute(demo)).rejects.toMatchObject({ kind: 'rate_limited' });

    await expect(send.execute(aMessage())).resolves.toBeUndefined();
  });
});
