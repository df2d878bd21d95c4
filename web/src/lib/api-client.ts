import { API_ORIGIN } from './env';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A field the server refused, as the failure envelope lists it. */
export interface FieldError {
  field: string;
  message: string;
}

/** The success envelope: `{ success: true, message?, ...fields }`. */
export interface ApiSuccess {
  success: true;
  message?: string;
}

/** Fallback when neither the server nor the HTTP status say what went wrong. */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
/** Fallback for a failed query whose body says `success: false` without a message. */
export const QUERY_FAILED_MESSAGE = 'Request failed';
const UNEXPECTED_RESPONSE_MESSAGE = 'Server returned unexpected response type';

/** A failed call: the server's message (or a fallback), the HTTP status, and its code and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived (network failure). */
    readonly status: number,
    /** The server's error code, such as `ACCOUNTS.EMAIL_NOT_VERIFIED`. */
    readonly code?: string,
    readonly errors?: readonly FieldError[],
  ) {
    super(message);
  }
}

interface FailureBody {
  success?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function fieldErrors(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const errors = value.filter((item): item is FieldError => isObject(item) && typeof item.field === 'string' && typeof item.message === 'string');
  return errors.length > 0 ? errors : undefined;
}

function statusLine(response: Response): string | undefined {
  return nonEmptyString(`${response.status} ${response.statusText}`.trim());
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!/\bjson\b/i.test(type)) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The absolute URL of an API path (`/api/...`). */
export function apiUrl(path: string): string {
  return `${API_ORIGIN}${path}`;
}

/**
 * Calls the API with the session cookie and the CSRF marker header, and returns the parsed
 * success envelope. Throws ApiError for a network failure, a non-2xx status, a body that
 * says `success: false`, or a reply that is not JSON.
 *
 * @param failedQueryMessage what a `success: false` body without a message reads as.
 */
export async function apiRequest<T = ApiSuccess>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  failedQueryMessage: string = UNKNOWN_ERROR_MESSAGE,
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), init);
  } catch {
    throw new ApiError(UNKNOWN_ERROR_MESSAGE, 0);
  }

  const parsed = await readJson(response);
  const envelope: FailureBody = isObject(parsed) ? parsed : {};
  if (!response.ok || envelope.success === false) {
    const message = nonEmptyString(envelope.message) ?? (response.ok ? failedQueryMessage : statusLine(response)) ?? UNKNOWN_ERROR_MESSAGE;
    throw new ApiError(message, response.status, nonEmptyString(envelope.code), fieldErrors(envelope.errors));
  }
  if (parsed === undefined) {
    throw new ApiError(UNEXPECTED_RESPONSE_MESSAGE, response.status);
  }
  return parsed as T;
}

/** An SWR key: the API path, optionally followed by values that only tell caches apart. */
export type SwrKey = string | readonly [string, ...unknown[]];

/**
 * The generic query fetcher: GET on the first element of the key; answers the body's
 * `data` field when there is one, else the whole body.
 */
export async function swrFetcher<T = unknown>(key: SwrKey): Promise<T> {
  const path = typeof key === 'string' ? key : key[0];
  const body = await apiRequest<Record<string, unknown>>('GET', path, undefined, QUERY_FAILED_MESSAGE);
  return ('data' in body ? body.data : body) as T;
}

/** What a user should read about a failed call. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && nonEmptyString(error.message)) return error.message;
  return UNKNOWN_ERROR_MESSAGE;
}
