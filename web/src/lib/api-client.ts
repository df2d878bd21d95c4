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

/** A call's HTTP status; `ok` for a 2xx. */
interface Answer {
  ok: boolean;
  status: number;
  statusText: string;
}

function statusLine({ status, statusText }: Answer): string | undefined {
  return nonEmptyString(`${status} ${statusText}`.trim());
}

/** Whether an answer's Content-Type says it is JSON. */
function saysJson(contentType: string | null): boolean {
  return /\bjson\b/i.test(contentType ?? '');
}

async function readJson(response: Response): Promise<unknown> {
  if (!saysJson(response.headers.get('Content-Type'))) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Every call asks for JSON and carries the marker header the API's CSRF guard requires on a change. */
const CALL_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } as const;

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
  const headers: Record<string, string> = { ...CALL_HEADERS };
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

  return settle<T>({ ok: response.ok, status: response.status, statusText: response.statusText }, await readJson(response), failedQueryMessage);
}

/** The success envelope of an answer, or the ApiError it stands for (a non-2xx, `success: false`, or not JSON). */
function settle<T>(answer: Answer, parsed: unknown, failedQueryMessage: string): T {
  const envelope: FailureBody = isObject(parsed) ? parsed : {};
  if (!answer.ok || envelope.success === false) {
    const message = nonEmptyString(envelope.message) ?? (answer.ok ? failedQueryMessage : statusLine(answer)) ?? UNKNOWN_ERROR_MESSAGE;
    throw new ApiError(message, answer.status, nonEmptyString(envelope.code), fieldErrors(envelope.errors));
  }
  if (parsed === undefined) {
    throw new ApiError(UNEXPECTED_RESPONSE_MESSAGE, answer.status);
  }
  return parsed as T;
}

/** The parsed body of an XMLHttpRequest's answer when it says it is JSON. */
function readXhrJson(request: XMLHttpRequest): unknown {
  if (!saysJson(request.getResponseHeader('Content-Type'))) return undefined;
  try {
    return JSON.parse(request.responseText) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POSTs a multipart form (a file upload) as apiRequest sends JSON: the session cookie and the
 * CSRF marker header, the same envelope and ApiError. It goes through XMLHttpRequest, since
 * fetch reports no upload progress: `onProgress` gets the share sent, 0 to 1.
 */
export function apiUpload<T = ApiSuccess>(path: string, form: FormData, onProgress: (sent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.withCredentials = true;
    for (const [name, value] of Object.entries(CALL_HEADERS)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('error', () => reject(new ApiError(UNKNOWN_ERROR_MESSAGE, 0)));
    request.addEventListener('load', () => {
      const answer = { ok: request.status >= 200 && request.status < 300, status: request.status, statusText: request.statusText };
      try {
        resolve(settle<T>(answer, readXhrJson(request), UNKNOWN_ERROR_MESSAGE));
      } catch (error) {
        reject(error);
      }
    });
    request.send(form);
  });
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
