import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, constants as zlib, gzip, type InputType } from 'node:zlib';
import { codingsToTry } from './accept-encoding';
import { isCompressibleType } from './compressible-type';

/** Smaller answers gain less from compression than it costs in time. */
export const COMPRESS_ANSWERS_FROM_BYTES = 1024;

type Compress = (text: InputType, callback: (error: Error | null, compressed: Buffer) => void) => void;

/**
 * Brotli at quality 4 (what the `compression` middleware used): about gzip's speed for a
 * smaller answer; the top qualities are for files compressed once at build time.
 */
const COMPRESSORS: Readonly<Record<'br' | 'gzip', Compress>> = {
  br: (text, callback) => brotliCompress(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }, callback),
  gzip: (text, callback) => gzip(text, callback),
};

/**
 * Writes a JSON answer: what Express's `res.json` does for the API, without its detours.
 * The API sends no ETag (off) and no Last-Modified, so an answer is never a 304; it uses no
 * custom replacer or spacing; a Content-Type set before is kept.
 */
export function writeJson(response: ServerResponse, body: unknown, statusCode?: number): void {
  if (statusCode !== undefined) response.statusCode = statusCode;
  writeText(response, JSON.stringify(body), 'application/json; charset=utf-8');
}

/**
 * Writes a whole text answer (`contentType` unless one was set before), compressed with br
 * or gzip as the client prefers once it reaches 1 KiB, and always with
 * `Vary: Accept-Encoding`, since the same address may answer either way. Doing it here, not
 * with a compression middleware, spares every small answer (most of the API) that
 * middleware's wrapping of the response. A HEAD answer and `Cache-Control: no-transform`
 * go as they are; Node drops the body of a HEAD answer itself.
 */
export function writeText(response: ServerResponse, text: string, contentType: string): void {
  if (!response.hasHeader('Content-Type')) response.setHeader('Content-Type', contentType);
  varyOnAcceptEncoding(response);
  const length = Buffer.byteLength(text);
  const coding = length >= COMPRESS_ANSWERS_FROM_BYTES ? preferredCoding(response) : 'identity';
  if (coding === 'identity') {
    response.setHeader('Content-Length', length);
    response.end(text);
    return;
  }
  COMPRESSORS[coding](text, (error, compressed) => {
    // The client may have left while zlib worked; nothing else writes an answer meanwhile.
    if (response.destroyed || response.headersSent) return;
    if (error) {
      response.setHeader('Content-Length', length);
      response.end(text);
      return;
    }
    response.setHeader('Content-Encoding', coding);
    response.setHeader('Content-Length', compressed.length);
    response.end(compressed);
  });
}

function preferredCoding(response: ServerResponse): 'br' | 'gzip' | 'identity' {
  const request = response.req as IncomingMessage | undefined;
  if (request === undefined || request.method === 'HEAD') return 'identity';
  if (/\bno-transform\b/i.test(String(response.getHeader('Cache-Control') ?? ''))) return 'identity';
  if (!isCompressibleType(String(response.getHeader('Content-Type')))) return 'identity';
  return codingsToTry(request.headers['accept-encoding'])[0] ?? 'identity';
}

function varyOnAcceptEncoding(response: ServerResponse): void {
  const vary = response.getHeader('Vary');
  if (vary === undefined) {
    response.setHeader('Vary', 'Accept-Encoding');
    return;
  }
  const fields = String(vary);
  if (fields.trim() === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(fields)) return;
  response.setHeader('Vary', `${fields}, Accept-Encoding`);
}
