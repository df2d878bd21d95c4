import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '@pointforge/domain';
import { AppConfig } from '../config/app-config';

/**
 * Routes that authenticate the caller another way and so skip the check below. PayPal's
 * webhook carries no browser headers; its signature is verified with PayPal instead. The
 * desktop licence API and its OAuth endpoints are called by the desktop app, not a browser,
 * with the licence key, a device code or a token as the credential: no cookie rides along for
 * a forged request to borrow.
 */
export const CSRF_EXEMPT_ROUTES: ReadonlyArray<{ method: string; path: string }> = [
  { method: 'POST', path: '/api/webhooks/paypal' },
  { method: 'POST', path: '/api/v1/licenses/activate' },
  { method: 'POST', path: '/api/v1/licenses/validate' },
  { method: 'POST', path: '/api/v1/licenses/deactivate' },
  { method: 'POST', path: '/api/v1/oauth/device_authorization' },
  { method: 'POST', path: '/api/v1/oauth/token' },
];

/**
 * Routes that take a file as multipart/form-data besides JSON. A cross-site form can send
 * that type, but not X-Requested-With, which these routes still require (with the Origin).
 */
export const MULTIPART_ROUTES: ReadonlyArray<{ method: string; path: string }> = [{ method: 'POST', path: '/api/admin/releases' }];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:\s*;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

const CSRF_REJECTED = { code: 'HTTP.CSRF_REJECTED', message: 'This request was refused.' } as const;

/**
 * CSRF defence for every state-changing API call, together with SameSite cookies: the
 * request must carry `X-Requested-With: XMLHttpRequest` (which a cross-site form cannot
 * set and a cross-site script only can after a CORS preflight), a JSON content type when it
 * has a body, and an `Origin`, when the browser sends one, from the allow-list.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method) || isExempt(request)) return true;
    if (!this.isAcceptable(request)) {
      throw new DomainError('forbidden', CSRF_REJECTED.code, CSRF_REJECTED.message);
    }
    return true;
  }

  private isAcceptable(request: Request): boolean {
    if (request.get('x-requested-with')?.toLowerCase() !== 'xmlhttprequest') return false;
    if (hasBody(request) && !acceptsBodyType(request)) return false;
    const origin = request.get('origin');
    return origin === undefined || this.config.allowedOrigins.includes(origin);
  }
}

function isListed(routes: ReadonlyArray<{ method: string; path: string }>, request: Request): boolean {
  return routes.some((route) => route.method === request.method && route.path === request.path);
}

function isExempt(request: Request): boolean {
  return isListed(CSRF_EXEMPT_ROUTES, request);
}

function acceptsBodyType(request: Request): boolean {
  const type = request.get('content-type') ?? '';
  return JSON_TYPE.test(type) || (MULTIPART_TYPE.test(type) && isListed(MULTIPART_ROUTES, request));
}

function hasBody(request: Request): boolean {
  return request.get('transfer-encoding') !== undefined || Number(request.get('content-length') ?? 0) > 0;
}
