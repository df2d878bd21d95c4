import { QueryFailedError } from 'typeorm';
import { serializeError } from './logging.module';

const KEY = 'PF-7K3QX-9MZRT-2WBHN-5VCDF-8JYPA';

describe('serializeError', () => {
  it('logs a failed query’s SQL and driver code, never the values it was given', () => {
    const driverError = Object.assign(new Error(`Table 'licenses' is marked as crashed`), {
      code: 'ER_CRASHED_ON_USAGE',
      errno: 1194,
      sqlState: 'HY000',
      sql: `SELECT * FROM licenses WHERE license_key = '${KEY}'`,
      sqlMessage: `Table 'licenses' is marked as crashed`,
    });
    const error = new QueryFailedError('SELECT * FROM licenses WHERE license_key = ?', [KEY], driverError);

    const logged = serializeError(error);

    expect(JSON.stringify(logged)).not.toContain(KEY);
    expect(logged).toMatchObject({
      type: 'QueryFailedError',
      query: 'SELECT * FROM licenses WHERE license_key = ?',
      driverError: { code: 'ER_CRASHED_ON_USAGE', errno: 1194, sqlState: 'HY000' },
    });
    expect(logged.stack).toEqual(expect.any(String));
  });

  it('serializes other errors as pino does', () => {
    expect(serializeError(new TypeError('boom'))).toMatchObject({ type: 'TypeError', message: 'boom', stack: expect.any(String) });
  });
});
