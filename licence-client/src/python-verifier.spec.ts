/**
 * The Python verifier of docs/licence-protocol.md, run as it stands in the page (python3 with
 * `cryptography`, as the page asks), against files and key sets signed like the server's: the
 * page's code is what integrators copy, so it must hold the same trust rule as the reference
 * client.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JSONWebKeySet } from 'jose';
import { createSigningKey, jwksOf, licenceClaims, signKeySet, signLicenceFile, type SigningKey } from './testing/licence-signing';

const PROTOCOL_PAGE = join(__dirname, '../../docs/licence-protocol.md');
const ISSUER = 'https://pointforge.example';
const FINGERPRINT = 'python-verifier-machine-01';
const YEAR_2036 = Math.floor(Date.UTC(2036, 0, 1) / 1000);

/** Reads {licence, signedJwks, rootJwks} on stdin; prints the claims or the refusal reason. */
const HARNESS = `
import json, sys
from pointforge_licence import LicenceRefused, trusted_keys, verify_licence
case = json.load(sys.stdin)
keys = trusted_keys(case["signedJwks"], case["rootJwks"], case["issuer"])
try:
    print(json.dumps(verify_licence(case["licence"], keys, case["issuer"], case["fingerprint"])))
except LicenceRefused as refusal:
    print(json.dumps({"refused": refusal.args[0]}))
`;

describe('the Python verifier of docs/licence-protocol.md (finding M3, ASVS 9.1.3)', () => {
  let workDir: string;
  let [root, oldKey, newKey, intruder] = [] as SigningKey[];

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'pf-python-verifier-'));
    const page = readFileSync(PROTOCOL_PAGE, 'utf8');
    const code = page.slice(page.indexOf('## Python')).match(/```python\n([\s\S]*?)```/)?.[1];
    if (!code) throw new Error('docs/licence-protocol.md has no Python block under "## Python".');
    writeFileSync(join(workDir, 'pointforge_licence.py'), code);
    writeFileSync(join(workDir, 'harness.py'), HARNESS);
    [root, oldKey, newKey, intruder] = await Promise.all(['root', 'key-old', 'key-new', 'key-of-the-user'].map((kid) => createSigningKey(kid)));
  });

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  function python(licence: string, signedJwks: string, rootJwks: JSONWebKeySet = jwksOf([root])): Record<string, unknown> {
    const input = JSON.stringify({ licence, signedJwks, rootJwks, issuer: ISSUER, fingerprint: FINGERPRINT });
    // Needs python3 with cryptography (pip install cryptography), as the page says.
    return JSON.parse(execFileSync('python3', ['harness.py'], { cwd: workDir, input, encoding: 'utf8' }));
  }

  const fileOf = (key: SigningKey, overrides: Parameters<typeof licenceClaims>[0] = { iss: ISSUER, fp: FINGERPRINT }) =>
    signLicenceFile(licenceClaims({ plan: 'trial', seats: 1, ...overrides }), key);
  const forgedEnterprise = () => fileOf(intruder, { iss: ISSUER, fp: FINGERPRINT, plan: 'enterprise', seats: 5, exp: YEAR_2036, lexp: YEAR_2036 });

  it("accepts the server's file with the key set the shipped root signed", async () => {
    expect(python(await fileOf(oldKey), await signKeySet([oldKey], root, { iss: ISSUER }))).toMatchObject({ plan: 'trial', fp: FINGERPRINT });
  });

  it('refuses a file signed by a key added to the cached set, whether the set was edited or signed by the user', async () => {
    const [header, , signature] = (await signKeySet([oldKey], root, { iss: ISSUER })).split('.');
    const withIntruder = Buffer.from(JSON.stringify({ ...jwksOf([oldKey, intruder]), iss: ISSUER, iat: 1, exp: YEAR_2036 })).toString('base64url');

    expect(python(await forgedEnterprise(), `${header}.${withIntruder}.${signature}`)).toEqual({ refused: 'UNKNOWN_KEY' });
    expect(python(await forgedEnterprise(), await signKeySet([oldKey, intruder], intruder, { iss: ISSUER }))).toEqual({ refused: 'UNKNOWN_KEY' });
    expect(python(await forgedEnterprise(), JSON.stringify(jwksOf([oldKey, intruder])))).toEqual({ refused: 'UNKNOWN_KEY' });
  });

  it("refuses even the server's own file with a set of another site or past its exp", async () => {
    const longAgo = Math.floor(Date.now() / 1000) - 40 * 86_400;

    expect(python(await fileOf(oldKey), await signKeySet([oldKey], root, { iss: 'https://staging.pointforge.example' }))).toEqual({ refused: 'UNKNOWN_KEY' });
    expect(python(await fileOf(oldKey), await signKeySet([oldKey], root, { iss: ISSUER, iat: longAgo }))).toEqual({ refused: 'UNKNOWN_KEY' });
  });

  it('accepts a properly rotated key, and the retired key while the signed set still lists it', async () => {
    const rotated = await signKeySet([newKey, oldKey], root, { iss: ISSUER });

    expect(python(await fileOf(newKey), rotated)).toMatchObject({ plan: 'trial' });
    expect(python(await fileOf(oldKey), rotated)).toMatchObject({ plan: 'trial' });
    expect(python(await fileOf(oldKey), await signKeySet([newKey], root, { iss: ISSUER }))).toEqual({ refused: 'UNKNOWN_KEY' });
  });
});
