import type { INestApplication } from '@nestjs/common';
import { CONSOLE_ROUTE, HttpRequestMetrics, UNMATCHED_ROUTE } from '@pointforge/infra';
import type { NextFunction, Request, Response } from 'express';
import { AppConfig } from '../common/config/app-config';
import { ADMIN_PATH } from '../modules/admin/admin-route';

/** The console's route templates, as Nest registers them under the API prefix. */
const CONSOLE_ROUTES = new RegExp(`^/api/${ADMIN_PATH}(/|$)`);

/** The status of a response the client gave up on before it was sent (nginx's convention). */
const CLIENT_CLOSED_REQUEST = 499;

/**
 * Measures every request that reaches the API's routes (the API, the probes, unmatched
 * paths; not the web app's files, which the static layer answered before). Register it after
 * the static layer. Off (not registered) unless METRICS_PORT is set, so an install without
 * metrics pays nothing. The label is the route's template as Nest registered it
 * (`/api/licenses/:id`), never the URL, so ids and tokens never become series; the console's
 * routes share one label, so a metrics reader cannot list the hidden console.
 */
export function useHttpMetrics(app: INestApplication): void {
  if (app.get(AppConfig).metricsPort === undefined) return;
  app.use(measureRequests(app.get(HttpRequestMetrics)));
}

function measureRequests(metrics: HttpRequestMetrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = performance.now();
    metrics.started();
    // 'close' comes once per response, finished or cut off by the client.
    response.once('close', () => {
      metrics.finished(
        request.method,
        routeLabel(request),
        response.writableFinished ? response.statusCode : CLIENT_CLOSED_REQUEST,
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}

function routeLabel(request: Request): string {
  const route = (request.route as { path?: unknown } | undefined)?.path;
  if (typeof route !== 'string') return UNMATCHED_ROUTE;
  return CONSOLE_ROUTES.test(route) ? CONSOLE_ROUTE : route;
}
