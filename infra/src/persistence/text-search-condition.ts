import { parseTextSearch, someWordStartsWith } from '@pointforge/domain';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * `%` and `_` typed in an email prefix are searched for, not wildcards. The escape is `!`: a
 * backslash would itself need escaping in MySQL's string literals and not in SQLite's.
 */
const LIKE_ESCAPE = '!';

/** The SQLite function that answers a word-prefix search: `some_word_starts_with(prefix, column…)`. */
const SQLITE_WORD_PREFIX_FUNCTION = 'some_word_starts_with';

/** Where a search box looks: the email column an email prefix is matched on, and every column searched for words. */
export interface SearchedColumns {
  email: string;
  /** On MySQL, exactly the columns of one FULLTEXT index, in its order. */
  words: readonly string[];
}

/**
 * Narrows a query to rows matching what the operator typed, as domain's `parseTextSearch` reads
 * it: an email prefix is a range on the email column's index; words are a FULLTEXT word-prefix
 * match on MySQL/MariaDB (BOOLEAN MODE, every word required) and the same match by a function
 * on SQLite. Typed words hold only letters, digits and `_`, so no boolean-mode operator gets in.
 */
export function whereTextMatches<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  columns: SearchedColumns,
  text: string,
): SelectQueryBuilder<T> {
  const search = parseTextSearch(text);
  if (search.kind === 'email-prefix') {
    const prefix = `${escapeLike(search.prefix)}%`;
    return query.andWhere(`${alias}.${columns.email} LIKE :emailPrefix ESCAPE '${LIKE_ESCAPE}'`, { emailPrefix: prefix });
  }
  const searched = columns.words.map((column) => `${alias}.${column}`).join(', ');
  if (query.connection.options.type === 'mysql') {
    const required = search.words.map((word) => `+${word}*`).join(' ');
    return query.andWhere(`MATCH(${searched}) AGAINST (:searchWords IN BOOLEAN MODE)`, { searchWords: required });
  }
  search.words.forEach((word, index) => query.andWhere(`${SQLITE_WORD_PREFIX_FUNCTION}(:searchWord${index}, ${searched})`, { [`searchWord${index}`]: word }));
  return query;
}

/**
 * The same word-prefix match as the FULLTEXT one, tested on each row instead of looked up in
 * the FULLTEXT index (MySQL/MariaDB): every word must follow the start of the searched text or
 * a character that is no letter, digit or `_` (domain's word breaks). The text's breaks become
 * spaces and the test is a LIKE, so it compares through the columns' collation as FULLTEXT
 * does (case and accents ignored: "jose" finds "José"); a REGEXP would compare accents. What a
 * walk of a list's order index checks on the rows it reads.
 */
export function whereWordsStartWords<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  columns: SearchedColumns,
  words: readonly string[],
): SelectQueryBuilder<T> {
  // CONCAT_WS leaves a NULL column out; the leading space makes the text's start a break too.
  const spaced = `CONCAT(' ', REGEXP_REPLACE(CONCAT_WS(' ', ${columns.words.map((column) => `${alias}.${column}`).join(', ')}), :wordBreaks, ' '))`;
  query.setParameter('wordBreaks', '[^\\p{L}\\p{N}_]+');
  words.forEach((word, index) =>
    query.andWhere(`${spaced} LIKE :wordStart${index} ESCAPE '${LIKE_ESCAPE}'`, { [`wordStart${index}`]: `% ${escapeLike(word)}%` }),
  );
  return query;
}

/** `%` and `_` in `text` searched for as themselves (escaped by LIKE_ESCAPE). */
function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (character) => `${LIKE_ESCAPE}${character}`);
}

/** Teaches a better-sqlite3 connection the word-prefix function, with the very rule the in-memory fakes use. */
export function registerSqliteTextSearch(database: {
  function: (name: string, options: object, implementation: (...args: unknown[]) => number) => unknown;
}): void {
  database.function(SQLITE_WORD_PREFIX_FUNCTION, { deterministic: true, varargs: true }, (prefix, ...texts) =>
    someWordStartsWith(
      String(prefix),
      texts.map((text) => (typeof text === 'string' ? text : null)),
    )
      ? 1
      : 0,
  );
}
