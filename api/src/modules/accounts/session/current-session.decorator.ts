import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthenticatedSession } from '@pointforge/domain';
import { AUTHENTICATED_SESSION, type RequestWithSession } from './session-auth.guard';

/** The signed-in user and session of a route behind SessionAuthGuard. */
export const CurrentSession = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedSession => {
  const authenticated = context.switchToHttp().getRequest<RequestWithSession>()[AUTHENTICATED_SESSION];
  if (!authenticated) throw new Error('@CurrentSession() needs SessionAuthGuard on the route');
  return authenticated;
});
