import type { DataSource, Logger as TypeormLogger, QueryRunner } from 'typeorm';

/**
 * The tables that grow with customers, payments and time: a statement the hot paths send
 * must reach them through an index. The others (catalogue and settings: migrations,
 * document_sequences, releases, trial_ledger keyed lookups…) stay small whatever the
 * number of customers, so a scan of them costs the same at a million customers.
 */
const LARGE_TABLES = [
  'users',
  'sessions',
  'auth_tokens',
  'two_factor_credentials',
  'two_factor_recovery_codes',
  'licenses',
  'license_members',
  'license_invitations',
  'machines',
  'device_grants',
  'device_authorizations',
  'offline_activation_requests',
  'trial_fingerprints',
  'trial_ledger',
  'installer_downloads',
  'subscriptions',
  'subscription_disputes',
  'payment_ledger',
  'billing_documents',
  'billing_profiles',
  'processed_webhook_events',
  'outbox',
  'audit_log',
  'mail_deliveries',
  'sent_mail',
  'demo_requests',
  'contact_messages',
] as const;

/**
 * An ordered walk of an index (`type: index`) that stops after a LIMIT reads only that many
 * rows: MariaDB reports it as `index` with the limit as its row estimate. A walk estimated
 * above this many rows is a full index scan.
 */
const BOUNDED_INDEX_WALK_ROWS = 1_001; // the capped count of a console list reads 1,001 to tell "1,000+"

/**
 * A sort of the few rows an index lookup found for one owner (a licence's machines, a user's
 * sessions or invoices: `const`, `eq_ref`, `ref` or a `range` over a few keys) costs the same
 * at a million customers; a sort of more than this many rows is one that grows with the data.
 */
const OWNER_SORT_ROWS = 100;
/**
 * A derived table closed by `LIMIT n` at the end of the statement (the capped count of a
 * console list: `SELECT COUNT(*) … FROM (SELECT 1 … LIMIT 1001) capped`) stops after n rows,
 * but EXPLAIN's estimate for it ignores that LIMIT.
 */
const DERIVED_TABLE_LIMIT = /LIMIT (\d+)\)\s*`?\w+`?\s*$/;
/**
 * What a derived table (a subquery in FROM or JOIN that MariaDB materialises, `<derived2>` in
 * the plan) closed by `LIMIT n` of at most this many rows may cost: its walk of an index in
 * order stops after n rows (EXPLAIN estimates the whole index), and a sort of its rows sorts n
 * (a search's walk of its order index, or its at most 1,001 word matches). A derived table
 * without such a LIMIT is a finding when sorted.
 */
const BOUNDED_DERIVED_ROWS = 5_000;
const LOOKUP_TYPES = ['const', 'eq_ref', 'ref', 'range'];

export interface CapturedStatement {
  sql: string;
  parameters: unknown[];
}

/** Every statement a DataSource sends, recorded while `capturing`, besides what its own logger does with it. */
export class StatementCapture {
  private statements: CapturedStatement[] = [];
  private capturing = false;

  /**
   * Wraps `dataSource`'s logger: TypeORM hands logQuery every statement its query runners run,
   * and DatabaseAccess.query the plain statements it sends straight to the mysql2 pool.
   */
  static install(dataSource: DataSource): StatementCapture {
    const capture = new StatementCapture();
    const original = dataSource.logger;
    const wrapped: TypeormLogger = {
      logQuery: (query: string, parameters?: unknown[], queryRunner?: QueryRunner) => {
        if (capture.capturing) capture.statements.push({ sql: query, parameters: parameters ?? [] });
        original.logQuery(query, parameters, queryRunner);
      },
      logQueryError: (...args) => original.logQueryError(...args),
      logQuerySlow: (...args) => original.logQuerySlow(...args),
      logSchemaBuild: (...args) => original.logSchemaBuild(...args),
      logMigration: (...args) => original.logMigration(...args),
      log: (...args) => original.log(...args),
    };
    (dataSource as { logger: TypeormLogger }).logger = wrapped;
    return capture;
  }

  /** The statements `action` made the DataSource send (and any that ran alongside it). */
  async during(action: () => Promise<unknown>): Promise<CapturedStatement[]> {
    this.statements = [];
    this.capturing = true;
    try {
      await action();
    } finally {
      this.capturing = false;
    }
    return this.statements;
  }
}

interface PlanRow {
  id: number | null;
  select_type: string | null;
  table: string | null;
  type: string | null;
  key: string | null;
  rows: number | string | null;
  Extra: string | null;
}

export interface PlanFinding {
  statement: string;
  table: string;
  problem: string;
  plan: PlanRow;
}

