import { COUNT_CAP, pageOf, parseTextSearch, type Page, type PageKey, type PageRequest } from '@pointforge/domain';
import type { EntityManager, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { cappedCount, keysetPage, rowsAfterKey, whereAfterKey, type KeysetOrder } from './keyset-page';
import { whereTextMatches, whereWordsStartWords, type SearchedColumns } from './text-search-condition';

/**
 * How many rows of a list's order index a word search reads, newest first, before it takes the
 * word for a rare one. A word that one row in 40 holds fills a 25-row page within it; reading
 * these rows and testing each costs a few milliseconds at any table size.
 */
const SEARCH_WALK_ROWS = 2_000;

/** A list that a search box narrows: its filters in `query` (on `alias`), what is searched and its order. */
export interface SearchedList<Row extends ObjectLiteral> {
  query: SelectQueryBuilder<Row>;
  alias: string;
  columns: SearchedColumns;
  /** What the operator typed; none lists every row of the filters. */
  text: string | undefined;
  order: KeysetOrder;
}

/**
 * One page of a list narrowed by what the operator typed, with the same rows, order, cursors and
 * capped count as `keysetPage` over `whereTextMatches`, but on MySQL/MariaDB a word search no
 * longer sorts every match: sorting the newest 26 out of the tens of thousands of rows a common
 * word matches cost seconds at a million rows. Instead:
 * - the count comes first, from the FULLTEXT index, capped as any list's (COUNT_CAP + 1);
 * - at most COUNT_CAP matches (a rare word): those after the cursor are sorted, at most 1,001 rows;
 * - more (a common word): the page is read by walking the order's index newest first from the
 *   cursor, `walkRows` rows at most, testing each row for the words; if that walk does not fill
 *   the page (the word is common elsewhere in the list, or other filters are selective), every
 *   match after the cursor is sorted as before: that case still costs what the matches number.
 * SQLite (small data) and an email prefix (a range on the email index) keep the one query.
 */
export async function searchedPage<Row extends ObjectLiteral, Item>(
  manager: EntityManager,
  list: SearchedList<Row>,
  request: PageRequest,
  toItem: (row: Row) => Item,
  keyOf: (item: Item) => PageKey,
  walkRows = SEARCH_WALK_ROWS,
): Promise<Page<Item>> {
  const { query, alias, columns, text, order } = list;
  const search = text === undefined ? undefined : parseTextSearch(text);
  if (text === undefined || search?.kind !== 'words' || manager.connection.options.type !== 'mysql') {
    if (text !== undefined) whereTextMatches(query, alias, columns, text);
    return keysetPage(manager, query, order, request, toItem, keyOf);
  }
  const filtersOnly = query.clone();
  whereTextMatches(query, alias, columns, text);
  const matching = await cappedCount(manager, query);
  if (matching <= COUNT_CAP) {
    // All of them fit the derived table: its LIMIT only states the bound the count proved.
    const matches = whereAfterKey(query.clone(), order, request).limit(COUNT_CAP + 1);
    const rows = await joinedPage(manager.createQueryBuilder(entityOf(query), alias), matches, order, request);
    return pageOf(rows.map(toItem), matching, request, keyOf);
  }
  const walk = whereAfterKey(manager.createQueryBuilder(entityOf(query), alias), order, request)
    .orderBy(order.at, 'DESC')
    .addOrderBy(order.tieBreak, 'DESC')
    .limit(walkRows);
  const walked = await joinedPage(whereWordsStartWords(filtersOnly, alias, columns, search.words), walk, order, request);
  if (walked.length > request.pageSize) return pageOf(walked.map(toItem), matching, request, keyOf);
  const rows = await rowsAfterKey(query, order, request);
  return pageOf(rows.map(toItem), matching, request, keyOf);
}

/**
 * The page of `outer`'s rows among the keys `picked` selects (a query of the same entity, closed
 * by its LIMIT): `picked` becomes a derived table, read first, and only its rows are sorted, never
 * the whole table's, because the page is ordered by its columns.
 */
function joinedPage<Row extends ObjectLiteral>(
  outer: SelectQueryBuilder<Row>,
  picked: SelectQueryBuilder<Row>,
  order: KeysetOrder,
  request: PageRequest,
): Promise<Row[]> {
  const keys = picked.select(order.at, 'picked_at').addSelect(order.tieBreak, 'picked_tie_break');
  return outer
    .innerJoin(`(${keys.getQuery()})`, 'picked', `picked.picked_tie_break = ${order.tieBreak}`)
    .setParameters(keys.getParameters())
    .orderBy('picked.picked_at', 'DESC')
    .addOrderBy('picked.picked_tie_break', 'DESC')
    .limit(request.pageSize + 1)
    .getMany();
}

function entityOf<Row extends ObjectLiteral>(query: SelectQueryBuilder<Row>): EntityTarget<Row> {
  const target = query.expressionMap.mainAlias?.target;
  if (target === undefined) throw new Error('A searched list is a query of one entity');
  return target as EntityTarget<Row>;
}
