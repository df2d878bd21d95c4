import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AUTHENTICATED_SESSION, type RequestWithSession } from '../accounts/session/session-auth.guard';
import { adminRefusal, AdminRequestAccess } from './admin-request-access';
import { isAudited } from './admin-controller.decorator';
import { isAdminController } from './admin-route';

/**
 * Guards every route of an admin controller (a global guard, so a new admin controller is
 * covered without being told). Anyone but an admin gets the 404 an unknown route gets,
 * so the console is not revealed; an admin without two-factor sign-in gets 403
 * ADMIN.TWO_FACTOR_REQUIRED, one whose session did not pass the second factor (signed in
 * with the password only, or enrolled in it) 403 ADMIN.SECOND_FACTOR_SIGN_IN_REQUIRED. An admin passes with the session on the request, for
 * `@CurrentSession()`.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly adminRequestAccess: AdminRequestAccess) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!isAdminController(context.getClass())) return true;
    if (!isAudited(context.getClass())) {
      throw new Error(`${context.getClass().name} serves /api/admin without the audit interceptor: declare it with @AdminController`);
    }
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    const { access, authenticated } = await this.adminRequestAccess.of(request);
    if (access !== 'granted') throw adminRefusal(access);
    request[AUTHENTICATED_SESSION] = authenticated ?? undefined;
    return true;
  }
}
