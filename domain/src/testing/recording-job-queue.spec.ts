import type { JobPayloads } from '../ports/job-queue.port';
import { RecordingJobQueue } from './recording-job-queue';

function mailJob(idempotencyKey: string): JobPayloads['send-mail'] {
  return {
    idempotencyKey,
    message: { to: 'ada@example.com', template: 'verify-email', data: { firstName: 'Ada', verifyUrl: 'https://x/verify' } },
  };
}

describe('RecordingJobQueue', () => {
  it('records jobs in order without running them, and keeps one job per job id', async () => {
    const queue = new RecordingJobQueue();

    await queue.enqueue('send-mail', mailJob('a'), { jobId: 'verify:1' });
    await queue.enqueue('send-mail', mailJob('b'), { jobId: 'verify:1' });
    await queue.enqueue('send-mail', mailJob('c'));

    expect(queue.jobs).toEqual([
      { name: 'send-mail', payload: mailJob('a'), jobId: 'verify:1' },
      { name: 'send-mail', payload: mailJob('c') },
    ]);
  });

  it('stores payloads as JSON, as the real queues do', async () => {
    const queue = new RecordingJobQueue();
    const payload = { ...mailJob('a'), sentAt: new Date('2025-06-01T00:00:00.000Z') };

    await queue.enqueue('send-mail', payload);

    expect(queue.jobs[0]?.payload).toEqual({ ...mailJob('a'), sentAt: '2025-06-01T00:00:00.000Z' });
  });

  it('runs each job once, jobs enqueued by handlers included, and retries a job whose handler threw', async () => {
    const queue = new RecordingJobQueue();
    const handled: string[] = [];
    let failOnce = true;
    const handlers = {
      'send-mail': async ({ idempotencyKey }: JobPayloads['send-mail']) => {
        if (idempotencyKey === 'flaky' && failOnce) {
          failOnce = false;
          throw new Error('SMTP down');
        }
        handled.push(idempotencyKey);
        if (idempotencyKey === 'first') {
          await queue.enqueue('send-mail', mailJob('follow-up'));
        }
      },
      'reconcile-subscriptions': async () => void handled.push('reconcile'),
      'purge-expired-records': async () => void handled.push('purge'),
    };
    await queue.enqueue('send-mail', mailJob('first'));
    await queue.enqueue('send-mail', mailJob('flaky'));

    await expect(queue.runAll(handlers)).rejects.toThrow('SMTP down');
    await queue.runAll(handlers);
    await queue.runAll(handlers);

    expect(handled).toEqual(['first', 'flaky', 'follow-up']);
  });

  it('records schedules by job name, a second schedule of a name replacing the first', async () => {
    const queue = new RecordingJobQueue();

    await queue.schedule('reconcile-subscriptions', 60_000);
    await queue.schedule('reconcile-subscriptions', 900_000);

    expect([...queue.schedules]).toEqual([['reconcile-subscriptions', 900_000]]);
    expect(queue.jobs).toEqual([]);
  });
});
