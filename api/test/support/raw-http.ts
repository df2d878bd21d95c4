import { request, type Agent } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface RawRequest {
  port: number;
  method: string;
  /** Sent as given: no encoding, no normalisation. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Keep-alive agent to share connections; a fresh connection per request without it. */
  agent?: Agent;
  /** Called once the whole request has been handed to the socket. */
  onWritten?: () => void;
}

export interface RawOutcome {
  call: string;
  /** When the whole request had been handed to the socket; undefined if it never was. */
  writtenAt?: number;
  /** When the answer (or the error) came. */
  settledAt?: number;
  status?: number;
  headers?: Record<string, string | string[] | undefined>;
  /** Set when the body arrived whole; a cut connection leaves it undefined. */
  body?: string;
  /** The same body as bytes, exactly as sent (still compressed, when it was). */
  bytes?: Buffer;
  /** The socket error (ECONNRESET…), when the exchange failed. */
  error?: string;
}

/**
 * One HTTP exchange with a server on 127.0.0.1 through node:http, which sends exactly the
 * bytes and headers given (a malformed body, any content type). Resolves with what came
 * back, never rejects.
 */
export function rawRequest({ port, method, path, headers, body, agent, onWritten }: RawRequest): Promise<RawOutcome> {
  return new Promise((resolveOutcome) => {
    const outcome: RawOutcome = { call: `${method} ${path}` };
    const finish = (extra: Partial<RawOutcome>) => resolveOutcome(Object.assign(outcome, { settledAt: performance.now() }, extra));
    // node:http frames a GET or DELETE body only when told its length.
    const framed = body === undefined ? headers : { 'Content-Length': String(Buffer.byteLength(body)), ...headers };
    const outgoing = request({ host: '127.0.0.1', port, method, path, agent: agent ?? false, headers: framed }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = response.complete ? Buffer.concat(chunks) : undefined;
        finish({ status: response.statusCode, headers: response.headers, body: bytes?.toString('utf8'), bytes });
      });
      response.on('error', (error: NodeJS.ErrnoException) => finish({ status: response.statusCode, error: error.code ?? error.message }));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    outgoing.end(body, () => {
      outcome.writtenAt = performance.now();
      onWritten?.();
    });
  });
}

/** The session cookie a login set, as a `Cookie` header value. */
export function sessionCookieOf(login: RawOutcome): string {
  const setCookie = login.headers?.['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : []).find((value) => value.startsWith('pf_session='));
  if (!cookie) throw new Error(`No session cookie from the login: ${login.status} ${login.body ?? ''}`);
  return cookie.split(';')[0]!;
}
