import helmet from 'helmet';
import type { RequestHandler } from 'express';
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

/** helmet's defaults plus a CSP that lets in exactly the captcha and PayPal (not on scripts and stylesheets). */
export function securityHeaders(config: AppConfig): RequestHandler {
  const withPolicy = helmetWithPolicy(config);
  const withoutPolicy = helmet({ contentSecurityPolicy: false }) as RequestHandler;
  return (request, response, next) => (SCRIPT_OR_STYLE_ASSET.test(request.path) ? withoutPolicy : withPolicy)(request, response, next);
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
