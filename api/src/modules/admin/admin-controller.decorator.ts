import { Controller, UseInterceptors, applyDecorators } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { AdminAuditInterceptor } from './admin-audit.interceptor';
import { ADMIN_PATH } from './admin-route';

/**
 * A controller of the operator console: `@AdminController('leads')` serves /api/admin/leads,
 * every call audited by AdminAuditInterceptor. The interceptor is bound here, not globally:
 * Nest runs any interceptor through RxJS and AsyncResource bindings, which every request of
 * the API would pay for (docs/performance.md). AdminGuard, global, refuses an admin
 * controller declared without it (isAudited), so none can serve unaudited.
 */
export function AdminController(path: string): ClassDecorator {
  return applyDecorators(Controller(`${ADMIN_PATH}/${path}`), UseInterceptors(AdminAuditInterceptor));
}

/** Whether a controller has the audit interceptor bound, as `@AdminController` binds it. */
export function isAudited(controller: object): boolean {
  const interceptors: unknown = Reflect.getMetadata(INTERCEPTORS_METADATA, controller);
  return Array.isArray(interceptors) && interceptors.includes(AdminAuditInterceptor);
}
