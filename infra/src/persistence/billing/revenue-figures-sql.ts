import { BILLING_TYPES, monthlyRecurringCents, PAID_PLAN_IDS, PAYMENT_FAILED_MAIL_KEY_PREFIX } from '@pointforge/domain';
import { trialLicence } from '../admin/licence-conditions';

/**
 * The statements behind the revenue figures (docs/console.md, "Revenue"), each the SQL form of
 * a definition in domain/src/billing/revenue/: the same figures as the in-process reference
 * (revenueFiguresFromRecords), held to it by the RevenueFiguresPort contract. They run alike on
 * MariaDB and SQLite (window functions need MariaDB 10.2 / SQLite 3.25), with `:name`
 * parameters; the few dialect differences are passed in.
 */

export const LIVE_STATUSES = ['active', 'suspended'];
const ENDED_STATUSES = ['cancelled', 'expired'];

/** What a row's plan and billing add to MRR (monthlyRecurringCents), as a CASE over the catalogue. */
function monthlyRecurringOf(alias: string): string {
  const prices = PAID_PLAN_IDS.flatMap((plan) =>
    BILLING_TYPES.map((billing) => `WHEN ${alias}.plan = '${plan}' AND ${alias}.billing_type = '${billing}' THEN ${monthlyRecurringCents(plan, billing)}`),
  );
  return `CASE ${prices.join(' ')} ELSE 0 END`;
}

/**
 * Which of the intervals cut by the named instants `column` falls in: 0 before the first,
 * i from the i-th on (the i-th month or week of the period when the instants are their starts
 * and the last one's end), and one past the last after it.
 */
function intervalOf(column: string, boundaries: readonly string[]): string {
  return `CASE ${boundaries.map((name, index) => `WHEN ${column} < :${name} THEN ${index}`).join(' ')} ELSE ${boundaries.length} END`;
}

/**
 * The MRR movement, per interval of `boundaries` (a month's start, …, the last month's end),
 * from every subscription's MRR changes (mrrChangesOf). A subscription whose payments all
 * bought one plan and billing changes once, at its first payment: one GROUP BY over the
 * ledger's covering index finds those (most of them). For the others a payment changes the amount when
 * it bought another than the payment before it (LAG, in the ledger's (occurred_at,
 * transaction) order), a window over their payments only: a window over the whole ledger
 * sorted a million rows, 7 s on MariaDB. An ended subscription drops to 0 at its cancellation
 * or the end of its paid period, whichever came first, but not before its last change (LEAD
 * finds the last; joined to two rows, it yields that drop as a second event, so the changes
 * are computed once where MariaDB would compute a CTE again for each reference); a live one
 * the ledger never saw paid counts from its start. Each change is classed by the amount
 * before it; `moved` sums the changes, `moved_by_now` those up to `:asOf` (which sum to MRR then).
 */
export function mrrMovementSql(boundaries: readonly string[]): string {
  const ended = `CASE WHEN s.end_date < s.updated_at THEN s.end_date ELSE s.updated_at END`;
  // An ended subscription's drop to 0, not before its last change.
  const endedAt = `CASE WHEN ${ended} < c.changed_at THEN c.changed_at ELSE ${ended} END`;
  const inOrder = 'PARTITION BY l.subscription_id ORDER BY l.occurred_at, l.provider_transaction_id';
  const payments = `l.kind = 'payment' AND l.occurred_at < :asOf`;
  // Every payment bought the same plan and billing, so the same amount; any other subscription
  // goes through the window, which compares amounts (two plans of one price are no change).
  const samePlanThroughout = 'MIN(l.plan) = MAX(l.plan) AND MIN(l.billing_type) = MAX(l.billing_type)';
  const planMoved = 'MIN(l.plan) <> MAX(l.plan) OR MIN(l.billing_type) <> MAX(l.billing_type)';
  return `WITH paid AS (
      SELECT l.subscription_id, l.occurred_at AS changed_at, l.provider_transaction_id AS tx, ${monthlyRecurringOf('l')} AS mrr,
        LAG(${monthlyRecurringOf('l')}) OVER (${inOrder}) AS paid_before
      FROM payment_ledger \`l\`
      WHERE ${payments} AND l.subscription_id IN (
        SELECT l.subscription_id FROM payment_ledger \`l\` WHERE ${payments}
        GROUP BY l.subscription_id HAVING ${planMoved}
      )
    ), changes AS (
      SELECT subscription_id, changed_at, COALESCE(paid_before, 0) AS mrr_before, mrr,
        LEAD(changed_at) OVER (PARTITION BY subscription_id ORDER BY changed_at, tx) AS next_change_at
      FROM paid
      WHERE paid_before IS NULL OR paid_before <> mrr
      UNION ALL
      SELECT subscription_id, first_at, 0, ${monthlyRecurringOf('o')}, NULL
      FROM (
        SELECT l.subscription_id, MIN(l.occurred_at) AS first_at, MIN(l.plan) AS plan, MIN(l.billing_type) AS billing_type
        FROM payment_ledger \`l\`
        WHERE ${payments}
        GROUP BY l.subscription_id HAVING ${samePlanThroughout}
      ) o
    ), events AS (
      SELECT CASE WHEN k.ends = 1 THEN ${endedAt} ELSE c.changed_at END AS changed_at,
        CASE WHEN k.ends = 1 THEN c.mrr ELSE c.mrr_before END AS mrr_before,
        CASE WHEN k.ends = 1 THEN 0 ELSE c.mrr END AS mrr
      FROM changes c
      JOIN subscriptions \`s\` ON s.id = c.subscription_id
      JOIN (SELECT 0 AS ends UNION ALL SELECT 1) k ON k.ends = 0 OR (c.next_change_at IS NULL AND s.status IN (:...ended))
      WHERE s.status IN (:...everLive)
      UNION ALL
      SELECT s.start_date, 0, ${monthlyRecurringOf('s')}
      FROM subscriptions \`s\`
      WHERE s.status IN (:...live) AND NOT EXISTS (
        SELECT 1 FROM payment_ledger \`p\` WHERE p.subscription_id = s.id AND p.kind = 'payment' AND p.occurred_at < :asOf
      )
    )
    SELECT ${intervalOf('e.changed_at', boundaries)} AS period_interval,
      SUM(e.mrr - e.mrr_before) AS moved,
      SUM(CASE WHEN e.changed_at <= :asOf THEN e.mrr - e.mrr_before ELSE 0 END) AS moved_by_now,
      SUM(CASE WHEN e.mrr_before = 0 AND e.mrr > 0 THEN e.mrr ELSE 0 END) AS new_cents,
      SUM(CASE WHEN e.mrr_before > 0 AND e.mrr > e.mrr_before THEN e.mrr - e.mrr_before ELSE 0 END) AS expansion_cents,
      SUM(CASE WHEN e.mrr > 0 AND e.mrr < e.mrr_before THEN e.mrr - e.mrr_before ELSE 0 END) AS contraction_cents,
      SUM(CASE WHEN e.mrr = 0 THEN -e.mrr_before ELSE 0 END) AS churned_cents
    FROM events e
    GROUP BY period_interval`;
}

