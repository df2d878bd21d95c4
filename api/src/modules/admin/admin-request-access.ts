import { Injectable, NotFoundException } from '@nestjs/common';
import { adminAccessRefusal, AuthenticateSessionUseCase, CheckAdminAccessUseCase, SecurityEventLogPort, type AdminAccess } from '@pointforge/domain';
import type { Request } from 'express';
import { toApiFailure } from '../../common/http/api-failure';
import { clientIp } from '../../adapter-modules/rate-limit/client-ip';
import { SessionCookie } from '../accounts/session/session-cookie';

type AuthenticatedSession = Awaited<ReturnType<AuthenticateSessionUseCase['execute']>>;

/** What a refused caller gets: the 404 of a route that does not exist, or an admin's 403 (no second factor, or a session that did not pass it). */
export function adminRefusal(access: Exclude<AdminAccess, 'granted'>): Error {
  return adminAccessRefusal(access) ?? new NotFoundException();
}

/**
 * A request's access to the operator console, read from its session cookie: what the admin
 * guard (API routes) and the queue dashboard (/admin/queues) both decide by. Every refusal
 * is a security event (who, from where, which route, what answer): a customer probing for
 * the console, or a stolen session without the second factor, shows in the logs.
 */
@Injectable()
export class AdminRequestAccess {
  constructor(
    private readonly authenticateSession: AuthenticateSessionUseCase,
    private readonly checkAdminAccess: CheckAdminAccessUseCase,
    private readonly sessionCookie: SessionCookie,
    private readonly securityEvents: SecurityEventLogPort,
  ) {}

  async of(request: Request): Promise<{ access: AdminAccess; authenticated: AuthenticatedSession | null }> {
    const sessionToken = this.sessionCookie.read(request);
    const authenticated = sessionToken ? await this.authenticateSession.execute({ sessionToken }) : null;
    const access = await this.checkAdminAccess.execute(authenticated);
    if (access !== 'granted') {
      const { status, body } = toApiFailure(adminRefusal(access));
      this.securityEvents.record({
        type: 'console-refused',
        userId: authenticated?.user.id ?? null,
        ip: clientIp(request),
        route: `${request.method} ${request.originalUrl.split('?')[0]}`,
        status,
        code: body.code,
      });
    }
    return { access, authenticated };
  }
}
