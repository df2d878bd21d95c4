/**
 * How the console's search boxes read what an operator types, the same on every database.
 *
 * Operators type the start of a word ("smi" for "Anna Smith", "geo" for "Acme Geodetics")
 * or the start of an email. A word-prefix match is what MariaDB/MySQL's FULLTEXT index answers
 * without scanning the table; "contains anywhere" would need a full scan per keystroke.
 */

/**
 * Shortest word a FULLTEXT index holds (`innodb_ft_min_token_size`, 3 by default on MariaDB
 * and MySQL 8): shorter typed words cannot be looked up as words, so they are left out.
 */
export const MIN_SEARCH_WORD_LENGTH = 3;

/** A word is a run of letters, digits and underscores, as InnoDB's FULLTEXT parser splits text. */
const WORD_BREAKS = /[^\p{L}\p{N}_]+/u;

export type TextSearch =
  /** Every one of `words` starts a word of one of the searched columns (email split at `@` and `.` too). */
  | { kind: 'words'; words: string[] }
  /** The email starts with `prefix`: typed text holding `@`, or too short to be a word. */
  | { kind: 'email-prefix'; prefix: string };

/**
 * Lower-cased and without accents ("José" → "jose"): MariaDB/MySQL compare searched text
 * through the columns' collation (utf8mb4_unicode_ci, utf8mb4_0900_ai_ci), which ignores case
 * and accents, so every other side of a search (the fakes, SQLite) folds the same way.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Reads a search box's text (already trimmed and non-empty); folded (foldForSearch), as the database compares. */
export function parseTextSearch(text: string): TextSearch {
  const lowered = foldForSearch(text.trim());
  const words = wordsOf(lowered).filter((word) => word.length >= MIN_SEARCH_WORD_LENGTH);
  if (lowered.includes('@') || words.length === 0) return { kind: 'email-prefix', prefix: lowered };
  return { kind: 'words', words: [...new Set(words)] };
}

/** The words of a text, folded (foldForSearch). */
export function wordsOf(text: string): string[] {
  return foldForSearch(text)
    .split(WORD_BREAKS)
    .filter((word) => word.length > 0);
}

/** Whether some word of some of `texts` starts with `prefix` (lower-case). */
export function someWordStartsWith(prefix: string, texts: ReadonlyArray<string | null | undefined>): boolean {
  return texts.some((text) => text != null && wordsOf(text).some((word) => word.startsWith(prefix)));
}

/** The in-memory fakes' side of a search: `email` is the column an email prefix looks in, `texts` all the searched columns. */
export function matchesTextSearch(search: TextSearch, email: string, texts: ReadonlyArray<string | null | undefined>): boolean {
  if (search.kind === 'email-prefix') return foldForSearch(email).startsWith(search.prefix);
  return search.words.every((word) => someWordStartsWith(word, texts));
}
