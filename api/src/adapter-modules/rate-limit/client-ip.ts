import type { Request } from 'express';

/**
 * The caller's address for per-IP limits: Express's `request.ip`, which follows X-Forwarded-For
 * only as far as TRUST_PROXY allows, so a client cannot pick its own address.
 */
export function clientIp(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown';
}
