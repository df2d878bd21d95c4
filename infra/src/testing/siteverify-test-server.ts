import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server received on one call. */
export interface SiteverifyRequest {
  method: string;
  path: string;
  contentType: string;
  /** The form fields, decoded. */
  fields: Record<string, string>;
}

export interface SiteverifyTestServerOptions {
  /** The secret the server expects; another answers `invalid-input-secret`. */
  secret: string;
  /** Response tokens that pass; any other answers `invalid-input-response`. */
  acceptedTokens: readonly string[];
}

/** A scripted answer that replaces the normal one (status and raw body), optionally after a delay. */
export interface ScriptedAnswer {
  status: number;
  body: string;
  delayMs?: number;
}

/**
 * hCaptcha's siteverify, played locally on a free port of 127.0.0.1: it reads the form
 * POST as hCaptcha does and answers `{ success, error-codes }`. It keeps every request so
 * tests can check what was sent, and can be scripted to fail (a 500, a slow answer).
 */
export interface SiteverifyTestServer {
  /** The URL to configure as HCAPTCHA_VERIFY_URL. */
  url: string;
  readonly requests: readonly SiteverifyRequest[];
  /** Every later call gets this answer instead, until `answerNormally`. */
  answerWith(answer: ScriptedAnswer): void;
  answerNormally(): void;
  close(): Promise<void>;
}

export async function startSiteverifyTestServer(options: SiteverifyTestServerOptions): Promise<SiteverifyTestServer> {
  const requests: SiteverifyRequest[] = [];
  let scripted: ScriptedAnswer | null = null;

  const server = createServer((request, response) => {
    void readBody(request).then(async (body) => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'] ?? '',
        fields,
      });
      if (scripted) {
        const answer = scripted;
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        return send(response, answer.status, answer.body);
      }
      return send(response, 200, JSON.stringify(siteverifyAnswer(fields, options)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    requests,
    answerWith(answer) {
      scripted = answer;
    },
    answerNormally() {
      scripted = null;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function siteverifyAnswer(fields: Record<string, string>, options: SiteverifyTestServerOptions): object {
  if (!fields.secret) return { success: false, 'error-codes': ['missing-input-secret'] };
  if (fields.secret !== options.secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
  if (!fields.response) return { success: false, 'error-codes': ['missing-input-response'] };
  if (!options.acceptedTokens.includes(fields.response)) return { success: false, 'error-codes': ['invalid-input-response'] };
  return { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
}
