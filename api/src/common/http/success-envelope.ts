import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { ServerResponse } from 'node:http';
import { writeJson } from './write-answer';

/**
 * What a controller returns: the fields of the success envelope, never `success` itself.
 * Set `message` for the text the web app shows in its toast:
 *
 *   @Post('login')
 *   async login(@Body() body: LoginDto): Promise<ApiResult<{ user: UserView }>> {
 *     return { message: 'Login successful', user };   // → { success: true, message, user }
 *   }
 *
 * A route that answers in its own format (the health probes) writes its response itself
 * with `@Res()`; files (StreamableFile) pass as they are.
 */
export type ApiResult<Fields extends object = object> = Fields & { message?: string; success?: never };

/**
 * Nest's Express adapter, wrapping what every route returns as `{ success: true, ...fields }`.
 * Nest hands each route's return value to `reply` (failures leave through ApiExceptionFilter,
 * which writes its own envelope). Done here rather than in a global interceptor because Nest
 * runs any interceptor through RxJS observables and two AsyncResource bindings per request:
 * measured, that was about a third of the CPU of a `/healthz` answer (docs/performance.md).
 */
export class SuccessEnvelopeExpressAdapter extends ExpressAdapter {
  override reply(response: unknown, body: unknown, statusCode?: number): unknown {
    const envelope = toSuccessBody(body);
    if (envelope instanceof StreamableFile) return super.reply(response, envelope, statusCode);
    return writeJson(response as ServerResponse, envelope, statusCode);
  }
}

export function toSuccessBody(fields: unknown): unknown {
  if (fields instanceof StreamableFile) return fields;
  if (fields === undefined || fields === null) return { success: true };
  if (typeof fields === 'object' && !Array.isArray(fields)) {
    const { success: _ignored, ...rest } = fields as Record<string, unknown>;
    return { success: true, ...rest };
  }
  return { success: true, data: fields };
}
