import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata, StreamableFile } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Observable, map } from 'rxjs';

/**
 * What a controller returns: the fields of the success envelope, never `success` itself.
 * Set `message` for the text the web app shows in its toast:
 *
 *   @Post('login')
 *   async login(@Body() body: LoginDto): Promise<ApiResult<{ user: UserView }>> {
 *     return { message: 'Login successful', user };   // → { success: true, message, user }
 *   }
 */
export type ApiResult<Fields extends object = object> = Fields & { message?: string; success?: never };

const SKIP_ENVELOPE = 'pointforge:skip-envelope';

/** For routes that answer in their own format (health probes, webhooks, files). */
export const SkipEnvelope = (): MethodDecorator & ClassDecorator => SetMetadata(SKIP_ENVELOPE, true);

/** Wraps what a controller returns as `{ success: true, ...fields }`. */
@Injectable()
export class SuccessEnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const skip = this.reflector.getAllAndOverride<boolean | undefined>(SKIP_ENVELOPE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (context.getType() !== 'http' || skip) return next.handle();
    return next.handle().pipe(map(toSuccessBody));
  }
}

function toSuccessBody(fields: unknown): unknown {
  if (fields instanceof StreamableFile) return fields;
  if (fields === undefined || fields === null) return { success: true };
  if (typeof fields === 'object' && !Array.isArray(fields)) {
    const { success: _ignored, ...rest } = fields as Record<string, unknown>;
    return { success: true, ...rest };
  }
  return { success: true, data: fields };
}
