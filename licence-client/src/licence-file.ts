/**
 * The armored licence file: a compact JWS between two marker lines, wrapped at 64 columns
 * so it survives email, copy and paste and editors that wrap long lines.
 *
 *   -----BEGIN POINTFORGE LICENSE-----
 *   eyJhbGciOiJFZERTQSIsImtpZCI6Ii4uLiIsInR5cCI6InBvaW50Zm9yZ2UtbGlj
 *   …
 *   -----END POINTFORGE LICENSE-----
 *
 * The server writes it in domain/src/licensing/license-file.ts; this package keeps its own
 * reader and writer because desktop apps ship it without any server package, and
 * server-compatibility.spec.ts holds the two to the same format.
 */

export const ARMOR_BEGIN = '-----BEGIN POINTFORGE LICENSE-----';
export const ARMOR_END = '-----END POINTFORGE LICENSE-----';
export const ARMOR_LINE_LENGTH = 64;

/** Three base64url parts separated by dots: header.payload.signature. */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export class MalformedLicenceFileError extends Error {
  override readonly name = 'MalformedLicenceFileError';
}

/** The armored form of a compact JWS, ending with a newline. */
export function armorLicence(compactJws: string): string {
  if (!COMPACT_JWS.test(compactJws)) throw new MalformedLicenceFileError('Not a compact JWS.');
  const lines = compactJws.match(new RegExp(`.{1,${ARMOR_LINE_LENGTH}}`, 'g')) ?? [];
  return [ARMOR_BEGIN, ...lines, ARMOR_END, ''].join('\n');
}

/**
 * The compact JWS inside an armored file. Whatever surrounds the markers (a mail's text,
 * CRLF line ends, indentation) is ignored; a bare compact JWS is accepted as it is.
 */
export function unarmorLicence(text: string): string {
  const begin = text.indexOf(ARMOR_BEGIN);
  const body = begin < 0 ? text : between(text, begin + ARMOR_BEGIN.length);
  const compactJws = body.replace(/\s+/g, '');
  if (!COMPACT_JWS.test(compactJws)) throw new MalformedLicenceFileError('The licence file holds no compact JWS.');
  return compactJws;
}

function between(text: string, start: number): string {
  const end = text.indexOf(ARMOR_END, start);
  if (end < 0) throw new MalformedLicenceFileError(`The licence file has no ${ARMOR_END} line.`);
  return text.slice(start, end);
}
