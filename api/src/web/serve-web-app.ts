import { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

/** Paths that belong to the server, never to the SPA. */
const SERVER_PATHS = /^\/(?:api|healthz|readyz)(?:\/|$)/;
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
 */
export function serveWebApp(app: NestExpressApplication, webDistDir: string | undefined, logger: LoggerService): void {
  if (webDistDir === undefined) {
    logger.log('SERVE_WEB=false: serving the API only', 'WebApp');
    return;
  }
  const root = resolve(webDistDir);
  const indexHtml = resolve(root, 'index.html');
  // index.html is the prerendered landing page; other client routes get the empty shell,
  // so they never flash landing content or carry its canonical link.
  const spaShell = existsSync(resolve(root, 'spa.html')) ? resolve(root, 'spa.html') : indexHtml;
  if (!existsSync(indexHtml)) {
    logger.warn(`No built web app at ${root} (run "npm run build -w web"); serving the API only`, 'WebApp');
    return;
  }

  app.useStaticAssets(root, {
    index: false,
    redirect: false,
    setHeaders: (res, filePath) => {
      const inAssets = relative(root, filePath).startsWith(HASHED_ASSETS_DIR + sep);
      res.setHeader('Cache-Control', inAssets ? IMMUTABLE : REVALIDATE);
    },
  });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!isPageRequest(request)) return next();
    response.setHeader('Cache-Control', REVALIDATE);
    if (SECRET_IN_URL_PAGES.test(request.path)) response.setHeader('Referrer-Policy', 'no-referrer');
    response.sendFile(prerenderedPage(root, request.path) ?? spaShell, { cacheControl: false }, (error) => {
      if (error) next(error);
    });
  });
  logger.log(`Serving the web app from ${root}`, 'WebApp');
}

/** A browser navigation to a client-side route, not a missing file or a server path. */
function isPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (SERVER_PATHS.test(request.path)) return false;
  const lastSegment = request.path.split('/').pop() ?? '';
  if (lastSegment.includes('.') || request.path.startsWith(`/${HASHED_ASSETS_DIR}/`)) return false;
  return request.accepts('html') === 'html';
}

function prerenderedPage(root: string, path: string): string | undefined {
  const candidate = resolve(root, `.${path}`, 'index.html');
  if (!candidate.startsWith(root + sep)) return undefined;
  try {
    return statSync(candidate).isFile() ? candidate : undefined;
  } catch {
    return undefined;
  }
}
