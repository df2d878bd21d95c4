import { CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { RATE_LIMIT_KEYS, RATE_LIMIT_RULES, RateLimiterPort, assertWithinRateLimits } from '@pointforge/domain';
import { clientIp } from './client-ip';

/**
 * The rules counted per client address at the HTTP edge. The other per-IP rules (login,
 * forgot password, demo and contact forms) are counted inside their use cases; listing one
 * here as well would count it twice.
 */
export type IpRateLimitRule = 'registerPerIp' | 'resendVerificationPerIp' | 'subscriptionCreatePerIp' | 'subscriptionExecutePerIp';

const IP_RATE_LIMIT_RULE = 'pointforge:ip-rate-limit-rule';

/**
 * Counts every call of the route against the caller's address and answers 429 with
 * Retry-After past the rule's limit. It runs as a guard, before validation, so malformed
 * requests count too.
 *
 *   @Post('register') @LimitPerIp('registerPerIp')
 */
export function LimitPerIp(rule: IpRateLimitRule): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(IP_RATE_LIMIT_RULE, rule), UseGuards(IpRateLimitGuard));
}

@Injectable()
export class IpRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiterPort,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<IpRateLimitRule | undefined>(IP_RATE_LIMIT_RULE, [context.getHandler(), context.getClass()]);
    if (rule === undefined) return true;
    const ip = clientIp(context.switchToHttp().getRequest<Request>());
    assertWithinRateLimits(await this.limiter.consume(RATE_LIMIT_KEYS[rule](ip), RATE_LIMIT_RULES[rule]));
    return true;
  }
}
