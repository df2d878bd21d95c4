import { CanActivate, ExecutionContext, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import { ClockPort, assertRecentlyAuthenticated } from '@pointforge/domain';
import { AUTHENTICATED_SESSION, SessionAuthGuard, type RequestWithSession } from './session-auth.guard';

/**
 * Lets a dangerous action through only on a session signed in or confirmed within the last
 * 10 minutes; otherwise 403 ACCOUNTS.REAUTHENTICATION_REQUIRED, which the SPA answers by
 * asking for the password (POST /api/auth/confirm-password) and retrying.
 */
@Injectable()
export class RecentAuthenticationGuard implements CanActivate {
  constructor(private readonly clock: ClockPort) {}

  canActivate(context: ExecutionContext): boolean {
    const authenticated = context.switchToHttp().getRequest<RequestWithSession>()[AUTHENTICATED_SESSION];
    if (!authenticated) throw new Error('RecentAuthenticationGuard needs SessionAuthGuard before it');
    assertRecentlyAuthenticated(authenticated.session, this.clock.now());
    return true;
  }
}

/** A signed-in session that authenticated recently: `@RequireRecentAuthentication()` on the route. */
export function RequireRecentAuthentication(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(SessionAuthGuard, RecentAuthenticationGuard));
}
