import { Injectable } from '@nestjs/common';
import { AuthenticateSessionUseCase, CheckAdminAccessUseCase, type AdminAccess } from '@pointforge/domain';
import type { Request } from 'express';
import { SessionCookie } from '../accounts/session/session-cookie';

type AuthenticatedSession = Awaited<ReturnType<AuthenticateSessionUseCase['execute']>>;

/**
 * A request's access to the operator console, read from its session cookie: what the admin
 * guard (API routes) and the queue dashboard (/admin/queues) both decide by.
 */
@Injectable()
export class AdminRequestAccess {
  constructor(
    private readonly authenticateSession: AuthenticateSessionUseCase,
    private readonly checkAdminAccess: CheckAdminAccessUseCase,
    private readonly sessionCookie: SessionCookie,
  ) {}

  async of(request: Request): Promise<{ access: AdminAccess; authenticated: AuthenticatedSession | null }> {
    const sessionToken = this.sessionCookie.read(request);
    const authenticated = sessionToken ? await this.authenticateSession.execute({ sessionToken }) : null;
    return { access: await this.checkAdminAccess.execute(authenticated), authenticated };
  }
}
