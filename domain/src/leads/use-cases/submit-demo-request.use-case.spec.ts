import { HOUR_MS, SECOND_MS } from '../../shared/time';
import { rejectionOf } from '../../testing/account-test-kit';
import { createLeadTestKit, expectLeadRefused, LEAD_TEST_IP } from '../../testing/lead-test-kit';
import { SubmitDemoRequestUseCase, type SubmitDemoRequestInput } from './submit-demo-request.use-case';

const SALES = 'sales@brand.test';
const IP = LEAD_TEST_IP;

function setUp() {
  const { store, leads, jobs, clock, ports } = createLeadTestKit();
  const submit = new SubmitDemoRequestUseCase(...ports, { salesEmail: SALES });
  const stored = () => store.demoRequests.filter(() => true);
  return { leads, jobs, clock, submit, stored };
}

function aRequest(overrides: Partial<SubmitDemoRequestInput> = {}): SubmitDemoRequestInput {
  return {
    fullName: 'Grace Hopper',
    email: 'grace@civil-works.example',
    company: 'Civil Works',
    industry: 'civil',
    message: null,
    ipAddress: IP,
    honeypot: '',
    ...overrides,
  };
}

describe('SubmitDemoRequestUseCase', () => {
  it('stores the request as pending, trimmed, with the email lower-cased and no message as null', async () => {
    const { clock, submit, stored } = setUp();

    await expect(
      submit.execute(
        aRequest({ fullName: '  Grace Hopper ', email: ' Grace@Civil-Works.EXAMPLE ', company: ' Civil Works\n', industry: ' civil ', message: '   ' }),
      ),
    ).resolves.toBeUndefined();

    const [request, ...others] = stored();
    expect(others).toEqual([]);
    expect(request).toEqual({
      id: expect.any(String),
      fullName: 'Grace Hopper',
      email: 'grace@civil-works.example',
      company: 'Civil Works',
      industry: 'civil',
      message: null,
      status: 'pending',
      createdAt: clock.now(),
    });
  });

  it('keeps a given message, trimmed', async () => {
    const { submit, stored } = setUp();

    await submit.execute(aRequest({ message: '  We scan open-pit mines.\n' }));

    expect(stored()[0]?.message).toBe('We scan open-pit mines.');
  });

  it('has the worker email the request to sales, replying to the visitor, once per request', async () => {
    const { jobs, submit, stored } = setUp();

    await submit.execute(aRequest({ email: 'Grace@Civil-Works.example', message: 'Call me.' }));

    const id = stored()[0]!.id;
    expect(jobs.jobs).toEqual([
      {
        name: 'send-mail',
        jobId: `demo-request:${id}`,
        payload: {
          idempotencyKey: `demo-request:${id}`,
          message: {
            to: SALES,
            replyTo: 'grace@civil-works.example',
            template: 'demo-request',
            data: {
              fullName: 'Grace Hopper',
              email: 'grace@civil-works.example',
              company: 'Civil Works',
              industry: 'Civil Engineering',
              message: 'Call me.',
            },
          },
        },
      },
    ]);
  });

  it('keeps no request whose email to sales cannot be queued, so the visitor can send it again', async () => {
    const { jobs, submit, stored } = setUp();
    const enqueue = jobs.enqueue.bind(jobs);
    jobs.enqueue = async () => {
      throw new Error('connection lost');
    };

    await expect(submit.execute(aRequest())).rejects.toThrow('connection lost');

    expect(stored()).toEqual([]);
    jobs.enqueue = enqueue;
    await submit.execute(aRequest());
    expect(stored()).toHaveLength(1);
    expect(jobs.jobs).toHaveLength(1);
  });

  it('gives each request its own row and email', async () => {
    const { jobs, submit, stored } = setUp();

    await submit.execute(aRequest());
    await submit.execute(aRequest());

    const ids = stored().map((request) => request.id);
    expect(new Set(ids).size).toBe(2);
    expect(jobs.jobs.map((job) => job.jobId).sort()).toEqual(ids.map((id) => `demo-request:${id}`).sort());
  });

  it('answers a bot that filled the honeypot as a visitor, storing and sending nothing', async () => {
    const { jobs, submit, stored } = setUp();

    await expect(submit.execute(aRequest({ honeypot: 'https://spam.example' }))).resolves.toBeUndefined();

    expect(stored()).toEqual([]);
    expect(jobs.jobs).toEqual([]);
  });

  it('refuses a request that breaks the rules with every field message, storing and sending nothing', async () => {
    const { jobs, submit, stored } = setUp();

    await expectLeadRefused(
      submit.execute(aRequest({ fullName: 'G', email: 'grace@', company: ' ', industry: 'farming' })),
      { stored, jobs },
      {
        code: 'LEADS.DEMO_REQUEST_INVALID',
        message: 'Full name must be at least 2 characters.',
        errors: [
          { field: 'fullName', message: 'Full name must be at least 2 characters.' },
          { field: 'email', message: 'Please enter a valid email address.' },
          { field: 'company', message: 'Company name must be at least 2 characters.' },
          { field: 'industry', message: 'Please select an industry.' },
        ],
      },
    );
  });

  it('takes 5 requests an hour from one address, then answers rate_limited until the hour is over', async () => {
    const { clock, jobs, submit, stored } = setUp();
    for (let i = 0; i < 5; i += 1) await submit.execute(aRequest());
    clock.advance(10 * SECOND_MS);

    const error = await rejectionOf(submit.execute(aRequest()));

    expect(error).toMatchObject({ kind: 'rate_limited', code: 'HTTP.RATE_LIMITED', details: { retryAfterSeconds: 3590 } });
    expect(stored()).toHaveLength(5);
    expect(jobs.jobs).toHaveLength(5);
    await expect(submit.execute(aRequest({ ipAddress: '203.0.113.8' }))).resolves.toBeUndefined();
    clock.advance(HOUR_MS);
    await expect(submit.execute(aRequest())).resolves.toBeUndefined();
    expect(stored()).toHaveLength(7);
  });

  it('counts invalid and honeypot submissions towards the limit too', async () => {
    const { submit } = setUp();
    await submit.execute(aRequest({ honeypot: 'bot' }));
    await submit.execute(aRequest({ honeypot: 'bot' }));
    for (let i = 0; i < 3; i += 1) await rejectionOf(submit.execute(aRequest({ fullName: '' })));

    expect((await rejectionOf(submit.execute(aRequest()))).kind).toBe('rate_limited');
  });
});
