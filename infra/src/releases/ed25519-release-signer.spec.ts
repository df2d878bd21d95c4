import { describe, expect, it } from '@jest/globals';
import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import { ArtifactChangedError } from '@pointforge/domain';
import { Ed25519ReleaseSigner } from './ed25519-release-signer';

/** The bytes in chunks of uneven sizes, as a stream delivers them. */
function chunked(bytes: Buffer): () => AsyncIterable<Uint8Array> {
  return async function* () {
    for (let offset = 0, size = 1; offset < bytes.length; offset += size, size = size * 3 + 7) yield bytes.subarray(offset, offset + size);
  };
}

describe('Ed25519ReleaseSigner', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const signer = new Ed25519ReleaseSigner(privateKey);

  it.each([0, 1, 64, 100_003])('signs %i bytes exactly as crypto.sign does, streaming, with the size and digests', async (length) => {
    const bytes = randomBytes(length);

    const digest = await signer.digest(chunked(bytes));

    expect(digest).toEqual({
      size: length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      sha512: createHash('sha512').update(bytes).digest('hex'),
      edSignature: sign(null, bytes, privateKey).toString('base64'),
    });
    expect(verify(null, bytes, publicKey, Buffer.from(digest.edSignature, 'base64'))).toBe(true);
  });

  it.each([
    ['other bytes of the same size', randomBytes(1000)],
    ['one byte more', Buffer.concat([Buffer.alloc(1000, 7), Buffer.of(7)])],
    ['one byte less', Buffer.alloc(999, 7)],
  ])('refuses to sign when the second read gives %s (one nonce, two challenges would leak the key)', async (_, secondRead) => {
    const reads = [Buffer.alloc(1000, 7), secondRead];
    const source = async function* () {
      yield reads.shift() ?? Buffer.alloc(0);
    };

    await expect(signer.digest(source)).rejects.toBeInstanceOf(ArtifactChangedError);
    expect(reads).toEqual([]);
  });

  it('passes the signed bytes through to storage and fails at the end on any others', async () => {
    const bytes = randomBytes(5000);
    const digest = await signer.digest(chunked(bytes));
    const collect = async (content: AsyncIterable<Uint8Array>) => {
      const chunks: Uint8Array[] = [];
      for await (const chunk of content) chunks.push(chunk);
      return Buffer.concat(chunks);
    };

    expect(await collect(signer.matching(chunked(bytes)(), digest))).toEqual(bytes);
    const altered = Buffer.from(bytes);
    altered[4999] ^= 1;
    await expect(collect(signer.matching(chunked(altered)(), digest))).rejects.toBeInstanceOf(ArtifactChangedError);
    await expect(collect(signer.matching(chunked(Buffer.concat([bytes, Buffer.of(0)]))(), digest))).rejects.toBeInstanceOf(ArtifactChangedError);
    await expect(collect(signer.matching(chunked(bytes.subarray(1))(), digest))).rejects.toBeInstanceOf(ArtifactChangedError);
  });

  it('publishes the 32 raw bytes of the public key in base64 (Sparkle’s SUPublicEDKey)', () => {
    const raw = Buffer.from(signer.publicKey(), 'base64');

    expect(raw).toHaveLength(32);
    expect(createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' }).equals(publicKey)).toBe(true);
  });

  it('refuses a key that is not a private Ed25519 key', () => {
    expect(() => new Ed25519ReleaseSigner(generateKeyPairSync('x25519').privateKey)).toThrow(RangeError);
  });
});
