import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { LogInOutcome } from '@pointforge/domain';
import { ApiValidationPipe } from '../../../common/http/validation';
import { LoginDto } from '../dto/login.dto';
import { LocalStrategy } from './local.strategy';

const LOGIN_RESULT = Symbol('pointforge:login-result');

type RequestWithLogin = Request & { [LOGIN_RESULT]?: LogInOutcome };

/**
 * Guards run before pipes, so this guard validates the body itself (the global pipe's
 * rules: trimmed, lower-cased email, unknown fields refused) before passport-local sees
 * it: a malformed body is a 400 with errors[], never a 401. Then the strategy logs in.
 */
@Injectable()
export class LocalAuthGuard implements CanActivate {
  private readonly validation = new ApiValidationPipe();

  constructor(private readonly strategy: LocalStrategy) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<RequestWithLogin>();
    request.body = await this.validation.transform(request.body, { type: 'body', metatype: LoginDto });
    request[LOGIN_RESULT] = await this.strategy.logIn(request, http.getResponse<Response>());
    return true;
  }
}

/** The outcome of the login LocalAuthGuard just performed: a session (user, cookie secret) or a two-factor challenge. */
export const LoggedIn = createParamDecorator((_data: unknown, context: ExecutionContext): LogInOutcome => {
  const result = context.switchToHttp().getRequest<RequestWithLogin>()[LOGIN_RESULT];
  if (!result) throw new Error('@LoggedIn() needs LocalAuthGuard on the route');
  return result;
});
