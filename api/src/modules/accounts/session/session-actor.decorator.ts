import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuditActor } from '@pointforge/domain';
import { clientIp } from '../../../adapter-modules/rate-limit/client-ip';
import { AUTHENTICATED_SESSION, type RequestWithSession } from './session-auth.guard';

/** The signed-in person making a request, as the audit log names them: account, address, request id. */
export function auditActorOf(request: RequestWithSession & { id?: unknown }): AuditActor & { userId: string } {
  const authenticated = request[AUTHENTICATED_SESSION];
  if (!authenticated) throw new Error('A route naming its actor ran without a session guard');
  return {
    userId: authenticated.user.id,
    email: authenticated.user.email,
    ip: clientIp(request),
    requestId: typeof request.id === 'string' ? request.id : null,
  };
}

/** `@SessionActor() actor` on a signed-in route's handler whose use case audits what it changes. */
export const SessionActor = createParamDecorator((_data: unknown, context: ExecutionContext): AuditActor & { userId: string } =>
  auditActorOf(context.switchToHttp().getRequest<RequestWithSession>()),
);
