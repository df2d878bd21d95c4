import { mod } from '@noble/curves/abstract/modular';
import { bytesToNumberLE, numberToBytesLE } from '@noble/curves/abstract/utils';
import { ed25519 } from '@noble/curves/ed25519';
import { ArtifactChangedError, ReleaseSignerPort, type ArtifactDigest, type ArtifactSource } from '@pointforge/domain';
import { createHash, type Hash, type KeyObject } from 'node:crypto';

const ORDER = ed25519.CURVE.n;

function digestOf(hash: Hash): bigint {
  return mod(bytesToNumberLE(hash.digest()), ORDER);
}

/** The size and SHA-512 of bytes as they stream past: what two reads of one artifact must agree on. */
class Measure {
  size = 0;
  private readonly sha512 = createHash('sha512');

  add(chunk: Uint8Array): void {
    this.size += chunk.length;
    this.sha512.update(chunk);
  }

  /** Finishes the hash; throws ArtifactChangedError unless the bytes were `expected`'s. */
  assertSame(expected: Pick<ArtifactDigest, 'size' | 'sha512'>): void {
    if (this.size !== expected.size || this.sha512.digest('hex') !== expected.sha512) throw new ArtifactChangedError();
  }
}

/**
 * Pure Ed25519 (RFC 8032 §5.1.6) over an artifact too large to hold in memory. Node's
 * crypto.sign wants the whole message; Ed25519 hashes the message twice (first for the
 * nonce r, then for the challenge k, which needs R = rB), so this reads the source twice,
 * streaming each time: the first pass also yields the size and the SHA-256/512 digests.
 * The signature is the one crypto.sign would make (Ed25519 is deterministic), and
 * crypto.verify, Sparkle and WinSparkle accept it.
 *
 * The two reads must see the same bytes: one nonce r with two different challenges gives
 * two signatures that reveal the private key. So the second pass measures the size and
 * SHA-512 again and no signature leaves unless they match the first pass's.
 */
export class Ed25519ReleaseSigner extends ReleaseSignerPort {
  private readonly secret: { prefix: Uint8Array; scalar: bigint; pointBytes: Uint8Array };

  constructor(privateKey: KeyObject) {
    super();
    const { d } = privateKey.export({ format: 'jwk' });
    if (d === undefined || privateKey.asymmetricKeyType !== 'ed25519') throw new RangeError('The release signing key must be a private Ed25519 key');
    const { prefix, scalar, pointBytes } = ed25519.utils.getExtendedPublicKey(Buffer.from(d, 'base64url'));
    this.secret = { prefix, scalar, pointBytes };
  }

  publicKey(): string {
    return Buffer.from(this.secret.pointBytes).toString('base64');
  }

  async digest(source: ArtifactSource): Promise<ArtifactDigest> {
    const { prefix, scalar, pointBytes } = this.secret;
    const [sha256, sha512, nonce] = [createHash('sha256'), createHash('sha512'), createHash('sha512').update(prefix)];
    let size = 0;
    for await (const chunk of source()) {
      size += chunk.length;
      sha256.update(chunk);
      sha512.update(chunk);
      nonce.update(chunk);
    }
    const firstPass = { size, sha256: sha256.digest('hex'), sha512: sha512.digest('hex') };
    const r = digestOf(nonce);
    const encodedR = ed25519.ExtendedPoint.BASE.multiply(r).toRawBytes();
    const challenge = createHash('sha512').update(encodedR).update(pointBytes);
    const secondPass = new Measure();
    for await (const chunk of source()) {
      challenge.update(chunk);
      secondPass.add(chunk);
    }
    secondPass.assertSame(firstPass);
    const s = mod(r + digestOf(challenge) * scalar, ORDER);
    const signature = Buffer.concat([encodedR, numberToBytesLE(s, 32)]);
    return { ...firstPass, edSignature: signature.toString('base64') };
  }

  async *matching(content: AsyncIterable<Uint8Array>, digest: ArtifactDigest): AsyncIterable<Uint8Array> {
    const measure = new Measure();
    for await (const chunk of content) {
      measure.add(chunk);
      // Past the signed size the bytes cannot match: stop before storing more of them.
      if (measure.size > digest.size) throw new ArtifactChangedError();
      yield chunk;
    }
    measure.assertSame(digest);
  }
}
