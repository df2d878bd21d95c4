import { randomBytes } from 'node:crypto';

/** PayPal's `details[]` entry: the specific issue behind a 4xx. */
export interface ErrorDetail {
  issue: string;
  description: string;
  field?: string;
  location?: 'body' | 'path' | 'query';
}

export class SimulatorError extends Error {
  constructor(
    readonly status: number,
    override readonly name: string,
    message: string,
    readonly detail?: ErrorDetail,
  ) {
    super(message);
  }
}

// PayPal's error answers, each with the `name` and `message` its schema fixes (error_400, error_404, error_422, error_500, error_503).
export function invalidRequest(detail: ErrorDetail): SimulatorError {
  return new SimulatorError(400, 'INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.', detail);
}

export function missingParameter(field: string): ErrorDetail {
  return { field, location: 'body', issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required field is missing.' };
}

export function notFound(detail?: ErrorDetail): SimulatorError {
  return new SimulatorError(404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', detail);
}

export function unprocessable(issue: string, description: string): SimulatorError {
  return new SimulatorError(
    422,
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
    { issue, description },
  );
}

/** The resource a path names does not exist (billing_subscriptions_v1's `404` schema). */
export const NO_SUCH_RESOURCE: ErrorDetail = {
  issue: 'INVALID_RESOURCE_ID',
  description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
};

/** A request naming a plan or product that does not exist (what PayPal answers, and subscriptions.revise-404's wording). */
export const UNKNOWN_REFERENCE: ErrorDetail = { issue: 'INVALID_RESOURCE_ID', description: 'Requested resource ID was not found.' };

/**
 * The interruptions tests ask for. A 429 has no schema in the three OpenAPI files; its body
 * is PayPal's documented RATE_LIMIT_REACHED in the common error shape.
 */
export const OUTAGES: Record<429 | 500 | 503, () => SimulatorError> = {
  429: () => new SimulatorError(429, 'RATE_LIMIT_REACHED', 'Too many requests. Blocked due to rate limiting.'),
  500: () => new SimulatorError(500, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred.'),
  503: () => new SimulatorError(503, 'SERVICE_UNAVAILABLE', 'Service Unavailable.'),
};

/** PayPal's error shape: name, message, debug_id, and the issue in `details` where there is one. */
export function errorBody(error: SimulatorError): Record<string, unknown> {
  return {
    name: error.name,
    message: error.message,
    debug_id: randomBytes(7).toString('hex'),
    ...(error.detail ? { details: [error.detail] } : {}),
  };
}
