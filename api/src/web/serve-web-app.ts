import { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { posix, relative, resolve, sep } from 'node:path';
import { readPageRoutes, type PageRoutes } from './page-routes';
import { PRECOMPRESSED_COPY, sendWebFile } from './send-web-file';
import { siteOriginCopies, type SiteOriginCopies } from './site-origin-copies';

/** Paths that belong to the server, never to the SPA. */
const SERVER_PATHS = /^\/(?:(?:api|healthz|readyz)(?:\/|$)|\.well-known\/(?:jwks\.(?:json|jws)|oauth-authorization-server)$)/;
/** Vite puts content-hashed files under /assets; a new build gets new names. */
const HASHED_ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * Pages whose URL carries a secret (the emailed reset, verification or invitation token): never
 * sent on as a Referer, whatever the site-wide policy becomes.
 */
const SECRET_IN_URL_PAGES = /^\/(?:reset-password|verify-email|invite)(?:\/|$)/;

/** The built app as this server sends it: where its files are, and which addresses are pages. */
interface WebApp {
  root: string;
  /** The shell every client-side page starts from. */
  spaShell: string;
  /** The pages and files that name the site, with SITE_ORIGIN in them. */
  withSiteOrigin: SiteOriginCopies;
  /** Undefined for a build that does not list them: every address is then a page, as before. */
  pageRoutes: PageRoutes | undefined;
}

/**
 * Serves the built web app from the API's origin: files as they are (hashed assets cached
 * for a year, everything else revalidated), and for any other page a browser asks for, the
 * prerendered `<route>/index.html` when the build made one, else the SPA's shell for an
 * address the app has a page for, else the 404 page with status 404. Pages, the sitemap and
 * robots.txt go out with `siteOrigin` in them (site-origin-copies.ts). Text files go out
 * brotli- or gzip-compressed when there is a copy (send-web-file.ts). API and probe requests
 * pass straight by, without touching the disk.
 */
export async function serveWebApp(app: NestExpressApplication, webDistDir: string | undefined, siteOrigin: string, logger: LoggerService): Promise<void> {
  if (webDistDir === undefined) {
    logger.log('SERVE_WEB=false: serving the API only', 'WebApp');
    return;
  }
  const root = resolve(webDistDir);
  if (!existsSync(resolve(root, 'index.html'))) {
    logger.warn(`No built web app at ${root} (run "npm run build -w web"); serving the API only`, 'WebApp');
    return;
  }
  const pageRoutes = readPageRoutes(root);
  if (pageRoutes === undefined) logger.warn(`The build at ${root} lists no page routes (rebuild it): every address is served as a page`, 'WebApp');
  // index.html is the prerendered landing page; other client routes get the empty shell,
  // so they never flash landing content or carry its canonical link.
  const spaShell = existsSync(resolve(root, 'spa.html')) ? '/spa.html' : '/index.html';
  const webApp: WebApp = { root, spaShell, withSiteOrigin: await siteOriginCopies(root, siteOrigin), pageRoutes };

  // A plain function, so an API request costs one path test and no promise.
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (!isWebRequest(request)) return next();
    serveFileOrPage(webApp, request, response, next).catch(next);
  });
  logger.log(`Serving the web app from ${root} for ${siteOrigin}`, 'WebApp');
}

/** The file at the request's path; else, for a page, its prerendered HTML, the SPA shell or the 404 page. */
async function serveFileOrPage(webApp: WebApp, request: Request, response: Response, next: NextFunction): Promise<void> {
  const sendFile = (urlPath: string, cacheControl: (filePath: string) => string) => {
    const root = webApp.withSiteOrigin.urlPaths.has(normalizedPath(urlPath)) ? webApp.withSiteOrigin.root : webApp.root;
    return sendWebFile(request, response, next, { root, urlPath, cacheControl });
  };
  if (await sendFile(request.path, (filePath) => cacheControlOf(webApp.root, filePath))) return;
  if (!isPageRequest(request)) return next();
  if (SECRET_IN_URL_PAGES.test(request.path)) response.setHeader('Referrer-Policy', 'no-referrer');
  const prerendered = `${request.path.replace(/\/$/, '')}/index.html`;
  if (await sendFile(prerendered, () => REVALIDATE)) return;
  const { pageRoutes } = webApp;
  if (pageRoutes === undefined || pageRoutes.isClientPage(request.path)) {
    if (await sendFile(webApp.spaShell, () => REVALIDATE)) return;
  } else {
    // A 404 is never answered 304 (send skips preconditions for it) and never cached.
    response.status(404);
    if (await sendFile(pageRoutes.notFoundPage, () => 'no-store')) return;
  }
  next();
}

/** `/features/../index.html` and `/a%20b` as the file system sees them; a malformed escape matches nothing. */
function normalizedPath(urlPath: string): string {
  try {
    return posix.normalize(decodeURIComponent(urlPath));
  } catch {
    return urlPath;
  }
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
