import { beforeEach, describe, expect, it } from '@jest/globals';
import { PurgeExpiredRecordsUseCase, retentionPolicy, type User } from '@pointforge/domain';
import { aUser, FixedClock } from '@pointforge/domain/testing';
import { randomUUID } from 'node:crypto';
import type { EntitySchema, ObjectLiteral } from 'typeorm';
import { databaseForSuite, TEST_DATABASE_ENGINES } from '../../testing/test-databases';
import { testTwoFactorSecrets } from '../../testing/two-factor-secrets';
import { AuditEntryOrmEntity } from '../admin/audit-entry.orm-entity';
import { AuthTokenOrmEntity } from '../accounts/auth-token.orm-entity';
import { SessionOrmEntity } from '../accounts/session.orm-entity';
import { DatabaseAccess } from '../database-access';
import { OfflineActivationRequestOrmEntity } from '../licensing/offline-activation-request.orm-entity';
import { MailDeliveryOrmEntity } from '../mail/mail-delivery.orm-entity';
import { SentMailOrmEntity } from '../mail/sent-mail.orm-entity';
import { createTypeormRepositories } from '../typeorm-repositories';
import { TypeormRetention } from './typeorm-retention';

const NOW = new Date('2027-06-01T03:00:00.000Z');
const DAY_MS = 86_400_000;
const daysAgo = (days: number): Date => new Date(NOW.getTime() - days * DAY_MS);

describe.each(TEST_DATABASE_ENGINES)('Retention purge on %s', (engine) => {
  const database = databaseForSuite(engine, 'retention');
  let user: User;

  beforeEach(async () => {
    await database.clear();
    user = aUser().build();
    await createTypeormRepositories(database.dataSource, testTwoFactorSecrets()).users.create(user);
  });

  const insert = (entity: EntitySchema<ObjectLiteral>, rows: ObjectLiteral[]) => database.dataSource.manager.insert(entity, rows);
  const keys = async (entity: EntitySchema<ObjectLiteral>, key: string): Promise<string[]> =>
    (await database.dataSource.manager.find(entity)).map((row) => String(row[key])).sort();
  const purge = (auditDays: number | null = 2555) =>
    new PurgeExpiredRecordsUseCase(
      new TypeormRetention(DatabaseAccess.for(database.dataSource)),
      new FixedClock(NOW),
      retentionPolicy({ mailDays: 90, auditDays }),
    ).execute();
  const sentMail = (key: string, sentAt: Date) => ({ idempotency_key: key, sent_at: sentAt });
  const auditEntry = (id: string, at: Date) => ({
    id,
    at,
    actor_user_id: null,
    actor_email: 'ops@example.com',
    action: 'user.role_changed',
    target_type: 'user',
    target_id: user.id,
  });
  const session = (id: string, expiresAt: Date) => ({
    id,
    user_id: user.id,
    created_at: daysAgo(400),
    last_seen_at: daysAgo(400),
    expires_at: expiresAt,
    authentication: 'password',
  });

  it('deletes the rows past each window and keeps newer ones, the payment-failed mail records and the unexpired', async () => {
    await insert(SentMailOrmEntity as EntitySchema<ObjectLiteral>, [
      sentMail('verify-email:old', daysAgo(91)),
      sentMail('verify-email:recent', daysAgo(89)),
      sentMail('payment-failed:sub-1:sale-1', daysAgo(900)),
    ]);
    await insert(MailDeliveryOrmEntity as EntitySchema<ObjectLiteral>, [
      { idempotency_key: 'old', recipient: 'a@example.com', template: 'verify-email', status: 'sent', attempts: 1, last_error: null, updated_at: daysAgo(120) },
      {
        idempotency_key: 'recent',
        recipient: 'a@example.com',
        template: 'verify-email',
        status: 'sent',
        attempts: 1,
        last_error: null,
        updated_at: daysAgo(3),
      },
    ]);
    await insert(AuditEntryOrmEntity as EntitySchema<ObjectLiteral>, [auditEntry('audit-old', daysAgo(2556)), auditEntry('audit-kept', daysAgo(2554))]);
    await insert(OfflineActivationRequestOrmEntity as EntitySchema<ObjectLiteral>, [
      { nonce_hash: 'expired', license_id: randomUUID(), machine_id: randomUUID(), used_at: daysAgo(9), expires_at: daysAgo(2) },
      { nonce_hash: 'expired-lately', license_id: randomUUID(), machine_id: randomUUID(), used_at: daysAgo(8), expires_at: daysAgo(0.5) },
      { nonce_hash: 'valid', license_id: randomUUID(), machine_id: randomUUID(), used_at: daysAgo(1), expires_at: daysAgo(-6) },
    ]);
    await insert(SessionOrmEntity as EntitySchema<ObjectLiteral>, [
      session('session-expired-long-ago', daysAgo(31)),
      session('session-expired-lately', daysAgo(2)),
    ]);
    await insert(AuthTokenOrmEntity as EntitySchema<ObjectLiteral>, [
      {
        id: 'token-old',
        user_id: user.id,
        purpose: 'reset-password',
        token_hash: 'a'.repeat(64),
        expires_at: daysAgo(60),
        used_at: null,
        created_at: daysAgo(61),
      },
    ]);

    expect(await purge()).toEqual({ 'sent-mail': 1, 'mail-deliveries': 1, audit: 1, 'offline-activation-requests': 1, sessions: 1, 'auth-tokens': 1 });
    expect(await keys(SentMailOrmEntity as EntitySchema<ObjectLiteral>, 'idempotency_key')).toEqual(['payment-failed:sub-1:sale-1', 'verify-email:recent']);
    expect(await keys(MailDeliveryOrmEntity as EntitySchema<ObjectLiteral>, 'idempotency_key')).toEqual(['recent']);
    expect(await keys(AuditEntryOrmEntity as EntitySchema<ObjectLiteral>, 'id')).toEqual(['audit-kept']);
    expect(await keys(OfflineActivationRequestOrmEntity as EntitySchema<ObjectLiteral>, 'nonce_hash')).toEqual(['expired-lately', 'valid']);
    expect(await keys(SessionOrmEntity as EntitySchema<ObjectLiteral>, 'id')).toEqual(['session-expired-lately']);
    expect(await keys(AuthTokenOrmEntity as EntitySchema<ObjectLiteral>, 'id')).toEqual([]);
  });

  it('deletes a bounded batch at a time, oldest first, and keeps the audit log whole when it is kept forever', async () => {
    const retention = new TypeormRetention(DatabaseAccess.for(database.dataSource));
    await insert(
      AuditEntryOrmEntity as EntitySchema<ObjectLiteral>,
      [5, 4, 3, 2, 1].map((age) => auditEntry(`audit-${age}`, daysAgo(3000 + age))),
    );

    expect(await purge(null)).not.toHaveProperty('audit');
    expect(await keys(AuditEntryOrmEntity as EntitySchema<ObjectLiteral>, 'id')).toHaveLength(5);
    expect(await retention.purgeBatch('audit', daysAgo(2555), 2)).toBe(2);
    expect(await keys(AuditEntryOrmEntity as EntitySchema<ObjectLiteral>, 'id')).toEqual(['audit-1', 'audit-2', 'audit-3']);
    expect(await retention.purgeBatch('audit', daysAgo(2555), 2)).toBe(2);
    expect(await retention.purgeBatch('audit', daysAgo(2555), 2)).toBe(1);
    expect(await retention.purgeBatch('audit', daysAgo(2555), 2)).toBe(0);
  });
});
