import { describe, expect, it } from '@jest/globals';
import { createDataSource, describeDatabase } from './data-source';
import { migrations } from './migrations';

describe('describeDatabase', () => {
  it('selects SQLite when no URL is set', () => {
    expect(describeDatabase(undefined)).toBe('sqlite');
    expect(describeDatabase('')).toBe('sqlite');
  });

  it('selects MySQL for a mysql:// URL', () => {
    expect(describeDatabase('mysql://app:secret@db:3306/pointforge')).toBe('mysql');
    expect(describeDatabase('MYSQL://db/pointforge')).toBe('mysql');
  });

  it('refuses any other scheme by naming it, without echoing the password', () => {
    const attempt = () => describeDatabase('postgres://app:s3cret@db/pointforge');
    expect(attempt).toThrow('DATABASE_URL must be a mysql:// URL or unset (SQLite); its scheme is "postgres".');
    expect(attempt).not.toThrow(/s3cret/);
  });
});

describe('createDataSource', () => {
  it('talks to MySQL through mysql2 in utf8mb4, converting dates as UTC whatever the local time zone', () => {
    const dataSource = createDataSource({ databaseUrl: 'mysql://app@db:3306/pointforge' });
    expect(dataSource.options).toMatchObject({
      type: 'mysql',
      connectorPackage: 'mysql2',
      charset: 'utf8mb4',
      timezone: 'Z',
      synchronize: false,
      migrations,
    });
  });

  it('defaults to the SQLite file var/app.db in WAL mode', () => {
    expect(createDataSource({}).options).toMatchObject({
      type: 'better-sqlite3',
      database: 'var/app.db',
      enableWAL: true,
      synchronize: false,
      migrations,
    });
  });
});
