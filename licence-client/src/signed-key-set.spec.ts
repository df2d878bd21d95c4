import { SignJWT } from 'jose';
import { unarmorLicence } from './licence-file';
import { verifySignedKeySet } from './signed-key-set';
import { createSigningKey, jwksOf, licenceClaims, signKeySet, signLicenceFile, type SigningKey } from './testing/licence-signing';

const ISSUER = 'https://pointforge.example';
const DAY = 86_400;

describe('verifySignedKeySet, the root check of the published keys (ASVS 9.1.3)', () => {
  // The root the app ships, the server's signing key, and a key of the user's own making.
  let [root, signingKey, intruder] = [] as SigningKey[];

  beforeAll(async () => {
    [root, signingKey, intruder] = await Promise.all(['root-2026', 'key-2026-01', 'key-of-the-user'].map((kid) => createSigningKey(kid)));
  });

  const vouchedKids = async (signedJwks: string, now?: Date) =>
    (await verifySignedKeySet(signedJwks, { rootKeys: jwksOf([root]), issuer: ISSUER, now }))?.keys.map((key) => key.kid);

  it('gives the keys of a set the shipped root signed', async () => {
    expect(await vouchedKids(await signKeySet([signingKey], root, { iss: ISSUER }))).toEqual(['key-2026-01']);
  });

  it('vouches for nothing when the set was edited to add a key, or signed by any other key', async () => {
    const [header, , signature] = (await signKeySet([signingKey], root, { iss: ISSUER })).split('.');
    const withIntruder = Buffer.from(JSON.stringify({ ...jwksOf([signingKey, intruder]), iss: ISSUER, iat: 1, exp: 4_000_000_000 })).toString('base64url');

    expect(await vouchedKids(`${header}.${withIntruder}.${signature}`)).toBeUndefined();
    expect(await vouchedKids(await signKeySet([intruder], intruder, { iss: ISSUER }))).toBeUndefined();
    // The intruder's key named like the root: the signature still fails.
    expect(await vouchedKids(await signKeySet([intruder], await createSigningKey('root-2026'), { iss: ISSUER }))).toBeUndefined();
  });

  it("vouches for nothing for another site's set, an expired set, a licence file or garbage", async () => {
    const issuedLongAgo = Math.floor(Date.now() / 1000) - 40 * DAY;
    const licenceFile = unarmorLicence(await signLicenceFile(licenceClaims({ iss: ISSUER, fp: 'fingerprint-0000001' }), root));
    const unsignedTyp = await new SignJWT({ ...jwksOf([intruder]), iss: ISSUER })
      .setProtectedHeader({ alg: 'EdDSA', kid: root.kid })
      .setIssuedAt()
      .setExpirationTime('1d')
      .sign(root.privateKey);

    expect(await vouchedKids(await signKeySet([signingKey], root, { iss: 'https://staging.pointforge.example' }))).toBeUndefined();
    expect(await vouchedKids(await signKeySet([signingKey], root, { iss: ISSUER, iat: issuedLongAgo }))).toBeUndefined();
    expect(await vouchedKids(licenceFile)).toBeUndefined();
    expect(await vouchedKids(unsignedTyp)).toBeUndefined();
    expect(await vouchedKids('{"keys":[]}')).toBeUndefined();
  });

  it('keeps vouching until its exp, a month after it was served', async () => {
    const signed = await signKeySet([signingKey], root, { iss: ISSUER });

    expect(await vouchedKids(signed, new Date(Date.now() + 29 * DAY * 1000))).toEqual(['key-2026-01']);
    expect(await vouchedKids(signed, new Date(Date.now() + 31 * DAY * 1000))).toBeUndefined();
  });
});
