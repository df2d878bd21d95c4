import type { Request } from 'express';
import {
  MACHINE_APP_VERSION_MAX_LENGTH,
  MACHINE_FINGERPRINT_PATTERN,
  MACHINE_NAME_MAX_LENGTH,
  MACHINE_PLATFORMS,
  type MachineDetails,
  type MachinePlatform,
} from '@pointforge/domain';

/** Longer than any value the endpoints read (a token, a fingerprint): anything longer is not ours. */
const PARAMETER_MAX_LENGTH = 512;
const FORM_TYPE = /^application\/x-www-form-urlencoded(?:\s*;|$)/i;

/**
 * The parameters of an OAuth request body (RFC 6749 §3.2: application/x-www-form-urlencoded),
 * or null when it is not one: another content type, a parameter given twice (§3.1), or a
 * value past any sane length. Parameters the endpoint does not know are ignored (§3.1).
 */
export function oauthForm(request: Request): Record<string, string> | null {
  if (!FORM_TYPE.test(request.get('content-type') ?? '')) return null;
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.some(([, value]) => typeof value !== 'string' || value.length > PARAMETER_MAX_LENGTH)) return null;
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The computer a device authorization request describes; null when a parameter is malformed. */
export function deviceParameters(form: Record<string, string>): (MachineDetails & { fingerprint: string }) | null {
  const { fingerprint, device_name: name, platform, app_version: appVersion } = form;
  if (fingerprint === undefined || !MACHINE_FINGERPRINT_PATTERN.test(fingerprint)) return null;
  if (name !== undefined && name.length > MACHINE_NAME_MAX_LENGTH) return null;
  if (platform !== undefined && !(MACHINE_PLATFORMS as readonly string[]).includes(platform)) return null;
  if (appVersion !== undefined && appVersion.length > MACHINE_APP_VERSION_MAX_LENGTH) return null;
  return { fingerprint, name: name || undefined, platform: platform as MachinePlatform | undefined, appVersion: appVersion || undefined };
}
