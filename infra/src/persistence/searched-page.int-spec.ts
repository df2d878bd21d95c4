import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createdAtKey, matchesTextSearch, pageOfRows, pageRequest, parseTextSearch, type Page, type User } from '@pointforge/domain';
import { aUser } from '@pointforge/domain/testing';
import { databaseForSuite, TEST_DATABASE_ENGINES } from '../testing/test-databases';
import { toUser, toUserRow } from './accounts/user.mapper';
import { UserOrmEntity } from './accounts/user.orm-entity';
import { searchedPage } from './searched-page';

/** A walk this short lets a few hundred rows show both regimes; the product walks SEARCH_WALK_ROWS. */
const WALK_ROWS = 40;
const COLUMNS = { email: 'email', words: ['email', 'first_name', 'last_name', 'company'] };
const T0 = Date.parse('2026-01-01T00:00:00.000Z');

/**
 * Accounts, two created in each second (so the id breaks ties), oldest first:
 * - "harbour" in the company of nine in ten: past COUNT_CAP, and dense among the newest; one in
 *   ten of those spelt "Hárbour", which every side finds as "harbour" (accents ignored, as the
 *   collation of MariaDB's FULLTEXT index ignores them);
 * - "karoo" in the company of all but the newest 200: past COUNT_CAP too, but none in a walk from the top;
 * - "lighthouse" in three old ones: a rare word.
 */
function accounts(): User[] {
  return Array.from({ length: 1_400 }, (_, index) => {
    const harbour = index % 10 === 3 ? 'Hárbour' : 'Harbour';
    const words = [index % 10 !== 0 ? harbour : 'Delta', index < 1_200 ? 'Karoo' : 'Ridge', [10, 11, 500].includes(index) ? 'Lighthouse' : 'Mapping'];
    return aUser()
      .withId(`user-${String(index % 7).padStart(2, '0')}-${String(index).padStart(5, '0')}`)
      .withEmail(`person${index}@example.com`)
      .withName('Anna', 'Smith')
      .withCompany(words.join(' '))
      .createdAt(new Date(T0 + Math.floor(index / 2) * 1_000))
      .build();
  });
}

describe.each(TEST_DATABASE_ENGINES)('searchedPage on %s', (engine) => {
  const database = databaseForSuite(engine, 'searched-page');
  const stored = accounts();

  beforeAll(async () => {
    for (let start = 0; start < stored.length; start += 200) {
      await database.dataSource.manager.insert(UserOrmEntity, stored.slice(start, start + 200).map(toUserRow));
    }
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const search = (text: string, cursor?: string): Promise<Page<User>> => {
    const { manager } = database.dataSource;
    const query = manager.createQueryBuilder(UserOrmEntity, 'user');
    const order = { at: 'user.created_at', tieBreak: 'user.id' };
    return searchedPage(manager, { query, alias: 'user', columns: COLUMNS, text, order }, pageRequest(cursor), toUser, createdAtKey, WALK_ROWS);
  };

  /** What sorting every match newest first gives: the domain's rule over the stored rows. */
  const fullySorted = (text: string, cursor?: string): Page<User> => {
    const words = parseTextSearch(text);
    const matches = stored
      .filter((user) => matchesTextSearch(words, user.email, [user.email, user.firstName, user.lastName, user.company]))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
    return pageOfRows(matches, pageRequest(cursor), createdAtKey);
  };

  /** The first `pages` pages by their cursors, each as a full sort would give them, and the statements sent for them. */
  const walkPages = async (text: string, pages: number): Promise<string[]> => {
    const sent: string[] = [];
    jest.spyOn(database.dataSource.logger, 'logQuery').mockImplementation((sql: string) => void sent.push(sql));
    let cursor: string | undefined;
    for (let page = 0; page < pages; page += 1) {
      const answer = await search(text, cursor);
      const expected = fullySorted(text, cursor);
      expect({ page, ...answer, items: answer.items.map((user) => user.id) }).toEqual({ page, ...expected, items: expected.items.map((user) => user.id) });
      if (answer.nextCursor === null) break;
      cursor = answer.nextCursor;
    }
    return sent;
  };
  const walkedIndex = (sent: string[]) => sent.some((sql) => sql.includes('REGEXP'));

  it('answers a word most rows hold from a walk of the newest rows, page after page, as a full sort would', async () => {
    expect(fullySorted('harbour').totalCapped).toBe(true);
    const sent = await walkPages('HARBOUR', 4);
    expect(walkedIndex(sent)).toBe(engine === 'mysql');
  });

  it('sorts the few matches of a rare word', async () => {
    expect(fullySorted('lighthouse').total).toBe(3);
    expect(walkedIndex(await walkPages('lighthouse', 2))).toBe(false);
  });

  it('falls back to the sort when the walk from the top finds too few, and walks again from a cursor where the word is common', async () => {
    expect(fullySorted('karoo').totalCapped).toBe(true);
    expect(walkedIndex(await walkPages('karoo', 3))).toBe(engine === 'mysql');
    // Both words must start a word: the walk tests each.
    expect(fullySorted('karoo harb').totalCapped).toBe(true);
    await walkPages('karoo harb', 3);
  });
});
