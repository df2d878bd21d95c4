import { itTakesLeadsAsEveryLeadForm } from '../../testing/lead-intake.contract';
import { createLeadTestKit, LEAD_TEST_IP } from '../../testing/lead-test-kit';
import { SubmitDemoRequestUseCase, type SubmitDemoRequestInput } from './submit-demo-request.use-case';

const SALES = 'sales@brand.test';
const IP = LEAD_TEST_IP;

function setUp() {
  const kit = createLeadTestKit();
  const submit = new SubmitDemoRequestUseCase(...kit.ports, { salesEmail: SALES });
  const stored = () => kit.store.demoRequests.filter(() => true);
  return { ...kit, submit, useCase: submit, stored };
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
  itTakesLeadsAsEveryLeadForm({
    noun: 'request',
    team: 'sales',
    template: 'demo-request',
    setUp,
    aLead: aRequest,
    invalid: {
      overrides: { fullName: 'G', email: 'grace@', company: ' ', industry: 'farming' },
      refusal: {
        code: 'LEADS.DEMO_REQUEST_INVALID',
        message: 'Full name must be at least 2 characters.',
        errors: [
          { field: 'fullName', message: 'Full name must be at least 2 characters.' },
          { field: 'email', message: 'Please enter a valid email address.' },
          { field: 'company', message: 'Company name must be at least 2 characters.' },
          { field: 'industry', message: 'Please select an industry.' },
        ],
      },
    },
  });

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
});
