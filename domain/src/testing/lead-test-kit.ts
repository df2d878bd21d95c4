import type { FieldError } from '../shared/domain-error';
import { rejectionOf } from './account-test-kit';
import { FixedClock } from './fixed-clock';
import { InMemoryLeadRepository } from './in-memory-lead.repository';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';
import { InMemoryStore } from './in-memory-store';
import { InMemoryTransaction } from './in-memory-transaction';
import { RecordingJobQueue } from './recording-job-queue';
import { SequentialTokenGenerator } from './sequential-token-generator';

/** The visitor's address in the lead specs. */
export const LEAD_TEST_IP = '203.0.113.7';

/**
 * The fakes both lead use cases take, over one in-memory store; `ports` lists them in the
 * use cases' constructor order (the brand addresses come last).
 */
export function createLeadTestKit() {
  const store = new InMemoryStore();
  const leads = new InMemoryLeadRepository(store);
  const jobs = new RecordingJobQueue();
  const clock = new FixedClock();
  const limiter = new InMemoryRateLimiter(clock);
  const tokens = new SequentialTokenGenerator();
  const transaction = new InMemoryTransaction(store, jobs);
  return { store, leads, jobs, clock, limiter, tokens, transaction, ports: [leads, jobs, limiter, tokens, clock, transaction] as const };
}

export type LeadTestKit = ReturnType<typeof createLeadTestKit>;

/** A lead form's submission refused as invalid with every field message, storing and sending nothing. */
export async function expectLeadRefused(
  submission: Promise<unknown>,
  kept: { stored: () => unknown[]; jobs: RecordingJobQueue },
  refusal: { code: string; message: string; errors: FieldError[] },
): Promise<void> {
  const error = await rejectionOf(submission);

  expect(error).toMatchObject({ kind: 'invalid', code: refusal.code, message: refusal.message });
  expect(error.details.errors).toEqual(refusal.errors);
  expect(kept.stored()).toEqual([]);
  expect(kept.jobs.jobs).toEqual([]);
}
