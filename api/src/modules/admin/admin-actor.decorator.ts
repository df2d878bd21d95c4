import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuditActor } from '@pointforge/domain';
import { clientIp } from '../../adapter-modules/rate-limit/client-ip';
import { AUTHENTICATED_SESSION, type RequestWithSession } from '../accounts/session/session-auth.guard';

/** The admin making a request, as the audit log names them: account, address, request id. */
export function auditActorOf(request: RequestWithSession & { id?: unknown }): AuditActor {
  const authenticated = request[AUTHENTICATED_SESSION];
  if (!authenticated) throw new Error('An admin route ran without AdminGuard');
  return {
    userId: authenticated.user.id,
    email: authenticated.user.email,
    ip: clientIp(request),
    requestId: typeof request.id === 'string' ? request.id : null,
  };
}

/** `@AdminActor() actor: AuditActor` on an admin route's handler. */
export const AdminActor = createParamDecorator((_data: unknown, context: ExecutionContext): AuditActor =>
  auditActorOf(context.switchToHttp().getRequest<RequestWithSession>()),
);
