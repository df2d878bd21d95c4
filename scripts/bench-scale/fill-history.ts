import type { Connection } from 'mysql2/promise';
import { loadRows } from './bulk-load';
import { personOf } from './fill-accounts';
import { YEAR_MS, type Population } from './population';
import { RowRandom, rowId, TABLE } from './seeded-rows';

const TEMPLATES = ['verify-email', 'password-reset', 'trial-started', 'payment-received', 'payment-failed', 'licence-expiring', 'invoice-issued'];
/** The console's reads are logged too, so views outnumber changes. */
const AUDIT_ACTIONS = [
  'admin.view',
  'admin.view',
  'admin.view',
  'admin.view',
  'user.role_changed',
  'user.verification_resent',
  'user.sessions_ended',
  'license.device_released',
  'license.expiry_extended',
  'license.suspended',
  'license.reinstated',
  'subscription.synced',
];
const ADMIN_EMAIL = 'operator@pointforge.example';

const mailKey = (index: number): string => `mail:${index.toString(36).padStart(8, '0')}`;

/** Relayed mail jobs of a year: what the outbox keeps once the relay has handed them to the queue. */
export async function fillOutbox(connection: Connection, population: Population): Promise<void> {
  const columns = ['id', 'job_name', 'payload', 'job_id', 'created_at', 'attempts', 'relayed_at'];
  await loadRows(connection, 'outbox', columns, population.counts.outbox, (index) => {
    const random = new RowRandom(TABLE.outbox, index);
    const createdAt = population.createdAt(index, population.counts.outbox, YEAR_MS, random);
    const to = personOf(random.below(population.counts.users)).email;
    const payload = {
      idempotencyKey: mailKey(index),
      message: { to, template: random.pick(TEMPLATES), subject: 'Your PointForge account', text: 'Hello from PointForge.' },
    };
    return [rowId(TABLE.outbox, index), 'send-mail', JSON.stringify(payload), mailKey(index), createdAt, 0, new Date(createdAt.getTime() + 1_500)];
  });
}

/** A year of the console's log, spread over the customers it acted on. */
export async function fillAudit(connection: Connection, population: Population): Promise<void> {
  const columns = ['id', 'at', 'actor_user_id', 'actor_email', 'action', 'target_type', 'target_id', 'ip', 'before_json', 'after_json', 'request_id'];
  const admin = population.userId(Math.min(49_999, population.counts.users - 1));
  await loadRows(connection, 'audit_log', columns, population.counts.audit, (index) => {
    const random = new RowRandom(TABLE.audit, index);
    const action = random.pick(AUDIT_ACTIONS);
    const changed = action !== 'admin.view';
    return [
      rowId(TABLE.audit, index),
      population.createdAt(index, population.counts.audit, YEAR_MS, random),
      admin,
      ADMIN_EMAIL,
      action,
      'user',
      population.userId(random.below(population.counts.users)),
      `10.0.${random.below(256)}.${random.below(256)}`,
      changed ? '{"role":"customer"}' : null,
      changed ? '{"role":"customer","note":"bench"}' : null,
      `req-${random.hex(16)}`,
    ];
  });
}

export async function fillMailDeliveries(connection: Connection, population: Population): Promise<void> {
  const columns = ['idempotency_key', 'recipient', 'template', 'status', 'attempts', 'updated_at'];
  await loadRows(connection, 'mail_deliveries', columns, population.counts.mailDeliveries, (index) => {
    const random = new RowRandom(TABLE.mailDeliveries, index);
    const sent = population.createdAt(index, population.counts.mailDeliveries, YEAR_MS, random);
    return [mailKey(index), personOf(random.below(population.counts.users)).email, random.pick(TEMPLATES), 'sent', 1, sent];
  });
}

/** Demo requests and contact messages, most of them dealt with. */
export async function fillLeads(connection: Connection, population: Population): Promise<void> {
  const demoColumns = ['id', 'full_name', 'email', 'company', 'industry', 'message', 'status', 'created_at'];
  await loadRows(connection, 'demo_requests', demoColumns, population.counts.demoRequests, (index) => {
    const random = new RowRandom(TABLE.demoRequests, index);
    const person = personOf(population.counts.users + index);
    return [
      rowId(TABLE.demoRequests, index),
      `${person.first} ${person.last}`,
      person.email,
      person.company ?? `${person.last} Surveys`,
      random.pick(['mining', 'surveying', 'civil', 'environmental', 'other']),
      random.chance(0.5) ? 'We would like a demo for our survey team.' : null,
      random.pick(['pending', 'contacted', 'qualified', 'closed', 'closed']),
      population.createdAt(index, population.counts.demoRequests, 2 * YEAR_MS, random),
    ];
  });
  const contactColumns = ['id', 'name', 'email', 'subject', 'message', 'status', 'created_at'];
  await loadRows(connection, 'contact_messages', contactColumns, population.counts.contactMessages, (index) => {
    const random = new RowRandom(TABLE.contactMessages, index);
    const person = personOf(population.counts.users * 2 + index);
    return [
      rowId(TABLE.contactMessages, index),
      `${person.first} ${person.last}`,
      person.email,
      random.pick(['sales', 'support', 'billing', 'other']),
      'Hello, I have a question about my licence.',
      random.pick(['unread', 'read', 'replied', 'archived', 'archived']),
      population.createdAt(index, population.counts.contactMessages, 2 * YEAR_MS, random),
    ];
  });
}
