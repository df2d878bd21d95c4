import { decodeBase64url, utf8Text } from '../../shared/base64url';
import { DAY_MS, HOUR_MS } from '../../shared/time';
import { isLicenseKey } from '../license-key';
import {
  MACHINE_APP_VERSION_MAX_LENGTH,
  MACHINE_FINGERPRINT_PATTERN,
  MACHINE_NAME_MAX_LENGTH,
  MACHINE_PLATFORMS,
  type MachinePlatform,
} from '../machine.entity';
import { DEVICE_KEY_PATTERN } from './deactivation-key-agreement.port';

/*
 * The activation request file of an air-gapped computer (docs/licence-protocol.md): what
 * the desktop app (or `pointforge-licence offline-request`) writes for its owner to upload
 * from any connected machine.
 *
 *   -----BEGIN POINTFORGE ACTIVATION REQUEST-----
 *   <base64url of the UTF-8 JSON, wrapped at 64 columns>
 *   -----END POINTFORGE ACTIVATION REQUEST-----
 *
 * Read here, once, for the server and the dashboard alike, so both refuse the same files.
 */
export const ACTIVATION_REQUEST_ARMOR_BEGIN = '-----BEGIN POINTFORGE ACTIVATION REQUEST-----';
export const ACTIVATION_REQUEST_ARMOR_END = '-----END POINTFORGE ACTIVATION REQUEST-----';
/** The longest upload read: a request is well under 1 KiB; 8 KiB leaves room for a mail client's wrapping. */
export const ACTIVATION_REQUEST_MAX_LENGTH = 8 * 1024;
export const OFFLINE_REQUEST_LIFETIME_DAYS = 7;
/** A request works this long after the app made it, and no longer: an old file found in a drawer activates nothing. */
const REQUEST_LIFETIME_MS = OFFLINE_REQUEST_LIFETIME_DAYS * DAY_MS;
/**
 * The making computer's clock may run this much ahead of the server's: a field laptop that
 * has not seen a network for weeks drifts, and a day early does no harm (the request still
 * lasts its week from the time it names, and the file's nbf is never after it).
 */
const CLOCK_SKEW_MS = 24 * HOUR_MS;
/** At least 128 random bits in base64url (22 symbols), at most 512. */
const NONCE_PATTERN = /^[A-Za-z0-9_-]{22,86}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/** A request as read: the fields an online activation sends, the key when the app knew it, a nonce and the time it was made. */
export interface ActivationRequest {
  /** Absent when the app has no key (a member's computer): the uploader's seat decides. */
  key: string | null;
  fingerprint: string;
  name: string | null;
  platform: MachinePlatform | null;
  appVersion: string | null;
  nonce: string;
  createdAt: Date;
  /** The computer's device key (`dpk`): its X25519 public key, base64url; the files issued to it carry a deactivation code only it can compute. */
  deactivationKey: string;
}

/** The request in an uploaded text, or null when it is none (damaged, edited, or with a field out of bounds). */
export function parseActivationRequest(text: string): ActivationRequest | null {
  if (text.length > ACTIVATION_REQUEST_MAX_LENGTH) return null;
  const begin = text.indexOf(ACTIVATION_REQUEST_ARMOR_BEGIN);
  const end = text.indexOf(ACTIVATION_REQUEST_ARMOR_END);
  if (begin < 0 || end < begin) return null;
  const bytes = decodeBase64url(text.slice(begin + ACTIVATION_REQUEST_ARMOR_BEGIN.length, end).replace(/\s+/g, ''));
  const json = bytes && utf8Text(bytes);
  if (!json) return null;
  try {
    return fieldsOf(JSON.parse(json) as unknown);
  } catch {
    return null;
  }
}

/** Whether the request may be used at `now`: within its week, and not made later than now (give or take the clock skew). */
export function activationRequestTiming(request: Pick<ActivationRequest, 'createdAt'>, now: Date): 'current' | 'expired' | 'from_the_future' {
  const age = now.getTime() - request.createdAt.getTime();
  if (age < -CLOCK_SKEW_MS) return 'from_the_future';
  return age > REQUEST_LIFETIME_MS ? 'expired' : 'current';
}

/** When the request stops working. */
export function activationRequestExpiry(request: Pick<ActivationRequest, 'createdAt'>): Date {
  return new Date(request.createdAt.getTime() + REQUEST_LIFETIME_MS);
}

function fieldsOf(value: unknown): ActivationRequest | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  const key = optionalString(fields.key, 64);
  const name = optionalString(fields.name, MACHINE_NAME_MAX_LENGTH);
  const appVersion = optionalString(fields.appVersion, MACHINE_APP_VERSION_MAX_LENGTH);
  const platform = fields.platform ?? null;
  const { fingerprint, nonce, createdAt, dpk } = fields;
  if (fields.v !== 1 || key === undefined || name === undefined || appVersion === undefined) return null;
  if (key !== null && !isLicenseKey(key.trim().toUpperCase())) return null;
  if (platform !== null && !MACHINE_PLATFORMS.includes(platform as MachinePlatform)) return null;
  if (typeof fingerprint !== 'string' || !MACHINE_FINGERPRINT_PATTERN.test(fingerprint)) return null;
  if (typeof nonce !== 'string' || !NONCE_PATTERN.test(nonce)) return null;
  if (typeof dpk !== 'string' || !DEVICE_KEY_PATTERN.test(dpk)) return null;
  if (typeof createdAt !== 'string' || !ISO_INSTANT.test(createdAt) || Number.isNaN(Date.parse(createdAt))) return null;
  return {
    key: key === null ? null : key.trim().toUpperCase(),
    fingerprint,
    name,
    platform: platform as MachinePlatform | null,
    appVersion,
    nonce,
    createdAt: new Date(createdAt),
    deactivationKey: dpk,
  };
}

/** A string field of at most `maxLength` characters: null when absent, null or blank; undefined when it is anything else. */
function optionalString(value: unknown, maxLength: number): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > maxLength) return undefined;
  return value.trim() === '' ? null : value.trim();
}
