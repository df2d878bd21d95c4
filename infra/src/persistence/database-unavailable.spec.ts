import { describe, expect, it } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailableError } from './database-unavailable';

function driverError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error('driver error'), fields);
}

describe('isDatabaseUnavailableError', () => {
  it('recognises a refused or lost connection, on the error or inside a failed query', () => {
    expect(isDatabaseUnavailableError(driverError({ code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailableError(new QueryFailedError('SELECT 1', [], driverError({ code: 'PROTOCOL_CONNECTION_LOST' })))).toBe(true);
    expect(isDatabaseUnavailableError(new QueryFailedError('SELECT 1', [], driverError({ code: 'ER_CONNECTION_KILLED' })))).toBe(true);
    expect(isDatabaseUnavailableError(driverError({ code: 'SOMETHING_NEW', fatal: true }))).toBe(true);
  });

  it('does not take a bad query or an application error for an outage', () => {
    expect(isDatabaseUnavailableError(new QueryFailedError('SELECT x', [], driverError({ code: 'ER_BAD_FIELD_ERROR' })))).toBe(false);
    expect(isDatabaseUnavailableError(new QueryFailedError('INSERT', [], driverError({ code: 'ER_DUP_ENTRY' })))).toBe(false);
    expect(isDatabaseUnavailableError(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailableError(undefined)).toBe(false);
    expect(isDatabaseUnavailableError('ECONNREFUSED')).toBe(false);
  });
});
