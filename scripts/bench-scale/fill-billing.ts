import type { Connection } from 'mysql2/promise';
import { loadRows } from './bulk-load';
import { personOf } from './fill-accounts';
import { licenseShapeOf } from './fill-licensing';
import { DAY_MS, nthPaid, paidStateOf, YEAR_MS, type Population } from './population';
import { RowRandom, rowId, TABLE } from './seeded-rows';

const HOUR_MS = 3_600_000;
/** Monthly price in cents; annual is ten months. */
const MONTHLY_CENTS = { standard: 4_900, professional: 9_900, enterprise: 29_900 } as const;
/** A live subscription in 2,000 is due for reconciliation when the fill ends; the others were checked lately. */
const DUE_NOW = 0.0005;

function paypalId(prefix: string, index: number, random: RowRandom): string {
  return `${prefix}-${index.toString(36).toUpperCase().padStart(8, '0')}${random.hex(6).toUpperCase()}`;
}

/** Paid subscriptions carry licence `k`; the others are checkouts that never became one (most abandoned, some pending). */
export async function fillSubscriptions(connection: Connection, population: Population): Promise<void> {
  const columns = [
    'id',
    'user_id',
    'paypal_subscription_id',
    'paypal_plan_id',
    'plan',
    'billing_type',
    'status',
    'start_date',
    'end_date',
    'next_billing_date',
    'last_payment_at',
    'next_check_at',
    'paid_cycles',
    'approved_at',
    'tax_basis_points',
    'created_at',
    'updated_at',
  ];
  const now = population.now.getTime();
  await loadRows(connection, 'subscriptions', columns, population.counts.subscriptions, (index) => {
    const random = new RowRandom(TABLE.subscriptions, index);
    const state = paidStateOf(index);
    const paid = index < population.paidSpan && population.isPaidLicense(index);
    const shape = paid ? licenseShapeOf(population, index) : null;
    const createdAt = shape?.createdAt ?? population.createdAt(index, population.counts.subscriptions, 2 * YEAR_MS, random);
    const status = paid ? state.status : random.chance(0.95) ? 'abandoned' : 'pending';
    const live = status === 'active' || status === 'suspended' || status === 'pending';
    const nextCheck = live ? new Date(random.chance(DUE_NOW) ? now - 60_000 : now + HOUR_MS + random.below(24 * HOUR_MS)) : null;
    const ended = status === 'cancelled' || status === 'expired' || status === 'abandoned';
    return [
      rowId(TABLE.subscriptions, index),
      population.userId(population.ownerOfSubscription(index)),
      paypalId('I', index, random),
      `P-${state.plan.toUpperCase()}-${state.billingType.toUpperCase()}`,
      state.plan,
      state.billingType,
      status,
      createdAt,
      ended ? new Date(Math.min(now, (shape?.expiry ?? createdAt).getTime())) : null,
      status === 'active' ? shape!.expiry : null,
      paid ? new Date(Math.min(now, createdAt.getTime() + random.below(30 * DAY_MS))) : null,
      nextCheck,
      paid ? 1 + random.below(12) : null,
      paid ? createdAt : null,
      random.chance(0.2) ? 1_500 : 0,
      createdAt,
      createdAt,
    ];
  });
}

interface LedgerRow {
  kind: 'payment' | 'refund' | 'reversal';
  subscription: number;
  user: number;
  grossCents: number;
  vatCents: number;
  occurredAt: Date;
}

/** A year of payments, oldest first; one in fifty a refund and one in a hundred a reversal, of the payment before it. */
function ledgerRowOf(population: Population, index: number): LedgerRow {
  const random = new RowRandom(TABLE.ledger, index);
  const subscription = nthPaid(population, index);
  const state = paidStateOf(subscription);
  const roll = random.next();
  const kind = index > 0 && roll < 0.02 ? 'refund' : index > 0 && roll < 0.03 ? 'reversal' : 'payment';
  const grossCents = MONTHLY_CENTS[state.plan] * (state.billingType === 'monthly' ? 1 : 10);
  const vatCents = random.chance(0.2) ? Math.round(grossCents * 0.15) : 0;
  const occurredAt = population.createdAt(index, population.counts.ledger, YEAR_MS, random);
  return { kind, subscription, user: population.ownerOfSubscription(subscription), grossCents, vatCents, occurredAt };
}

const transactionId = (index: number): string => `TX${index.toString(36).toUpperCase().padStart(10, '0')}`;

