import { SetMetadata, applyDecorators } from '@nestjs/common';
import { PostAction } from '../../common/http/post-action.decorator';
import { PATH_METADATA } from '@nestjs/common/constants';

/** Every admin route lives under /api/admin. */
export const ADMIN_PATH = 'admin';
const AUDITED_BY_USE_CASE = 'pointforge:admin-audited-by-use-case';

const adminControllers = new WeakMap<object, boolean>();

/**
 * Whether a controller serves the admin surface, read from the path Nest routes it by (not
 * from the request's URL, which Express matches case-insensitively), so a controller under
 * /api/admin is guarded whichever decorator declared it.
 */
export function isAdminController(controller: object): boolean {
  let known = adminControllers.get(controller);
  if (known === undefined) {
    const paths: unknown = Reflect.getMetadata(PATH_METADATA, controller);
    known = [paths].flat().some((path) => typeof path === 'string' && new RegExp(`^/?${ADMIN_PATH}(/|$)`).test(path));
    adminControllers.set(controller, known);
  }
  return known;
}

/**
 * On a handler whose use case writes its own audit entry with the values before and after
 * (a change), so the call is not also logged as a view.
 */
export function AuditedByUseCase(): MethodDecorator {
  return applyDecorators(SetMetadata(AUDITED_BY_USE_CASE, true));
}

/** A console action by POST (suspend, refund, sync…): answered 200, its use case writing the audit entry. */
export function AdminAction(path: string): MethodDecorator {
  return applyDecorators(PostAction(path), AuditedByUseCase());
}

export function isAuditedByUseCase(handler: object): boolean {
  return Reflect.getMetadata(AUDITED_BY_USE_CASE, handler) === true;
}
