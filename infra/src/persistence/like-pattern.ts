import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * `%` and `_` typed in a search are searched for, not wildcards. The escape is `!`: a
 * backslash would itself need escaping in MySQL's string literals and not in SQLite's.
 */
const LIKE_ESCAPE = '!';

function likePattern(search: string): string {
  return `%${search.replace(/[!%_]/g, (character) => `${LIKE_ESCAPE}${character}`)}%`;
}

/**
 * Narrows a query to rows where any of `columns` (of `alias`) contains `search`. MySQL's
 * utf8mb4 collation and SQLite's LIKE both ignore ASCII case.
 */
export function whereAnyColumnContains<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  columns: readonly string[],
  search: string,
): SelectQueryBuilder<T> {
  const matches = columns.map((column) => `${alias}.${column} LIKE :search ESCAPE '${LIKE_ESCAPE}'`);
  return query.andWhere(`(${matches.join(' OR ')})`, { search: likePattern(search) });
}