/** The parameters `mrrMovementSql` binds besides the boundaries. */
export const MRR_STATUSES = { everLive: [...LIVE_STATUSES, ...ENDED_STATUSES], ended: ENDED_STATUSES, live: LIVE_STATUSES };

/*
 * The other figures are sums per month or week: GROUP BY the interval (a temporary table of a
 * few dozen groups), where one SUM(CASE…) column per month or week cost MariaDB 17 s over a
 * year of trials at a million customers against 1 s.
 */

/**
 * Trials started in each week (interval of `boundaries`: the weeks' Mondays and the Monday
 * after), of accounts that still exist, and those whose owner's first payment (before
 * `:asOf`) came at or after the trial's start.
 */
export function trialConversionSql(boundaries: readonly string[]): string {
  return `SELECT t.period_interval, COUNT(*) AS trials, SUM(CASE WHEN t.first_paid >= t.created_at THEN 1 ELSE 0 END) AS converted
    FROM (
      SELECT ${intervalOf('license.created_at', boundaries)} AS period_interval, license.created_at,
        (SELECT MIN(p.occurred_at) FROM payment_ledger \`p\` WHERE p.user_id = license.user_id AND p.kind = 'payment' AND p.occurred_at < :asOf) AS first_paid
      FROM licenses \`license\`
      WHERE ${trialLicence('license')} AND license.user_id IS NOT NULL AND license.created_at >= :${boundaries[0]} AND license.created_at < :asOf
    ) t
    GROUP BY t.period_interval`;
}

/**
 * Failed renewals (the payment-failed emails sent in the period, one per subscription and paid
 * period) by month, and those whose subscription was paid after the failure and within the
 * grace period: `graceEnd` is the SQL of the failure's time plus it (dialects differ there).
 */
export function paymentRecoverySql(boundaries: readonly string[], graceEnd: (sentAt: string) => string): string {
  const afterPrefix = `SUBSTR(mail.idempotency_key, ${PAYMENT_FAILED_MAIL_KEY_PREFIX.length + 1})`;
  // subscriptionOfPaymentFailedMail: the key's part up to the next ':' (the period's end follows).
  const subscriptionId = `CASE WHEN INSTR(${afterPrefix}, ':') > 0 THEN SUBSTR(${afterPrefix}, 1, INSTR(${afterPrefix}, ':') - 1) ELSE ${afterPrefix} END`;
  return `SELECT f.period_interval, COUNT(*) AS failed, SUM(f.recovered) AS recovered
    FROM (
      SELECT ${intervalOf('mail.sent_at', boundaries)} AS period_interval,
        CASE WHEN EXISTS (
          SELECT 1 FROM payment_ledger \`p\`
          WHERE p.subscription_id = ${subscriptionId} AND p.kind = 'payment'
            AND p.occurred_at > mail.sent_at AND p.occurred_at <= ${graceEnd('mail.sent_at')} AND p.occurred_at < :asOf
        ) THEN 1 ELSE 0 END AS recovered
      FROM sent_mail \`mail\`
      WHERE mail.idempotency_key LIKE :failedMailPattern AND ${subscriptionId} <> ''
        AND mail.sent_at >= :${boundaries[0]} AND mail.sent_at < :asOf
    ) f
    GROUP BY f.period_interval`;
}

/** The LIKE pattern of every payment-failed email's key (the prefix has no wildcard in it). */
export const FAILED_MAIL_PATTERN = `${PAYMENT_FAILED_MAIL_KEY_PREFIX}%`;

/** Refunds and reversals by month and kind: counted, and summed net of VAT. */
export function refundsSql(boundaries: readonly string[]): string {
  return `SELECT ${intervalOf('l.occurred_at', boundaries)} AS period_interval, l.kind, COUNT(*) AS entries, SUM(l.gross_cents - l.vat_cents) AS net_cents
    FROM payment_ledger \`l\`
    WHERE l.kind IN ('refund', 'reversal') AND l.occurred_at >= :${boundaries[0]} AND l.occurred_at < :asOf
    GROUP BY period_interval, l.kind`;
}

/** Live subscriptions by status and plan (summed per plan by the caller), in the order of the (status, plan) index. */
export const LIVE_BY_PLAN_SQL = `SELECT s.plan, COUNT(*) AS subscriptions FROM subscriptions \`s\` WHERE s.status IN (:...live) GROUP BY s.status, s.plan`;
