import type { LeadSubmissionContext } from '../leads/use-cases/lead-intake';
import type { FieldError } from '../shared/domain-error';
import { HOUR_MS, SECOND_MS } from '../shared/time';
import { rejectionOf } from './account-test-kit';
import { expectLeadRefused, type LeadTestKit } from './lead-test-kit';

/** One lead form, as the intake behaviours see it. */
export interface LeadIntakeForm<TInput extends LeadSubmissionContext> {
  /** What the form's lead is called in the test names: `message`, `request`. */
  noun: string;
  /** Whom its email goes to, in the test names: `support`, `sales`. */
  team: string;
  /** The email's template, which also names the lead in the email's job id. */
  template: string;
  /** The form's use case over a fresh kit, and the leads it has stored so far. */
  setUp(): Pick<LeadTestKit, 'jobs' | 'clock'> & { useCase: { execute(input: TInput): Promise<void> }; stored(): { id: string }[] };
  /** A valid submission from LEAD_TEST_IP; the overrides win. */
  aLead(overrides?: Partial<TInput>): TInput;
  /** A submission that breaks a rule of every field it can, and the refusal it gets. */
  invalid: { overrides: Partial<TInput>; refusal: { code: string; message: string; errors: FieldError[] } };
}

/**
 * What every lead form does whatever its fields (LeadIntakeUseCase): the honeypot, the
 * rules, the per-IP limit that every submission counts against, and the lead kept only
 * with its email queued. Called inside the form's own describe, beside its own tests.
 */
export function itTakesLeadsAsEveryLeadForm<TInput extends LeadSubmissionContext>(form: LeadIntakeForm<TInput>): void {
  const { noun, aLead } = form;
  /** A valid submission sent in another way: from another address, or by a bot. */
  const sent = (context: Partial<LeadSubmissionContext>): TInput => ({ ...aLead(), ...context });

  it('answers a bot that filled the honeypot as a visitor, storing and sending nothing', async () => {
    const { jobs, useCase, stored } = form.setUp();

    await expect(useCase.execute(sent({ honeypot: 'https://spam.example' }))).resolves.toBeUndefined();

    expect(stored()).toEqual([]);
    expect(jobs.jobs).toEqual([]);
  });

  it('treats a honeypot of only whitespace as empty', async () => {
    const { useCase, stored } = form.setUp();

    await useCase.execute(sent({ honeypot: '  ' }));

    expect(stored()).toHaveLength(1);
  });

  it(`refuses a ${noun} that breaks the rules with every field message, storing and sending nothing`, async () => {
    const { jobs, useCase, stored } = form.setUp();

    await expectLeadRefused(useCase.execute(aLead(form.invalid.overrides)), { stored, jobs }, form.invalid.refusal);
  });

  it(`takes 5 ${noun}s an hour from one address, then answers rate_limited until the hour is over`, async () => {
    const { jobs, clock, useCase, stored } = form.setUp();
    for (let i = 0; i < 5; i += 1) await useCase.execute(aLead());
    clock.advance(10 * SECOND_MS);

    const error = await rejectionOf(useCase.execute(aLead()));

    expect(error).toMatchObject({ kind: 'rate_limited', code: 'HTTP.RATE_LIMITED', details: { retryAfterSeconds: 3590 } });
    expect(stored()).toHaveLength(5);
    expect(jobs.jobs).toHaveLength(5);
    await expect(useCase.execute(sent({ ipAddress: '203.0.113.8' }))).resolves.toBeUndefined();
    clock.advance(HOUR_MS);
    await expect(useCase.execute(aLead())).resolves.toBeUndefined();
    expect(stored()).toHaveLength(7);
  });

  it('counts invalid and honeypot submissions towards the limit too', async () => {
    const { useCase } = form.setUp();
    await useCase.execute(sent({ honeypot: 'bot' }));
    await useCase.execute(sent({ honeypot: 'bot' }));
    for (let i = 0; i < 3; i += 1) await rejectionOf(useCase.execute(aLead(form.invalid.overrides)));

    expect((await rejectionOf(useCase.execute(aLead()))).kind).toBe('rate_limited');
  });

  it(`keeps no ${noun} whose email to ${form.team} cannot be queued, so the visitor can send it again`, async () => {
    const { jobs, useCase, stored } = form.setUp();
    const enqueue = jobs.enqueue.bind(jobs);
    jobs.enqueue = async () => {
      throw new Error('connection lost');
    };

    await expect(useCase.execute(aLead())).rejects.toThrow('connection lost');

    expect(stored()).toEqual([]);
    jobs.enqueue = enqueue;
    await useCase.execute(aLead());
    expect(stored()).toHaveLength(1);
    expect(jobs.jobs).toHaveLength(1);
  });

  it(`gives each ${noun} its own row and email`, async () => {
    const { jobs, useCase, stored } = form.setUp();

    await useCase.execute(aLead());
    await useCase.execute(aLead());

    const ids = stored().map((lead) => lead.id);
    expect(new Set(ids).size).toBe(2);
    expect(jobs.jobs.map((job) => job.jobId).sort()).toEqual(ids.map((id) => `${form.template}:${id}`).sort());
  });
}
