import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LicenceApiClient } from './licence-api.client';
import { checkForUpdate, releasePublicKey, UpdateRefusedError, verifyArtifact, type OfferedUpdate } from './update-check';

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

/** How the feed below serves the artifact: as announced, or longer, with or without a Content-Length. */
type Serving = { bytes: Buffer; contentLength: boolean };

/** A feed offering `version` of `artifact` at /artifact, which serves what `serving` says; it records the paths asked for. */
async function startFeed(version: string, serving: Serving): Promise<{ api: LicenceApiClient; paths: string[]; server: Server }> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    if (request.url === '/artifact') {
      if (serving.contentLength) response.setHeader('content-length', serving.bytes.length);
      response.end(serving.bytes);
      return;
    }
    const downloadUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/artifact`;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ success: true, update: { ...offered(), version, releasedAt: '2025-09-01', downloadUrl, notesUrl: `${downloadUrl}/notes` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { api: new LicenceApiClient({ apiOrigin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }), paths, server };
}

describe('checking for an update', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  async function check(version: string, current: string | undefined, serving: Serving = { bytes: artifact, contentLength: true }) {
    const feed = await startFeed(version, serving);
    servers.push(feed.server);
    const result = checkForUpdate(feed.api, { licenseKey: 'PF-TEST' }, { platform: 'windows', channel: 'stable', current }, rawPublicKey);
    return { result, paths: feed.paths };
  }

  it('reports a newer version once its bytes verify', async () => {
    const { result } = await check('1.1.0', '1.0.7');

    expect(await result).toMatchObject({ state: 'update-verified', update: { version: '1.1.0' } });
  });

  it.each(['1.0.7', '1.0.6', '1.1.0-beta.1'])(
    'refuses an offer of %s to an app on 1.1.0 (a downgrade the feed may not impose) without downloading it',
    async (version) => {
      const { result, paths } = await check(version, '1.1.0');

      await expect(result).rejects.toMatchObject({ reason: 'NOT_NEWER' });
      expect(paths).toEqual([expect.stringMatching(/^\/api\/v1\/releases\/latest\?/)]);
    },
  );

  it.each([
    ['announced by Content-Length', true],
    ['streamed without a length', false],
  ])('stops a download longer than the size announced (%s)', async (_, contentLength) => {
    const { result } = await check('1.1.0', '1.0.7', { bytes: Buffer.concat([artifact, randomBytes(64 * 1024)]), contentLength });

    await expect(result).rejects.toMatchObject({ reason: 'SIZE_MISMATCH' });
  });
});
