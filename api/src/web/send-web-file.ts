import type { NextFunction, Request, Response } from 'express';
import { contentType } from 'mime-types';
import { extname } from 'node:path';
import send from 'send';
import { codingsToTry, ContentCoding } from '../common/http/accept-encoding';
import { isCompressibleType } from '../common/http/compressible-type';

/** Where the build puts each coding's copy of a file: `app.js` → `app.js.br`. */
const COPY_SUFFIX: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz', identity: '' };
/** A request for a compressed copy itself: the copies are only ever sent for their original. */
export const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;
/** What a refused precondition or range may not keep: it has no body. */
const CONTENT_HEADERS = ['Content-Encoding', 'Content-Length', 'Content-Type'];

interface SendError extends Error {
  status: number;
  headers?: Record<string, string>;
}

/**
 * Sends a file of the built web app (`urlPath` under `root`) in the best coding the client
 * accepts that the build wrote a copy for, else as it is; resolves false, having sent
 * nothing, when there is no such file (a directory counts as none). `send` does the
 * rest: ETag and Last-Modified of the copy sent, conditional requests, HEAD, and Range
 * for the uncompressed file only (a range of a compressed copy means little to anyone).
 * Every text file answers with `Vary: Accept-Encoding`, whichever coding it is sent in.
 */
export function sendWebFile(
  request: Request,
  response: Response,
  next: NextFunction,
  file: { root: string; urlPath: string; cacheControl: (filePath: string) => string },
): Promise<boolean> {
  const type = contentType(extname(file.urlPath)) || undefined;
  const isText = type !== undefined && isCompressibleType(type);
  const codings = isText ? codingsToTry(request.headers['accept-encoding']) : (['identity'] as const);

  const attempt = (index: number): Promise<boolean> =>
    new Promise((resolve, reject) => {
      const coding = codings[index];
      if (coding === undefined) return resolve(false);
      let found = false;
      const tryNext = () => attempt(index + 1).then(resolve, reject);
      send(request, file.urlPath + COPY_SUFFIX[coding], {
        root: file.root,
        index: false,
        cacheControl: false,
        acceptRanges: coding === 'identity',
      })
        .on('directory', tryNext)
        .on('file', () => {
          found = true;
          resolve(true);
        })
        .on('headers', (_response: Response, filePath: string) => {
          response.setHeader('Cache-Control', file.cacheControl(filePath));
          if (type !== undefined) response.setHeader('Content-Type', type);
          if (isText) response.vary('Accept-Encoding');
          if (coding !== 'identity') response.setHeader('Content-Encoding', coding);
        })
        .on('error', (error: SendError) => {
          // Missing, a dotfile, or a path outside root: as if the file did not exist.
          if (!found && error.status < 500) return tryNext();
          if (!found) return reject(error);
          refuseOrFail(response, next, error);
        })
        .pipe(response);
    });
  return attempt(0);
}

/** After the file was found: a failed precondition (412) or an unsatisfiable range (416). */
function refuseOrFail(response: Response, next: NextFunction, error: SendError): void {
  if (error.status >= 500 || response.headersSent) return next(error);
  for (const header of CONTENT_HEADERS) response.removeHeader(header);
  response
    .status(error.status)
    .set(error.headers ?? {})
    .end();
}