export async function fillLedger(connection: Connection, population: Population): Promise<void> {
  const columns = [
    'id',
    'kind',
    'provider_transaction_id',
    'user_id',
    'subscription_id',
    'plan',
    'billing_type',
    'gross_cents',
    'vat_cents',
    'fee_cents',
    'currency',
    'occurred_at',
    'recorded_from',
    'relates_to_transaction_id',
  ];
  await loadRows(connection, 'payment_ledger', columns, population.counts.ledger, (index) => {
    const row = ledgerRowOf(population, index);
    const state = paidStateOf(row.subscription);
    return [
      rowId(TABLE.ledger, index),
      row.kind,
      transactionId(index),
      population.userId(row.user),
      rowId(TABLE.subscriptions, row.subscription),
      state.plan,
      state.billingType,
      row.grossCents,
      row.vatCents,
      Math.round(row.grossCents * 0.034) + 30,
      'USD',
      row.occurredAt,
      row.kind === 'payment' ? 'webhook' : 'reconciliation',
      row.kind === 'payment' ? null : transactionId(index - 1),
    ];
  });
}

/** An invoice for every payment and a credit note for every refund or reversal, numbered per series and year as the app numbers them. */
export async function fillDocuments(connection: Connection, population: Population): Promise<void> {
  const columns = [
    'id',
    'number',
    'series',
    'year',
    'sequence',
    'kind',
    'user_id',
    'ledger_entry_id',
    'issued_at',
    'currency',
    'net_cents',
    'vat_cents',
    'total_cents',
    'recipient_name',
    'recipient_email',
    'recipient_vat_number',
    'snapshot_json',
  ];
  const lastSequence = new Map<string, number>();
  await loadRows(connection, 'billing_documents', columns, population.counts.ledger, (index) => {
    const row = ledgerRowOf(population, index);
    const series = row.kind === 'payment' ? 'INV' : 'CN';
    const year = row.occurredAt.getUTCFullYear();
    const sequence = (lastSequence.get(`${series}:${year}`) ?? 0) + 1;
    lastSequence.set(`${series}:${year}`, sequence);
    const person = personOf(row.user);
    const name = person.company ?? `${person.first} ${person.last}`;
    const net = row.grossCents - row.vatCents;
    const snapshot = {
      title: row.vatCents > 0 ? 'Tax Invoice' : 'Invoice',
      seller: { legalName: 'PointForge (Pty) Ltd', address: ['1 Main Road', 'Cape Town'], vatNumber: '4000000000' },
      recipient: { legalName: name, addressLines: ['12 Long Street', 'Johannesburg'], country: 'ZA', vatNumber: null, email: person.email },
      lines: [{ description: `PointForge ${paidStateOf(row.subscription).plan}`, quantity: 1, netCents: net }],
      treatment: row.vatCents > 0 ? { kind: 'standard', basisPoints: 1500 } : { kind: 'zero-rated', basisPoints: 0, reason: 'Zero-rated export' },
      randVat: null,
      reason: series === 'CN' ? 'Refund' : null,
      corrects: null,
    };
    return [
      rowId(TABLE.documents, index),
      `${series}-${year}-${String(sequence).padStart(6, '0')}`,
      series,
      year,
      sequence,
      series === 'INV' ? 'invoice' : 'credit-note',
      population.userId(row.user),
      rowId(TABLE.ledger, index),
      row.occurredAt,
      'USD',
      net,
      row.vatCents,
      row.grossCents,
      name,
      person.email,
      null,
      JSON.stringify(snapshot),
    ];
  });
  // The next document the app issues continues each series where the fill stopped.
  for (const [key, sequence] of lastSequence) {
    const [series, year] = key.split(':');
    await connection.query('INSERT INTO document_sequences (series, year, last_sequence) VALUES (?, ?, ?)', [series, Number(year), sequence]);
  }
}

/** Processed webhook events of the last 80 days (older ones the reconciliation prunes). */
export async function fillWebhookEvents(connection: Connection, population: Population): Promise<void> {
  const types = ['PAYMENT.SALE.COMPLETED', 'BILLING.SUBSCRIPTION.ACTIVATED', 'BILLING.SUBSCRIPTION.CANCELLED', 'BILLING.SUBSCRIPTION.UPDATED'];
  await loadRows(connection, 'processed_webhook_events', ['event_id', 'event_type', 'received_at'], population.counts.webhookEvents, (index) => {
    const random = new RowRandom(TABLE.webhookEvents, index);
    return [
      `WH-${index.toString(36).toUpperCase().padStart(8, '0')}-${random.hex(8).toUpperCase()}`,
      random.pick(types),
      population.createdAt(index, population.counts.webhookEvents, 80 * DAY_MS, random),
    ];
  });
}
