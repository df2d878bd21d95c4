import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HmacTrialLedgerKey } from './hmac-trial-ledger-key';
import { readOrCreateSecretFile } from './install-secret-file';

const SECRET = 's'.repeat(32);

describe('HmacTrialLedgerKey', () => {
  it('is the HMAC-SHA-256 of the address with the secret, as 64 hex characters', () => {
    const key = new HmacTrialLedgerKey(SECRET).keyFor('ann@gmail.com');

    expect(key).toBe(createHmac('sha256', SECRET).update('ann@gmail.com').digest('hex'));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('ann');
  });

  it('gives one address the same key every time, and another secret another key', () => {
    expect(new HmacTrialLedgerKey(SECRET).keyFor('ann@example.com')).toBe(new HmacTrialLedgerKey(SECRET).keyFor('ann@example.com'));
    expect(new HmacTrialLedgerKey('t'.repeat(32)).keyFor('ann@example.com')).not.toBe(new HmacTrialLedgerKey(SECRET).keyFor('ann@example.com'));
  });
});

describe('readOrCreateSecretFile', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'pf-secret-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('makes a random 256-bit secret readable by its owner only, and returns the same one afterwards', () => {
    const path = join(directory, 'nested', 'trial-ledger-secret');

    const made = readOrCreateSecretFile(path);

    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecretFile(path)).toBe(made);
    expect(readFileSync(path, 'utf8').trim()).toBe(made);
    expect(readOrCreateSecretFile(join(directory, 'another'))).not.toBe(made);
  });
});
