import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from 'nestjs-pino';
import { AppModule, ExtraImports } from './app.module';
import { AppConfig } from './common/config/app-config';
import { OpenApiPublication } from './api-docs/openapi-document';
import { useHttpMetrics } from './metrics/http-metrics.middleware';
import { isCompressibleType } from './common/http/compressible-type';
import { corsOptions, securityHeaders } from './common/http/security-headers';
import { SuccessEnvelopeExpressAdapter } from './common/http/success-envelope';
import { assignRequestId } from './common/logging/request-id';
import { RequestLogging } from './common/logging/request-logging';
import { mountQueueDashboard } from './modules/admin/queue-dashboard';
import { serveWebApp } from './web/serve-web-app';

const API_PREFIX = 'api';
/** Smaller answers gain less from compression than it costs in time. */
const COMPRESS_API_ABOVE_BYTES = 1024;

function isCompressibleApiAnswer(request: Request, response: Response): boolean {
  const type = String(response.getHeader('Content-Type') ?? '');
  return isCompressibleType(type) && compression.filter(request, response);
}

export interface CreateAppOptions {
  /** Extra modules for tests (a controller that throws each kind of error). */
  imports?: ExtraImports;
}

/**
 * Builds the HTTP application exactly as `main.ts` runs it; the API tests use it too, so
 * they exercise the real wiring. Initialised but not listening.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options.imports), new SuccessEnvelopeExpressAdapter(), {
    bufferLogs: true,
    abortOnError: false,
    // The PayPal webhook's signature is verified over the body exactly as received.
    rawBody: true,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);

  app.disable('x-powered-by');
  // JSON answers are no-store, so an ETag (a SHA-1 of every body) would never be used;
  // static files keep theirs (they come from send, which does not read this setting).
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    assignRequestId(req, res);
    next();
  });
  app.use(securityHeaders(config));
  // Brotli or gzip as the client prefers, with Vary: Accept-Encoding. The web app's files come
  // precompressed. Downloads (application/octet-stream, which the `compressible` list counts
  // as text) pass as they are: an installer barely shrinks, and keeps its Content-Length for
  // the browser's progress bar.
  const compress = compression({ threshold: COMPRESS_API_ABOVE_BYTES, filter: isCompressibleApiAnswer });
  // Unsigned: the session cookie is an opaque secret checked against the database. Only API
  // routes read cookies; the probes and the web app's files do not parse them.
  const parseCookies = cookieParser();
  const logRequest = app.get(RequestLogging).handle;
  // What every API answer needs, as one middleware: each one Express mounts costs every
  // request a path match and a rewrite of its URL, there and back.
  app.use(`/${API_PREFIX}`, (req: Request, res: Response, next: NextFunction) => {
    // API answers are per user and per moment (the session, licences): no cache may keep them.
    res.setHeader('Cache-Control', 'no-store');
    compress(req, res, () => parseCookies(req, res, () => logRequest(req, res, next)));
  });
  const cors = corsOptions(config);
  if (cors) app.enableCors(cors);
  // The probes, and the JWK Set where JOSE libraries look for it, live at the root.
  app.setGlobalPrefix(API_PREFIX, { exclude: ['healthz', 'readyz', '.well-known/jwks.json'] });
  // Before the web app, whose history fallback would answer /admin/queues with the SPA.
  if (config.redisUrl !== undefined) mountQueueDashboard(app);
  serveWebApp(app, config.webDistDir, logger);
  useHttpMetrics(app);
  app.get(OpenApiPublication).publishFrom(app);

  await app.init();
  return app;
}
