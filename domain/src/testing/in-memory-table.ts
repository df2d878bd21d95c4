/** Thrown by the in-memory fakes where a database would reject a duplicate in a unique column. */
export class UniqueConstraintViolation extends Error {
  constructor(
    readonly table: string,
    readonly column: string,
  ) {
    super(`Duplicate value in ${table}.${column}`);
    this.name = 'UniqueConstraintViolation';
  }
}

/**
 * A table for the in-memory repository fakes. Rows are copied in and out, so a caller
 * changing an object it passed or got back changes nothing stored, as with a database.
 * The primary key and the unique columns are enforced like unique indexes: NULL never
 * collides. Every method is synchronous, so a fake method that does its reads and writes
 * without awaiting in between is atomic, like the database statement it stands for.
 */
export class InMemoryTable<Row extends object> {
  private readonly rows = new Map<unknown, Row>();

  constructor(
    private readonly name: string,
    private readonly primaryKey: keyof Row,
    private readonly uniqueColumns: ReadonlyArray<keyof Row> = [],
  ) {}

  insert(row: Row): void {
    this.assertUnique([row], new Set());
    this.rows.set(row[this.primaryKey], copyRow(row));
  }

  get(primaryKey: Row[keyof Row]): Row | null {
    const row = this.rows.get(primaryKey);
    return row ? copyRow(row) : null;
  }

  find(predicate: (row: Row) => boolean): Row | null {
    return this.filter(predicate)[0] ?? null;
  }

  filter(predicate: (row: Row) => boolean): Row[] {
    return [...this.rows.values()].filter(predicate).map(copyRow);
  }

  /** Applies `changes` to every matching row, all or none; returns how many matched. */
  update(predicate: (row: Row) => boolean, changes: Partial<Row>): number {
    const matching = [...this.rows.values()].filter(predicate);
    const updated = matching.map((row) => ({ ...row, ...copyRow(changes) }));
    this.assertUnique(updated, new Set(matching));
    for (const row of updated) this.rows.set(row[this.primaryKey], row);
    return matching.length;
  }

  /** Deletes every matching row; returns how many. */
  delete(predicate: (row: Row) => boolean): number {
    const matching = [...this.rows.values()].filter(predicate);
    for (const row of matching) this.rows.delete(row[this.primaryKey]);
    return matching.length;
  }

  /** Remembers every row now; the returned function puts them back (a rolled-back transaction). */
  snapshot(): () => void {
    const saved = new Map(this.rows);
    return () => {
      this.rows.clear();
      for (const [key, row] of saved) this.rows.set(key, row);
    };
  }

  /** `candidates` would be written in place of `replaced`; refuses any duplicate. */
  private assertUnique(candidates: Row[], replaced: ReadonlySet<Row>): void {
    const kept = [...this.rows.values()].filter((row) => !replaced.has(row));
    for (const column of [this.primaryKey, ...this.uniqueColumns]) {
      const seen = new Set(kept.map((row) => row[column]));
      for (const candidate of candidates) {
        const value = candidate[column];
        if (value === null || value === undefined) continue;
        if (seen.has(value)) throw new UniqueConstraintViolation(this.name, String(column));
        seen.add(value);
      }
    }
  }
}

/** For listings "newest first": later createdAt first, ties broken by the larger id, as the SQL repositories order. */
export function byNewestFirst(a: { id: string; createdAt: Date }, b: { id: string; createdAt: Date }): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || compareStrings(b.id, a.id);
}

/** For listings by id, as a keyset page of the primary key reads them. */
export function byId(a: { id: string }, b: { id: string }): number {
  return compareStrings(a.id, b.id);
}

function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** A shallow copy whose Date values are copies too (the only mutable values entities hold). */
function copyRow<Row extends object>(row: Row): Row {
  const copy = { ...row };
  for (const [key, value] of Object.entries(copy)) {
    if (value instanceof Date) Object.assign(copy, { [key]: new Date(value.getTime()) });
  }
  return copy;
}
