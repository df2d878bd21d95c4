import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ADMIN_VIEW_ACTION, AuditTrail } from '@pointforge/domain';
import { concatMap, from, map, type Observable } from 'rxjs';
import type { RequestWithSession } from '../accounts/session/session-auth.guard';
import { auditActorOf } from '../accounts/session/session-actor.decorator';
import { isAdminController, isAuditedByUseCase } from './admin-route';

/**
 * Writes every successful admin call to the audit log before it answers: a read as an
 * `admin.view` of the address it asked for; a change is written by its use case, with the
 * values before and after (`@AuditedByUseCase()`), inside the change's own transaction.
 */
@Injectable()
export class AdminAuditInterceptor implements NestInterceptor {
  constructor(private readonly audit: AuditTrail) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!isAdminController(context.getClass()) || isAuditedByUseCase(context.getHandler())) return next.handle();
    const request = context.switchToHttp().getRequest<RequestWithSession>();
    return next.handle().pipe(
      concatMap((body) =>
        from(
          this.audit.record({
            actor: auditActorOf(request),
            action: ADMIN_VIEW_ACTION,
            target: { type: 'admin_route', id: `${request.method} ${request.originalUrl}` },
          }),
        ).pipe(map(() => body)),
      ),
    );
  }
}
