import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthenticateSessionUseCase, DomainError, type AuthenticatedSession } from '@pointforge/domain';
import { SessionCookie } from './session-cookie';

/** The request property the guard fills; read it with `@CurrentSession()`. */
export const AUTHENTICATED_SESSION = Symbol('pointforge:authenticated-session');

export type RequestWithSession = Request & { [AUTHENTICATED_SESSION]?: AuthenticatedSession };

export const NOT_AUTHENTICATED = { code: 'ACCOUNTS.NOT_AUTHENTICATED', message: 'Please log in to continue.' } as const;

/**
 * Lets a request through only with the cookie of a live session (AuthenticateSessionUseCase
 * decides: known, not idle for 7 days, within 30 days, user still there), and puts the user
 * and session on the request. Otherwise 401; a cookie that names no live session is cleared,
 * and so is a signed-in hint left without a session, so the web app stops asking.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    private readonly authenticateSession: AuthenticateSessionUseCase,
    private readonly sessionCookie: SessionCookie,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<RequestWithSession>();
    const sessionToken = this.sessionCookie.read(request);
    const authenticated = sessionToken ? await this.authenticateSession.execute({ sessionToken }) : null;
    if (!authenticated) {
      if (sessionToken || this.sessionCookie.hasHint(request)) this.sessionCookie.clear(http.getResponse<Response>());
      throw new DomainError('unauthenticated', NOT_AUTHENTICATED.code, NOT_AUTHENTICATED.message);
    }
    request[AUTHENTICATED_SESSION] = authenticated;
    return true;
  }
}
