import { ArgumentMetadata, Injectable, ValidationError, ValidationPipe, applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, MaxLength } from 'class-validator';
import { DomainError, FieldError } from '@pointforge/domain';

const KEEP_WHITESPACE = Symbol('pointforge:keep-whitespace');

/**
 * Opts a DTO property out of trimming, for secrets where a leading or trailing space is
 * part of the value (passwords).
 */
export function KeepWhitespace(): PropertyDecorator {
  return (target, property) => {
    const kept: ReadonlySet<string | symbol> = Reflect.getMetadata(KEEP_WHITESPACE, target.constructor) ?? new Set();
    Reflect.defineMetadata(KEEP_WHITESPACE, new Set([...kept, property]), target.constructor);
  };
}

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
const EMAIL_MAX_LENGTH = 254;

/** An email field: trimmed, lower-cased, a valid address of at most 254 characters. */
export function IsNormalizedEmail(message: string = INVALID_EMAIL_MESSAGE): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsEmail({}, { message }),
    MaxLength(EMAIL_MAX_LENGTH, { message }),
  );
}

const VALIDATION_FAILED_CODE = 'VALIDATION.FAILED';

/**
 * Deeper than any DTO goes. A deeper body is refused before anything walks it: turning a
 * few thousand nested arrays into DTO classes overflows the stack, which would be a 500.
 */
const MAX_INPUT_DEPTH = 8;
const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';

/**
 * The global pipe: strings in bodies and queries are trimmed (except `@KeepWhitespace()`
 * properties), unknown fields are refused, values are turned into the DTO class, and every
 * problem comes back as one 400 with `errors: [{ field, message }]`.
 */
@Injectable()
export class ApiValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      validationError: { target: false, value: false },
      exceptionFactory: (errors) => toValidationError(errors),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A custom decorator's value (@CurrentSession()) comes from the server, not the client:
    // ValidationPipe passes it as it is, and there is no input to walk.
    if (metadata.type === 'custom') return value;
    if (nestedDeeperThan(value, MAX_INPUT_DEPTH)) {
      throw new DomainError('invalid', VALIDATION_FAILED_CODE, TOO_DEEP_MESSAGE);
    }
    const trimmed = metadata.type === 'body' || metadata.type === 'query' ? trimStrings(value, keptProperties(metadata.metatype)) : value;
    return super.transform(trimmed, metadata);
  }
}

/** Stops descending at `limit`, so its own recursion stays shallow whatever the input. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (limit === 0) return true;
  return Object.values(value).some((item) => nestedDeeperThan(item, limit - 1));
}

function keptProperties(metatype: ArgumentMetadata['metatype']): ReadonlySet<string | symbol> {
  return (metatype && Reflect.getMetadata(KEEP_WHITESPACE, metatype)) ?? new Set();
}

function trimStrings(value: unknown, kept: ReadonlySet<string | symbol> = new Set()): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map((item) => trimStrings(item));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, kept.has(key) ? item : trimStrings(item)]));
}

export function toValidationError(errors: ValidationError[]): DomainError {
  const fieldErrors = flatten(errors);
  const message = fieldErrors[0]?.message ?? 'The request is invalid.';
  return new DomainError('invalid', VALIDATION_FAILED_CODE, message, { errors: fieldErrors });
}

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    // One message per field is enough for a form. Decorators register bottom-up, so the last
    // failed constraint is the one written first on the property: put the basic check on top.
    const failed = Object.entries(error.constraints ?? {}).at(-1);
    const own = failed ? [{ field, message: failed[0] === 'whitelistValidation' ? `${field} is not an accepted field.` : failed[1] }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}
