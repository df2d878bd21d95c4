import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { releasePublicKey, UpdateRefusedError, verifyArtifact, type OfferedUpdate } from './update-check';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const rawPublicKey = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url').toString('base64');
const artifact = randomBytes(4096);

function offered(bytes: Buffer = artifact): Pick<OfferedUpdate, 'size' | 'sha256' | 'sha512' | 'edSignature' | 'version'> {
  return {
    version: '1.1.0',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    sha512: createHash('sha512').update(bytes).digest('hex'),
    edSignature: sign(null, bytes, privateKey).toString('base64'),
  };
}

function refusalOf(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof UpdateRefusedError ? error.reason : `not a refusal: ${String(error)}`;
  }
}

describe('verifying a downloaded update', () => {
  const key = releasePublicKey(rawPublicKey);

  it('accepts the bytes that were announced and signed', () => {
    expect(refusalOf(() => verifyArtifact(artifact, offered(), key))).toBeUndefined();
  });

  it('refuses other bytes, naming the first check that failed', () => {
    const flipped = Buffer.from(artifact);
    flipped[0] ^= 1;

    expect(refusalOf(() => verifyArtifact(artifact.subarray(1), offered(), key))).toBe('SIZE_MISMATCH');
    expect(refusalOf(() => verifyArtifact(flipped, offered(), key))).toBe('SHA256_MISMATCH');
    expect(refusalOf(() => verifyArtifact(artifact, { ...offered(), sha512: '0'.repeat(128) }, key))).toBe('SHA512_MISMATCH');
  });

  it('refuses bytes signed by another key, even with matching checksums', () => {
    const other = generateKeyPairSync('ed25519').privateKey;

    expect(refusalOf(() => verifyArtifact(artifact, { ...offered(), edSignature: sign(null, artifact, other).toString('base64') }, key))).toBe('BAD_SIGNATURE');
  });

  it('takes the public key as Sparkle’s SUPublicEDKey (base64 of 32 bytes) and nothing else', () => {
    expect(releasePublicKey(rawPublicKey).equals(publicKey)).toBe(true);
    expect(refusalOf(() => releasePublicKey(randomBytes(31).toString('base64')))).toBe('BAD_PUBLIC_KEY');
  });
});
