import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { storage, type Store } from 'nestjs-pino/storage';
import { assignRequestId } from './request-id';

/** Link secrets travel in paths (`/verify-email/<token>`); logs keep the route, not the secret. */
const SECRET_PATH_SEGMENT = /\/(verify-email|reset-password)\/[^/?#]+/g;

export function redactSecretPaths(url: string): string {
  return url.replace(SECRET_PATH_SEGMENT, '/$1/[redacted]');
}

/**
 * The API's request log, mounted on /api only (the probes and the web app's files are not
 * logged): one line when the response ends,
 *
 *   {"level":30,…,"requestId":"…","req":{"method":"GET","url":"/api/auth/me"},"res":{"statusCode":200},"responseTime":2,"msg":"request completed"}
 *
 * ("request errored" with `err` from status 500, "request aborted" when the client left
 * first), and, for the lines Nest's logger writes while the request is handled, a logger
 * carrying its request id (nestjs-pino reads it from its async-local store). The line is the
 * one pino-http wrote; this does it with no child loggers unless a line needs one.
 */
export class RequestLogging {
  constructor(private readonly logger: Logger) {}

  readonly handle = (request: Request, response: Response, next: NextFunction): void => {
    const startedAt = Date.now();
    const requestId = assignRequestId(request, response);
    let logged = false;
    const complete = (): void => {
      if (logged) return;
      logged = true;
      this.logCompletion(request, response, requestId, Date.now() - startedAt);
    };
    response.once('finish', complete);
    response.once('close', complete);
    const root = this.logger;
    let withRequestId: Logger | undefined;
    // Store's shape, with the child logger made only when a line is written during the request.
    const store: Store = {
      get logger(): Logger {
        withRequestId ??= root.child({ requestId });
        return withRequestId;
      },
    };
    storage.run(store, next);
  };

  private logCompletion(request: Request, response: Response, requestId: string, responseTime: number): void {
    if (!this.logger.isLevelEnabled('info')) return;
    const req = { method: request.method, url: redactSecretPaths(request.originalUrl) };
    const res = { statusCode: response.statusCode };
    if (response.statusCode >= 500) {
      const err = new Error(`failed with status code ${response.statusCode}`);
      this.logger.info({ requestId, req, res, err, responseTime }, 'request errored');
      return;
    }
    const finished = !request.readableAborted && response.writableEnded;
    this.logger.info({ requestId, req, res, responseTime }, finished ? 'request completed' : 'request aborted');
  }
}
