import { LONGEST_LICENSE_FILE_LIFETIME_DAYS, RETENTION_FOREVER } from '@pointforge/domain';
import { ValidatorConstraint } from 'class-validator';
import type { ValidationArguments, ValidatorConstraintInterface } from 'class-validator';
import express from 'express';
import { isIP } from 'node:net';

// The shape checks of the environment variables that class-validator does not ship.

function isOrigin(value: string, protocols: readonly string[] = ['http:', 'https:']): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

@ValidatorConstraint({ name: 'origin' })
export class IsOriginConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isOrigin(value);
  }
  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be an origin such as https://pointforge.example (scheme, host and optional port, no path)`;
  }
}

@ValidatorConstraint({ name: 'originList' })
export class IsOriginListConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && splitList(value).every((origin) => isOrigin(origin));
  }
  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a comma-separated list of origins such as https://app.pointforge.example`;
  }
}

@ValidatorConstraint({ name: 'urlWithProtocol' })
export class IsUrlWithProtocolConstraint implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    return typeof value === 'string' && hasProtocol(value, args.constraints as string[]);
  }
  defaultMessage(args: ValidationArguments): string {
    const schemes = (args.constraints as string[]).map((protocol) => `${protocol}//…`).join(' or ');
    return `${args.property} must be a URL starting with ${schemes}`;
  }
}

/** A licence file lifetime cap: whole days from 1 to the longest term's (a cap never lengthens a term). */
@ValidatorConstraint({ name: 'licenseFileLifetimeDays' })
export class IsLicenseFileLifetimeDaysConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && /^[1-9]\d{0,3}$/.test(value) && Number(value) <= LONGEST_LICENSE_FILE_LIFETIME_DAYS;
  }
  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a whole number of days from 1 to ${LONGEST_LICENSE_FILE_LIFETIME_DAYS}`;
  }
}

/** A retention window: whole days from `constraints[0]` to `constraints[1]`, or `forever` where `constraints[2]` allows it. */
@ValidatorConstraint({ name: 'retentionDays' })
export class IsRetentionDaysConstraint implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    const [min, max, foreverAllowed] = args.constraints as [number, number, boolean?];
    if (typeof value !== 'string') return false;
    if (value === RETENTION_FOREVER) return foreverAllowed === true;
    return /^[1-9]\d{0,4}$/.test(value) && Number(value) >= min && Number(value) <= max;
  }
  defaultMessage(args: ValidationArguments): string {
    const [min, max, foreverAllowed] = args.constraints as [number, number, boolean?];
    return `${args.property} must be a whole number of days from ${min} to ${max}${foreverAllowed ? ` or ${RETENTION_FOREVER}` : ''}`;
  }
}

@ValidatorConstraint({ name: 'port' })
export class IsPortConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535;
  }
  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a whole number from 1 to 65535`;
  }
}

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

/** What TRUST_PROXY accepts, named in its refusals. */
const TRUST_PROXY_VALUES =
  'false, the number of proxies in front of the API (1 behind one load balancer), or a comma-separated list of their addresses (IP, CIDR, loopback, linklocal, uniquelocal)';

/**
 * `true` is refused: Express would then take the leftmost X-Forwarded-For entry, which the
 * client writes, and every per-IP limit would count whatever address the client chose.
 */
@ValidatorConstraint({ name: 'trustProxy' })
export class IsTrustProxyConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string') return false;
    if (value === 'false' || /^\d{1,2}$/.test(value)) return true;
    const entries = splitList(value);
    const shaped = entries.every((entry) => {
      const [address, bits, ...rest] = entry.split('/');
      if (PROXY_KEYWORDS.includes(entry)) return true;
      if (rest.length > 0 || !address || isIP(address) === 0) return false;
      return bits === undefined || /^\d{1,3}$/.test(bits);
    });
    return shaped && expressAcceptsTrustProxy(entries);
  }
  defaultMessage(args: ValidationArguments): string {
    const why = args.value === 'true' ? ' (true would let any client choose the address the rate limits see)' : '';
    return `${args.property} must be ${TRUST_PROXY_VALUES}${why}`;
  }
}

/**
 * Whether Express compiles the list as it will at start-up: it refuses what the shape check
 * lets through (a prefix past 32 bits on IPv4 or 128 on IPv6, or /0) with a TypeError, which
 * would otherwise end the process with a stack trace instead of the one-line config error.
 */
function expressAcceptsTrustProxy(entries: string[]): boolean {
  try {
    express().set('trust proxy', entries);
    return true;
  } catch {
    return false;
  }
}

export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
