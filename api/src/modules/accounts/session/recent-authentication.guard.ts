import { CanActivate, ExecutionContext, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import { RecentAuthenticationCheck } from '@pointforge/domain';
import { AUTHENTICATED_SESSION, SessionAuthGuard, type RequestWithSession } from './session-auth.guard';

/**
 * Lets a dangerous action through only on a session signed in or confirmed within the last
 * 10 minutes, with a second factor when the account has one (RecentAuthenticationCheck);
 * otherwise 403 ACCOUNTS.REAUTHENTICATION_REQUIRED, which the SPA answers by asking for the
 * password (and code) (POST /api/auth/confirm-password) and retrying.
 */
@Injectable()
export class RecentAuthenticationGuard implements CanActivate {
  constructor(private readonly recentAuthentication: RecentAuthenticationCheck) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const authenticated = context.switchToHttp().getRequest<RequestWithSession>()[AUTHENTICATED_SESSION];
    if (!authenticated) throw new Error('RecentAuthenticationGuard needs SessionAuthGuard before it');
    await this.recentAuthentication.assert(authenticated.session);
    return true;
  }
}

/** A signed-in session that authenticated recently: `@RequireRecentAuthentication()` on the route. */
export function RequireRecentAuthentication(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(SessionAuthGuard, RecentAuthenticationGuard));
}
