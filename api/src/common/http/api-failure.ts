import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import { DomainError, FieldError } from '@pointforge/domain';
import { isDatabaseUnavailableError } from '@pointforge/infra';
import { DATABASE_RETRY_AFTER_SECONDS, HTTP_STATUS_BY_ERROR_KIND, INTERNAL_ERROR_MESSAGE, SERVICE_UNAVAILABLE_MESSAGE } from './error-status.table';

/** The body of every failed API call. */
export interface FailureBody {
  success: false;
  message: string;
  code: string;
  errors?: FieldError[];
}

export interface ApiFailure {
  status: number;
  body: FailureBody;
  /** Seconds for the `Retry-After` header (429, and 503 while the database is away). */
  retryAfterSeconds?: number;
  /** An unexpected error: log it with its stack; the client only sees the generic body. */
  unexpected: boolean;
}

/** Messages for statuses Nest or Express raise on their own (unknown route, oversized body…). */
const FRAMEWORK_MESSAGES: Partial<Record<number, string>> = {
  404: 'The requested resource was not found.',
  413: 'The request is too large.',
  415: 'This content type is not supported.',
};

/** Maps anything thrown while handling a request to a status and envelope. Pure, so the table is unit-tested. */
export function toApiFailure(exception: unknown): ApiFailure {
  if (exception instanceof DomainError) {
    const status = HTTP_STATUS_BY_ERROR_KIND[exception.kind];
    const body: FailureBody = { success: false, message: exception.message, code: exception.code };
    if (exception.details.errors && exception.details.errors.length > 0) body.errors = exception.details.errors;
    const retryAfter = exception.details.retryAfterSeconds;
    return {
      status,
      body,
      unexpected: false,
      ...(exception.kind === 'rate_limited' && retryAfter !== undefined ? { retryAfterSeconds: Math.max(1, Math.ceil(retryAfter)) } : {}),
    };
  }
  if (exception instanceof HttpException) {
    return clientFailure(exception.getStatus(), messageOf(exception));
  }
  if (isDatabaseUnavailableError(exception)) {
    return {
      status: 503,
      body: { success: false, message: SERVICE_UNAVAILABLE_MESSAGE, code: 'SERVICE.UNAVAILABLE' },
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      unexpected: false,
    };
  }
  const exposed = exposedHttpError(exception);
  if (exposed) return clientFailure(exposed.status, exposed.message);
  return { status: 500, body: internalBody(), unexpected: true };
}

function clientFailure(status: number, message: string): ApiFailure {
  if (status >= 500) return { status, body: internalBody(), unexpected: true };
  return {
    status,
    body: { success: false, message: FRAMEWORK_MESSAGES[status] ?? message, code: `HTTP.${statusName(status)}` },
    unexpected: false,
  };
}

function internalBody(): FailureBody {
  return { success: false, message: INTERNAL_ERROR_MESSAGE, code: 'INTERNAL' };
}

function statusName(status: number): string {
  const name = (HttpStatus as unknown as Record<number, string | undefined>)[status];
  return name ?? String(status);
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return exception.message;
}

/** body-parser's mark on a body it could not parse; the error's message quotes the body. */
const BODY_NOT_PARSED = 'entity.parse.failed';

/**
 * What the API answers for a body-parser error: a body that does not parse becomes a fixed
 * 400 (JSON.parse's message quotes part of the body, which may hold a password, and Nest
 * would pass that message on); any other error is left as it is.
 */
export function withoutBodyQuote(error: unknown): unknown {
  const type = typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined;
  return type === BODY_NOT_PARSED ? new BadRequestException('The request body is not valid JSON.') : error;
}

/**
 * Errors from Express middleware (body-parser: body too large, bad charset) follow the
 * http-errors shape; `expose` marks the ones whose message is meant for the client.
 */
function exposedHttpError(exception: unknown): { status: number; message: string } | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, statusCode, expose, message } = exception as {
    status?: unknown;
    statusCode?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  const code = typeof status === 'number' ? status : statusCode;
  if (expose !== true || typeof code !== 'number' || code < 400 || code >= 500) return undefined;
  return { status: code, message: typeof message === 'string' ? message : 'The request could not be processed.' };
}
