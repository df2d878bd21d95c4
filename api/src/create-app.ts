import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from 'nestjs-pino';
import { AppModule, ExtraImports } from './app.module';
import { AppConfig } from './common/config/app-config';
import { OpenApiPublication } from './api-docs/openapi-document';
import { useHttpMetrics } from './metrics/http-metrics.middleware';
import { withoutBodyQuote } from './common/http/api-failure';
import { corsOptions, securityHeaders } from './common/http/security-headers';
import { SuccessEnvelopeExpressAdapter } from './common/http/success-envelope';
import { assignRequestId } from './common/logging/request-id';
import { RequestLogging } from './common/logging/request-logging';
import { mountQueueDashboard } from './modules/admin/queue-dashboard';
import { serveWebApp } from './web/serve-web-app';

const API_PREFIX = 'api';

/** The PayPal webhook's signature is verified over the body exactly as received. */
function keepRawBody(request: IncomingMessage & { rawBody?: Buffer }, _response: ServerResponse, body: Buffer): void {
  request.rawBody = body;
}

/** Whether a request says it carries a body (a length or a chunked encoding); body-parser looks closer itself. */
function hasBody(request: IncomingMessage): boolean {
  return request.headers['transfer-encoding'] !== undefined || request.headers['content-length'] !== undefined;
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
    // The API layer below parses bodies, for /api only and only where there is one.
    bodyParser: false,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);

  app.disable('x-powered-by');
  // JSON answers are no-store, so an ETag (a SHA-1 of every body) would never be used;
  // static files keep theirs (they come from send, which does not read this setting).
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  // Each middleware Express mounts costs every request a path match and a rewrite of its URL,
  // there and back: what every answer needs is one, and what every API answer needs another.
  const setSecurityHeaders = securityHeaders(config);
  app.use((req: Request, res: Response, next: NextFunction) => {
    assignRequestId(req, res);
    setSecurityHeaders(req, res, next);
  });
  // Before the API layer, whose body parsing may end a request with an error: a page on an
  // allowed origin must be able to read that answer too. A preflight ends here.
  const cors = corsOptions(config);
  if (cors) app.enableCors(cors);
  // Unsigned: the session cookie is an opaque secret checked against the database. Only API
  // routes read cookies; the probes and the web app's files do not parse them.
  const parseCookies = cookieParser();
  const logRequest = app.get(RequestLogging).handle;
  const parseJson = express.json({ verify: keepRawBody });
  const parseForm = express.urlencoded({ extended: true, verify: keepRawBody });
  const parseBody = (req: Request, res: Response, next: NextFunction) =>
    hasBody(req)
      ? parseJson(req, res, (error?: unknown) =>
          error ? next(withoutBodyQuote(error)) : parseForm(req, res, (formError?: unknown) => next(formError && withoutBodyQuote(formError))),
        )
      : next();
  // No compression middleware: answers compress themselves (writeJson, writeText), and the web
  // app's files come precompressed.
  app.use(`/${API_PREFIX}`, (req: Request, res: Response, next: NextFunction) => {
    // API answers are per user and per moment (the session, licences): no cache may keep them.
    res.setHeader('Cache-Control', 'no-store');
    parseCookies(req, res, () => logRequest(req, res, () => parseBody(req, res, next)));
  });
  // The probes, the JWK Set and the OAuth metadata (RFC 8414) live at the root, where libraries look for them.
  app.setGlobalPrefix(API_PREFIX, {
    exclude: ['healthz', 'readyz', '.well-known/jwks.json', '.well-known/jwks.jws', '.well-known/oauth-authorization-server'],
  });
  // Before the web app, whose history fallback would answer /admin/queues with the SPA.
  if (config.redisUrl !== undefined) mountQueueDashboard(app);
  await serveWebApp(app, config.webDistDir, config.siteOrigin, logger);
  useHttpMetrics(app);
  app.get(OpenApiPublication).publishFrom(app);

  await app.init();
  return app;
}