/** EXPLAIN-able: reads and the writes that find their rows first. */
const EXPLAINED = /^\s*(SELECT|UPDATE|DELETE)\b/i;

/**
 * Runs EXPLAIN, with its parameters, on each SELECT, UPDATE and DELETE among `statements`
 * (each distinct one once) and answers what scales with the data: a full scan of a large
 * table (`ALL`, or an `index` walk beyond a LIMIT's few rows), or a filesort or temporary
 * table over one.
 */
export async function planFindings(dataSource: DataSource, statements: CapturedStatement[]): Promise<PlanFinding[]> {
  const findings: PlanFinding[] = [];
  const seen = new Set<string>();
  for (const { sql, parameters } of statements) {
    if (!EXPLAINED.test(sql) || seen.has(sql)) continue;
    seen.add(sql);
    const aliases = tableAliases(sql);
    const plan = (await dataSource.query(`EXPLAIN ${sql}`, parameters)) as PlanRow[];
    const derivedLimit = DERIVED_TABLE_LIMIT.exec(sql)?.[1];
    const derivedRows = Math.max(0, ...derivedTableLimits(sql));
    const derivedBounded = derivedRows <= BOUNDED_DERIVED_ROWS;
    for (const row of plan) {
      if (row.table?.startsWith('<derived') && !derivedBounded) {
        // A derived table is read whole, so only its sort can add to what built it.
        const problem = planProblem({ ...row, type: 'derived' });
        if (problem !== null) findings.push({ statement: sql, table: row.table, problem, plan: row });
      }
      const table = aliases.get(row.table ?? '') ?? row.table ?? '';
      if (!(LARGE_TABLES as readonly string[]).includes(table)) continue;
      const inBoundedDerived = row.select_type === 'DERIVED' && derivedBounded;
      const limit = inBoundedDerived ? derivedRows : derivedLimit !== undefined ? Number(derivedLimit) : Infinity;
      const problem = planProblem({ ...row, rows: Math.min(Number(row.rows), limit) }, inBoundedDerived ? BOUNDED_DERIVED_ROWS : BOUNDED_INDEX_WALK_ROWS);
      if (problem !== null) findings.push({ statement: sql, table, problem, plan: row });
    }
  }
  return findings;
}

function planProblem(row: PlanRow, indexWalkRows = BOUNDED_INDEX_WALK_ROWS): string | null {
  const extra = row.Extra ?? '';
  if (row.type === 'ALL') return 'full table scan';
  if (row.type === 'index' && Number(row.rows) > indexWalkRows) return 'full index scan';
  const ownersFewRows = LOOKUP_TYPES.includes(row.type ?? '') && Number(row.rows) <= OWNER_SORT_ROWS;
  if (extra.includes('Using filesort') && !ownersFewRows) return 'filesort';
  if (extra.includes('Using temporary') && !ownersFewRows) return 'temporary table';
  return null;
}

/** The LIMIT that closes each subquery in FROM or JOIN of `sql`, Infinity for one without. */
function derivedTableLimits(sql: string): number[] {
  const limits: number[] = [];
  for (const opening of sql.matchAll(/\b(?:FROM|JOIN)\s*\(\s*SELECT\b/gi)) {
    const start = (opening.index ?? 0) + opening[0].indexOf('(');
    let depth = 0;
    let end = start;
    for (; end < sql.length; end += 1) {
      if (sql[end] === '(') depth += 1;
      if (sql[end] === ')') depth -= 1;
      if (depth === 0) break;
    }
    const limit = /\bLIMIT\s+(\d+)\s*$/i.exec(sql.slice(start + 1, end))?.[1];
    limits.push(limit === undefined ? Infinity : Number(limit));
  }
  return limits;
}

/** Alias → table for every `FROM`/`JOIN`/`UPDATE` in the statement, and each table as its own alias. */
function tableAliases(sql: string): Map<string, string> {
  const aliases = new Map<string, string>();
  const reference = /\b(?:FROM|JOIN|UPDATE)\s+`?(\w+)`?(?:\s+(?:AS\s+)?`(\w+)`)?/gi;
  for (const match of sql.matchAll(reference)) {
    const table = match[1] as string;
    aliases.set(table, table);
    if (match[2] !== undefined) aliases.set(match[2], table);
  }
  return aliases;
}

/** One line per finding: what is wrong, on which table, the plan row and the statement. */
export function describeFindings(findings: PlanFinding[]): string {
  return findings
    .map(
      ({ statement, table, problem, plan }) =>
        `${problem} of ${table} (type ${plan.type}, key ${plan.key}, rows ${plan.rows}, ${plan.Extra ?? ''}): ${statement}`,
    )
    .join('\n');
}
