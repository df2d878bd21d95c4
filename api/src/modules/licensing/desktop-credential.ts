import type { Request } from 'express';
import { DomainError, type DesktopCredential } from '@pointforge/domain';

const VALIDATION_FAILED_CODE = 'VALIDATION.FAILED';
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/;
/** `Authorization: License <key>`, as Keygen's distribution API takes a licence key. */
const LICENSE = /^License ([A-Za-z0-9-]{1,64})$/;

function invalid(field: string, message: string): DomainError {
  return new DomainError('invalid', VALIDATION_FAILED_CODE, message, { errors: [{ field, message }] });
}

/**
 * The credential of a desktop call: `Authorization: Bearer <access token>` (RFC 6750 §2.1)
 * or the body's `licenseKey`, exactly one of them. With the key, the computer must be
 * named by `fingerprint` where the route acts on one (a token names its own computer).
 */
export function desktopCredential(
  request: Request,
  body: { licenseKey?: string; fingerprint?: string },
  { needsFingerprint }: { needsFingerprint: boolean },
): DesktopCredential {
  const authorization = request.get('authorization');
  if (authorization !== undefined) {
    const token = BEARER.exec(authorization)?.[1];
    if (token === undefined) throw invalid('authorization', 'Authorization must be "Bearer" and an access token.');
    if (body.licenseKey !== undefined) throw invalid('licenseKey', 'Send either licenseKey or an access token (Authorization: Bearer), not both.');
    return { accessToken: token };
  }
  if (body.licenseKey === undefined)
    throw invalid('licenseKey', 'licenseKey must be a license key (PF-XXXXX-…), or send an access token (Authorization: Bearer).');
  if (needsFingerprint && body.fingerprint === undefined)
    throw invalid('fingerprint', 'fingerprint must be 16 to 256 characters of letters, digits and . _ : + / = -');
  return { licenseKey: body.licenseKey };
}

/**
 * The credential of a desktop GET (the update feed), which has no body: `Authorization:
 * License <key>` or `Authorization: Bearer <access token>`.
 */
export function headerCredential(request: Request): DesktopCredential {
  const authorization = request.get('authorization') ?? '';
  const licenseKey = LICENSE.exec(authorization)?.[1];
  if (licenseKey !== undefined) return { licenseKey };
  const token = BEARER.exec(authorization)?.[1];
  if (token !== undefined) return { accessToken: token };
  throw invalid('authorization', 'Authorization must be "License" and a license key, or "Bearer" and an access token.');
}
