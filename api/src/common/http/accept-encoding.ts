import Negotiator from 'negotiator';

/** The content codings the build writes beside a file (web/scripts/precompress.mjs). */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * negotiator 1.x also takes the server's `preferred` order for codings the client weighs
 * equally; @types/negotiator describes 0.6, whose `encodings` takes the list alone.
 */
interface EncodingNegotiator {
  encodings(available: readonly string[], options: { preferred: readonly string[] }): string[];
}

/** Brotli is smaller than gzip for the same text; the server prefers it on a tie. */
const COMPRESSED_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];
/** RFC 9110 §8.4.1.3: a recipient treats x-gzip as gzip (negotiator matches names as written). */
const X_GZIP = /(^|,)(\s*)x-gzip(?=\s*(?:[;,]|$))/gi;

/**
 * The codings to try for a response, best first, from the request's Accept-Encoding: br and
 * gzip when the client gives them a weight above zero (its higher q first, br first on a
 * tie), always ending with identity. Identity is the last resort even when the client
 * refuses it (`identity;q=0`): a readable answer beats a 406 for a public page. With no
 * Accept-Encoding at all the answer is identity, as a client that sends none may not decode.
 */
export function codingsToTry(acceptEncoding: string | undefined): ContentCoding[] {
  if (acceptEncoding === undefined) return ['identity'];
  const negotiator: EncodingNegotiator = new Negotiator({ headers: { 'accept-encoding': withoutAliases(acceptEncoding) } });
  // Only entries of the list it is given come back, best first, none the client weighs at zero.
  const accepted = negotiator.encodings(COMPRESSED_CODINGS, { preferred: COMPRESSED_CODINGS }) as ContentCoding[];
  return [...accepted, 'identity'];
}

function withoutAliases(acceptEncoding: string): string {
  return acceptEncoding.replace(X_GZIP, '$1$2gzip');
}
