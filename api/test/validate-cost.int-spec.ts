import { aFingerprint, desktopApp } from './support/desktop-app';
import { licensingSuite } from './support/licensing-suite';
import { StatementCapture } from './support/query-plans';

/**
 * What one desktop licence check costs the database, on MariaDB (the production shape), so a
 * change that adds a query to the call every installed copy makes fails here: one read (the
 * licence by key with this computer's activation, the seat count and the owner's names) and,
 * for a fingerprint on a running licence, one write (last seen and the new file together).
 * GET /api/auth/me, answered from the session cache, is the yardstick it is held to; a
 * computer checking again within minutes is answered as /me is, from the replica's memory.
 */
describe('the cost of POST /api/v1/licenses/validate on MariaDB and Redis', () => {
  const { stack, users } = licensingSuite('validate-cost');

  let capture: StatementCapture | undefined;
  /** Every statement the app sends while `work` runs: TypeORM's own, and the plain SQL DatabaseAccess hands to the same logger. */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    capture ??= StatementCapture.install(stack.dataSource);
    return (await capture.during(work)).map((statement) => statement.sql);
  }

  async function activatedComputer() {
    const user = await users.create('validate-cost', { firstName: 'Ada', lastName: 'Lovelace', company: 'Analytical Engines' });
    const started = await user.browser.post('/api/licenses/trial');
    expect(started.status).toBe(201);
    const licenseKey = started.body.license.licenseKey as string;
    const fingerprint = aFingerprint();
    const app = desktopApp(stack.http);
    expect((await app('activate', { licenseKey, fingerprint })).status).toBe(200);
    return { user, licenseKey, fingerprint, app };
  }

  it('answers a valid check with a fresh file from one SELECT and one UPDATE, where /me costs no more', async () => {
    const { user, licenseKey, fingerprint, app } = await activatedComputer();
    await user.browser.get('/api/auth/me');

    const me = await statementsOf(async () => expect((await user.browser.get('/api/auth/me')).status).toBe(200));
    let answer: { valid?: boolean; licenseFile?: string } = {};
    const validate = await statementsOf(async () => {
      const response = await app('validate', { licenseKey, fingerprint });
      answer = response.body;
    });

    expect(answer).toMatchObject({ valid: true, licenseFile: expect.any(String) });
    expect(validate.map((statement) => statement.trim().split(/\s+/)[0]!.toUpperCase())).toEqual(['SELECT', 'UPDATE']);
    expect(validate[0]).toMatch(/FROM `licenses`/);
    expect(validate[1]).toMatch(/UPDATE `machines` SET .*`last_seen_at`.*`offline_until`/);
    expect(me.length).toBeLessThanOrEqual(validate.length);
  });

  it('answers the same computer again within minutes with the same file: one SELECT to confirm it, then no statement at all, as /me', async () => {
    const { licenseKey, fingerprint, app } = await activatedComputer();
    const answers: Array<{ licenseFile?: string; machine?: { lastSeenAt?: string } }> = [];
    const check = () => statementsOf(async () => answers.push((await app('validate', { licenseKey, fingerprint })).body));

    const statements = [await check(), await check(), await check(), await check()];

    expect(statements.map((sent) => sent.map((statement) => statement.trim().split(/\s+/)[0]!.toUpperCase()))).toEqual([
      ['SELECT', 'UPDATE'],
      ['SELECT'],
      [],
      [],
    ]);
    expect(new Set(answers.map((answer) => answer.licenseFile)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.machine?.lastSeenAt)).size).toBe(1);
  });

  it('reads once and writes nothing for a check without a fingerprint or with an unknown key', async () => {
    const { licenseKey } = await activatedComputer();
    const app = desktopApp(stack.http);

    const withoutFingerprint = await statementsOf(async () => expect((await app('validate', { licenseKey })).body).toMatchObject({ valid: true }));
    const unknownKey = await statementsOf(async () =>
      expect((await app('validate', { licenseKey: 'PF-AAAAA-AAAAA-AAAAA-AAAAA-AAAAA', fingerprint: aFingerprint() })).body).toMatchObject({
        valid: false,
        code: 'NOT_FOUND',
      }),
    );

    expect(withoutFingerprint).toHaveLength(1);
    expect(unknownKey).toHaveLength(1);
  });
});
