/** The content codings the build writes beside a file (web/scripts/precompress.mjs). */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Brotli is smaller than gzip for the same text; the server prefers it on a tie. */
const COMPRESSED_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];
/** RFC 9110 §8.4.1.3: a recipient treats x-gzip as gzip. */
const ALIASES: Readonly<Record<string, string>> = { 'x-gzip': 'gzip' };

/**
 * The codings to try for a response, best first, from the request's Accept-Encoding: br and
 * gzip when the client gives them a weight above zero (its higher q first, br first on a
 * tie), always ending with identity. Identity is the last resort even when the client
 * refuses it (`identity;q=0`): a readable answer beats a 406 for a public page. With no
 * Accept-Encoding at all the answer is identity, as a client that sends none may not decode.
 */
export function codingsToTry(acceptEncoding: string | undefined): ContentCoding[] {
  if (acceptEncoding === undefined) return ['identity'];
  const weights = parseWeights(acceptEncoding);
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const accepted = COMPRESSED_CODINGS.filter((coding) => weightOf(coding) > 0);
  // Array.prototype.sort is stable: equal weights keep the server's order.
  accepted.sort((a, b) => weightOf(b) - weightOf(a));
  return [...accepted, 'identity'];
}

/** `gzip, br;q=0.8, *;q=0` → gzip 1, br 0.8, * 0; a malformed weight counts as 0. */
function parseWeights(acceptEncoding: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const coding = name.toLowerCase();
    if (coding === '') continue;
    const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1).trim());
    weights.set(ALIASES[coding] ?? coding, Number.isFinite(weight) && weight > 0 ? Math.min(weight, 1) : 0);
  }
  return weights;
}
