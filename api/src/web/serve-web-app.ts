import { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { PRECOMPRESSED_COPY, sendWebFile } from './send-web-file';

/** Paths that belong to the server, never to the SPA. */
const SERVER_PATHS = /^\/(?:(?:api|healthz|readyz)(?:\/|$)|\.well-known\/jwks\.(?:json|jws)$)/;
/** Vite puts content-hashed files under /assets; a new build gets new names. */
const HASHED_ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * Pages whose URL carries a secret (the emailed reset or verification token): never sent
 * on as a Referer, whatever the site-wide policy becomes.
 */
const SECRET_IN_URL_PAGES = /^\/(?:reset-password|verify-email)(?:\/|$)/;

/**
 * Serves the built web app from the API's origin: files as they are (hashed assets cached
 * for a year, everything else revalidated), and for any other page a browser asks for, the
 * prerendered `<route>/index.html` when the build made one, else the SPA's index.html.
 * Text files go out brotli- or gzip-compressed when the build wrote a copy
 * (send-web-file.ts). API and probe requests pass straight by, without touching the disk.
 */
export function serveWebApp(app: NestExpressApplication, webDistDir: string | undefined, logger: LoggerService): void {
  if (webDistDir === undefined) {
    logger.log('SERVE_WEB=false: serving the API only', 'WebApp');
    return;
  }
  const root = resolve(webDistDir);
  if (!existsSync(resolve(root, 'index.html'))) {
    logger.warn(`No built web app at ${root} (run "npm run build -w web"); serving the API only`, 'WebApp');
    return;
  }
  // index.html is the prerendered landing page; other client routes get the empty shell,
  // so they never flash landing content or carry its canonical link.
  const spaShell = existsSync(resolve(root, 'spa.html')) ? '/spa.html' : '/index.html';

  // A plain function, so an API request costs one path test and no promise.
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!isWebRequest(request)) return next();
    serveFileOrPage(root, spaShell, request, response, next).catch(next);
  });
  logger.log(`Serving the web app from ${root}`, 'WebApp');
}

/** The file at the request's path; else, for a page, its prerendered HTML or the SPA shell. */
async function serveFileOrPage(root: string, spaShell: string, request: Request, response: Response, next: NextFunction): Promise<void> {
  const sendFile = (urlPath: string, cacheControl: (filePath: string) => string) => sendWebFile(request, response, next, { root, urlPath, cacheControl });
  if (await sendFile(request.path, (filePath) => cacheControlOf(root, filePath))) return;
  if (!isPageRequest(request)) return next();
  if (SECRET_IN_URL_PAGES.test(request.path)) response.setHeader('Referrer-Policy', 'no-referrer');
  const prerendered = `${request.path.replace(/\/$/, '')}/index.html`;
  if ((await sendFile(prerendered, () => REVALIDATE)) || (await sendFile(spaShell, () => REVALIDATE))) return;
  next();
}

/** A read of something other than the API, the probes, or a compressed copy by its own name. */
function isWebRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !SERVER_PATHS.test(request.path) && !PRECOMPRESSED_COPY.test(request.path);
}

/** By the file sent, not the URL: `/assets/%2e%2e/index.html` is index.html. */
function cacheControlOf(root: string, filePath: string): string {
  return relative(root, filePath).startsWith(HASHED_ASSETS_DIR + sep) ? IMMUTABLE : REVALIDATE;
}

/** A browser navigation to a client-side route, not a missing file. */
function isPageRequest(request: Request): boolean {
  const lastSegment = request.path.split('/').pop() ?? '';
  if (lastSegment.includes('.') || request.path.startsWith(`/${HASHED_ASSETS_DIR}/`)) return false;
  return request.accepts('html') === 'html';
}
