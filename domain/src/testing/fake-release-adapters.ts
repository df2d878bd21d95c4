import { ReleaseNotesRendererPort } from '../licensing/releases/release-notes-renderer.port';
import { ArtifactChangedError, ReleaseSignerPort, type ArtifactDigest, type ArtifactSource } from '../licensing/releases/release-signer.port';

/**
 * A release signer for unit tests: the size is real, the "digests" and "signature" are
 * recognisable functions of the bytes (their sum), so a test sees which bytes were read
 * without cryptography. It counts how often the source was read.
 */
export class FakeReleaseSigner extends ReleaseSignerPort {
  reads = 0;

  publicKey(): string {
    return 'fake-public-key';
  }

  async digest(source: ArtifactSource): Promise<ArtifactDigest> {
    this.reads += 1;
    const { size, sum } = await sizeAndSum(source());
    return { size, sha256: `sha256-${sum}`, sha512: `sha512-${sum}`, edSignature: `signature-${sum}` };
  }

  async *matching(content: AsyncIterable<Uint8Array>, digest: ArtifactDigest): AsyncIterable<Uint8Array> {
    const seen: Uint8Array[] = [];
    for await (const chunk of content) {
      seen.push(chunk);
      yield chunk;
    }
    const { size, sum } = await sizeAndSum(seen);
    if (size !== digest.size || `sha512-${sum}` !== digest.sha512) throw new ArtifactChangedError();
  }
}

async function sizeAndSum(content: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<{ size: number; sum: number }> {
  let size = 0;
  let sum = 0;
  for await (const chunk of content) {
    size += chunk.length;
    for (const byte of chunk) sum = (sum + byte) % 65_536;
  }
  return { size, sum };
}

/** Release notes "rendered" as one paragraph of escaped text, enough for tests to see which notes were rendered. */
export class ParagraphNotesRenderer extends ReleaseNotesRendererPort {
  toHtml(markdown: string): string {
    return markdown === '' ? '' : `<p>${markdown.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;
  }
}
