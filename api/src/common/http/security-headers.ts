import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';
import type { ServerResponse } from 'node:http';
import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface';
import type { AppConfig } from '../config/app-config';

/** Third parties the pages load: the captcha widget and PayPal. Nothing else runs outside 'self'. */
const HCAPTCHA_ORIGINS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
const PAYPAL_ORIGINS = ['https://www.paypal.com', 'https://www.sandbox.paypal.com'];

const SELF = "'self'";

/**
 * The web app's scripts and stylesheets. A CSP governs documents (and workers), never a
 * script or stylesheet a page loads, so these go without it: about 600 bytes less on each
 * of the dozen or so answers of a first load. Everything else, pages, SVGs and JSON
 * included, keeps it.
 */
const SCRIPT_OR_STYLE_ASSET = /^\/assets\/[^/]+\.(?:js|css)$/;

/**
 * helmet's defaults plus a CSP that lets in exactly the captcha and PayPal (not on scripts and
 * stylesheets). The headers depend on the configuration only, never on the request, so helmet
 * runs once per variant at start-up and each request replays what it set: helmet itself
 * rebuilds the CSP string and walks a dozen middlewares on every request.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const helmets = helmetMiddlewares(config);
  const withPolicy = recordHeaders(helmets.withPolicy);
  const withoutPolicy = recordHeaders(helmets.withoutPolicy);
  return (request, response, next) => {
    (SCRIPT_OR_STYLE_ASSET.test(request.path) ? withoutPolicy : withPolicy)(response);
    next();
  };
}

/** What a header middleware did to a response, as a function that does it again. */
function recordHeaders(middleware: RequestHandler): (response: ServerResponse) => void {
  const set: Array<[string, string | number | readonly string[]]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let done = false;
  middleware({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error !== undefined) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  // A middleware that waited for something would not be a fixed set of headers.
  if (!done) throw new Error('The security headers middleware did not finish at once; its headers cannot be recorded.');
  return (response) => {
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
  };
}

/** helmet as configured, for pages and JSON (withPolicy) and for scripts and stylesheets; exported for the test that compares the replay with it. */
export function helmetMiddlewares(config: AppConfig): { withPolicy: RequestHandler; withoutPolicy: RequestHandler } {
  return { withPolicy: helmetWithPolicy(config), withoutPolicy: helmet({ contentSecurityPolicy: false }) as RequestHandler };
}

function helmetWithPolicy(config: AppConfig): RequestHandler {
  const thirdParties = [...HCAPTCHA_ORIGINS, ...PAYPAL_ORIGINS];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: [SELF],
        scriptSrc: [SELF, ...thirdParties],
        // Styles come from files only: no inline <style> or style="" (React sets styles through the CSSOM, which CSP allows).
        styleSrc: [SELF, ...HCAPTCHA_ORIGINS],
        frameSrc: [SELF, ...thirdParties],
        connectSrc: [SELF, ...thirdParties, ...config.webOrigins],
        imgSrc: [SELF, 'data:', ...thirdParties],
        formAction: [SELF, ...PAYPAL_ORIGINS],
        // Forcing https would break the embedded default on http://localhost.
        upgradeInsecureRequests: config.siteOrigin.startsWith('https:') ? [] : null,
      },
    },
  }) as RequestHandler;
}

/** CORS only for a separately hosted web app (WEB_ORIGIN), with cookies. */
export function corsOptions(config: AppConfig): CorsOptions | undefined {
  if (config.webOrigins.length === 0) return undefined;
  return {
    origin: [...config.webOrigins],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Accept', 'Content-Type', 'X-Requested-With', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  };
}
