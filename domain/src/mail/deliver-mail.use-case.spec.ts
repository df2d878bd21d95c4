import { MailPort } from './mail.port';
import { SentMailRepositoryPort } from './sent-mail.repository.port';
import { ClockPort } from '../shared/clock.port';
import { DomainError } from '../shared/domain-error';
import type { MailMessage } from './mail-templates';
import { DeliverMailUseCase } from './deliver-mail.use-case';
import { InMemoryMailDeliveryLog } from '../testing/in-memory-mail-delivery-log';

class RecordingMail extends MailPort {
  sent: MailMessage[] = [];
  failNext = false;
  async send(message: MailMessage): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('SMTP down');
    }
    this.sent.push(message);
  }
}

class InMemorySentMail extends SentMailRepositoryPort {
  readonly marks = new Map<string, Date>();
  async wasSent(idempotencyKey: string): Promise<boolean> {
    return this.marks.has(idempotencyKey);
  }
  async markSent(idempotencyKey: string, sentAt: Date): Promise<void> {
    this.marks.set(idempotencyKey, sentAt);
  }
}

class FixedClock extends ClockPort {
  constructor(private readonly instant: Date) {
    super();
  }
  now(): Date {
    return this.instant;
  }
}

const now = new Date('2025-06-10T12:00:00.000Z');
const message: MailMessage = {
  to: 'ann@example.com',
  template: 'verify-email',
  data: { firstName: 'Ann', verifyUrl: 'http://localhost:3000/verify-email/abc' },
};

function setUp() {
  const mail = new RecordingMail();
  const sentMail = new InMemorySentMail();
  const deliveries = new InMemoryMailDeliveryLog();
  const useCase = new DeliverMailUseCase(mail, sentMail, new FixedClock(now), deliveries);
  return { mail, sentMail, deliveries, useCase };
}

describe('DeliverMailUseCase', () => {
  it('sends the message and marks the key sent at the clock time', async () => {
    const { mail, sentMail, useCase } = setUp();
    await expect(useCase.execute({ idempotencyKey: 'verify:user-1:1', message })).resolves.toEqual({ delivered: true });
    expect(mail.sent).toEqual([message]);
    expect(sentMail.marks.get('verify:user-1:1')).toBe(now);
  });

  it('does nothing for a key already sent (a retried job)', async () => {
    const { mail, useCase } = setUp();
    await useCase.execute({ idempotencyKey: 'k', message });
    await expect(useCase.execute({ idempotencyKey: 'k', message })).resolves.toEqual({ delivered: false });
    expect(mail.sent).toHaveLength(1);
  });

  it('sends again under a different key', async () => {
    const { mail, useCase } = setUp();
    await useCase.execute({ idempotencyKey: 'k1', message });
    await useCase.execute({ idempotencyKey: 'k2', message });
    expect(mail.sent).toHaveLength(2);
  });

  it('does not mark a failed send, so the retry delivers it', async () => {
    const { mail, sentMail, useCase } = setUp();
    mail.failNext = true;
    await expect(useCase.execute({ idempotencyKey: 'k', message })).rejects.toThrow('SMTP down');
    expect(sentMail.marks.has('k')).toBe(false);

    await expect(useCase.execute({ idempotencyKey: 'k', message })).resolves.toEqual({ delivered: true });
    expect(mail.sent).toEqual([message]);
    expect(sentMail.marks.has('k')).toBe(true);
  });

  it('reports each try to the delivery log: a failure with its error, then the retry that sent it', async () => {
    const { mail, deliveries, useCase } = setUp();
    mail.failNext = true;
    await expect(useCase.execute({ idempotencyKey: 'k', message })).rejects.toThrow('SMTP down');
    expect(await deliveries.listForRecipient('Ann@example.com', 10)).toEqual([
      { idempotencyKey: 'k', recipient: 'ann@example.com', template: 'verify-email', status: 'failed', attempts: 1, lastError: 'SMTP down', updatedAt: now },
    ]);

    await useCase.execute({ idempotencyKey: 'k', message });
    expect(await deliveries.listForRecipient('ann@example.com', 10)).toEqual([
      { idempotencyKey: 'k', recipient: 'ann@example.com', template: 'verify-email', status: 'sent', attempts: 2, lastError: null, updatedAt: now },
    ]);
    expect(await deliveries.listForRecipient('bob@example.com', 10)).toEqual([]);
  });

  it('refuses a blank idempotency key and sends nothing', async () => {
    const { mail, useCase } = setUp();
    for (const idempotencyKey of ['', '   ']) {
      await expect(useCase.execute({ idempotencyKey, message })).rejects.toThrow(DomainError);
    }
    await expect(useCase.execute({ idempotencyKey: '', message })).rejects.toMatchObject({
      kind: 'invalid',
      code: 'MAIL.IDEMPOTENCY_KEY_MISSING',
    });
    expect(mail.sent).toEqual([]);
  });
});
