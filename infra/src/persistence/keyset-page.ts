import { COUNT_CAP, pageOf, type Page, type PageKey, type PageRequest } from '@pointforge/domain';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** A listing's order, newest first: the qualified time column, then the unique tie-break column (`user.created_at`, `user.id`). */
export interface KeysetOrder {
  at: string;
  tieBreak: string;
}

/**
 * One page of `query` (its filters only) in `order`, descending: the rows after the request's
 * key, read from the order's index as a range (never OFFSET, which reads every row it skips),
 * one more than the page to know whether another follows; and the matching rows counted up to
 * COUNT_CAP + 1, so the count reads at most that many index entries, never the whole table.
 */
export async function keysetPage<Row extends ObjectLiteral, Item>(
  manager: EntityManager,
  query: SelectQueryBuilder<Row>,
  order: KeysetOrder,
  request: PageRequest,
  toItem: (row: Row) => Item,
  keyOf: (item: Item) => PageKey,
): Promise<Page<Item>> {
  const matching = await cappedCount(manager, query);
  const rows = await rowsAfterKey(query, order, request);
  return pageOf(rows.map(toItem), matching, request, keyOf);
}

/** The rows of `query` after the request's key in `order`, one more than the page. */
export function rowsAfterKey<Row extends ObjectLiteral>(query: SelectQueryBuilder<Row>, order: KeysetOrder, request: PageRequest): Promise<Row[]> {
  whereAfterKey(query, order, request);
  return query
    .orderBy(order.at, 'DESC')
    .addOrderBy(order.tieBreak, 'DESC')
    .limit(request.pageSize + 1)
    .getMany();
}

/** Narrows `query` to the rows after the request's key in `order` (none when it asks for the first page). */
export function whereAfterKey<Row extends ObjectLiteral>(query: SelectQueryBuilder<Row>, order: KeysetOrder, request: PageRequest): SelectQueryBuilder<Row> {
  if (!request.after) return query;
  return query.andWhere(`(${order.at} < :afterAt OR (${order.at} = :afterAt AND ${order.tieBreak} < :afterTieBreak))`, {
    afterAt: request.after.at,
    afterTieBreak: request.after.tieBreak,
  });
}

/** How many rows `query` matches, read up to COUNT_CAP + 1. */
export async function cappedCount<Row extends ObjectLiteral>(manager: EntityManager, query: SelectQueryBuilder<Row>): Promise<number> {
  const [sql, parameters] = query
    .clone()
    .select('1', 'matched')
    .limit(COUNT_CAP + 1)
    .getQueryAndParameters();
  const [row] = (await manager.query(`SELECT COUNT(*) AS matching FROM (${sql}) capped`, parameters)) as Array<{ matching: number | string }>;
  return Number(row?.matching ?? 0);
}
