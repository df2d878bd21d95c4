import { getQueueToken } from '@nestjs/bullmq';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { ADMIN_VIEW_ACTION, AuditTrail, type JobPayloads } from '@pointforge/domain';
import { JOBS_QUEUE_NAME } from '@pointforge/infra';
import type { Queue } from 'bullmq';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import { toApiFailure } from '../../common/http/api-failure';
import { writeJson } from '../../common/http/write-answer';
import { AUTHENTICATED_SESSION, type RequestWithSession } from '../accounts/session/session-auth.guard';
import { auditActorOf } from '../accounts/session/session-actor.decorator';
import { adminRefusal, AdminRequestAccess } from './admin-request-access';

/** Where the queue dashboard lives: a page of its own, beside the console at /admin. */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * bull-board's page styles its loading screen with inline `style` attributes and a `<style>`
 * element, which the site's CSP refuses; on this path only, inline styles are allowed.
 * Scripts stay 'self' (its configuration is a JSON data block, which no CSP blocks), and its
 * Google Fonts stylesheet stays out: an admin page loads nothing from third parties, and
 * falls back to a system font.
 */
const QUEUE_DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * Mounts bull-board at /admin/queues in Redis mode (the embedded default has no Redis; its
 * console lists the in-process jobs instead). The same rules as the admin API: anyone but an
 * admin gets the API's 404, an admin without two-factor sign-in, or whose session did not pass
 * it, the API's 403. Each read an admin makes (the page and its API calls, not its static
 * files) is an `admin.view` in the audit log, as a console read is. Read-only: retrying or
 * removing jobs there would be an admin change without an audit entry. Mail jobs are shown
 * by template and job id only: their payloads carry sign-in links, which not even an
 * operator should be able to read.
 */
export function mountQueueDashboard(app: NestExpressApplication): void {
  const queue = app.get<Queue>(getQueueToken(JOBS_QUEUE_NAME), { strict: false });
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  const adapter = new BullMQAdapter(queue, { readOnlyMode: true });
  adapter.setFormatter('data', (data: unknown) => withoutSecrets(data));
  createBullBoard({ queues: [adapter], serverAdapter, options: { uiConfig: { boardTitle: 'PointForge jobs' } } });

  const adminAccess = app.get(AdminRequestAccess, { strict: false });
  const audit = app.get(AuditTrail, { strict: false });
  // The app parses cookies for /api only; this page is the other place that reads the session.
  app.use(QUEUE_DASHBOARD_PATH, cookieParser(), (request: Request, response: Response, next: NextFunction) => {
    adminAccess
      .of(request)
      .then(async ({ access, authenticated }) => {
        if (access !== 'granted') {
          const failure = toApiFailure(adminRefusal(access));
          return writeJson(response, failure.body, failure.status);
        }
        if (!isStaticFile(request)) {
          (request as RequestWithSession)[AUTHENTICATED_SESSION] = authenticated ?? undefined;
          await audit.record({
            actor: auditActorOf(request as RequestWithSession),
            action: ADMIN_VIEW_ACTION,
            target: { type: 'queue_dashboard', id: `${request.method} ${request.originalUrl}` },
          });
        }
        response.setHeader('Content-Security-Policy', QUEUE_DASHBOARD_CSP);
        response.setHeader('Cache-Control', 'no-store');
        response.setHeader('X-Robots-Tag', 'noindex');
        next();
      })
      .catch(next);
  });
  app.use(QUEUE_DASHBOARD_PATH, serverAdapter.getRouter());
}

/** bull-board's scripts, styles and icons: no data read, nothing to audit. */
function isStaticFile(request: Request): boolean {
  return request.path.startsWith('/static/');
}

/** A send-mail payload as the dashboard shows it: the template and the idempotency key, not the message. */
function withoutSecrets(data: unknown): unknown {
  const mail = data as Partial<JobPayloads['send-mail']> | null;
  if (mail && typeof mail === 'object' && 'message' in mail && mail.message) {
    return { idempotencyKey: mail.idempotencyKey, template: mail.message.template };
  }
  return data;
}
