import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for tests, on a free port of 127.0.0.1, that keeps every message it
 * receives, parsed. It offers STARTTLS (or speaks TLS from the start when `secure`) with
 * smtp-server's built-in self-signed certificate.
 */
export interface ReceivedMail {
  /** Sender and recipients as the client gave them in MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
  /** Subject, text, html, headers, replyTo… as mailparser reads them. */
  parsed: ParsedMail;
}

export interface SmtpTestServerOptions {
  /** TLS from the first byte (an `smtps://` server) instead of STARTTLS. */
  secure?: boolean;
  /** When set, the server refuses mail from a client that has not logged in with these. */
  credentials?: { user: string; pass: string };
}

export interface SmtpTestServer {
  port: number;
  /** An SMTP_URL for this server, with its credentials, accepting its self-signed certificate. */
  url: string;
  readonly received: readonly ReceivedMail[];
  /**
   * Holds the next message after its data has arrived, before the server accepts it (no
   * `250` yet), as a slow mail server does: `arrived` resolves then, and `release()` accepts
   * it, unless the client hung up meanwhile (a crashed sender), in which case it is dropped,
   * never counted as received.
   */
  holdNextMessage(): HeldMessage;
  /** The first message, received already or later, that matches; rejects after `timeoutMs`. */
  waitForMessage(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface HeldMessage {
  arrived: Promise<void>;
  release(): void;
}

export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const onReceived = new Set<() => void>();
  const { credentials } = options;
  const closedSessions = new Set<string>();
  let held: { arrived: () => void; released: Promise<void> } | undefined;

  const server = new SMTPServer({
    secure: options.secure ?? false,
    logger: false,
    authOptional: !credentials,
    allowInsecureAuth: true,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onClose(session) {
      closedSessions.add(session.id);
    },
    onData(stream, session, callback) {
      const hold = held;
      held = undefined;
      simpleParser(stream).then(
        async (parsed) => {
          if (hold) {
            hold.arrived();
            await hold.released;
            if (closedSessions.has(session.id)) return callback(new Error('The client hung up before the message was accepted'));
          }
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
            parsed,
          });
          onReceived.forEach((notify) => notify());
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const scheme = options.secure ? 'smtps' : 'smtp';
  const login = credentials ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@` : '';

  return {
    port,
    url: `${scheme}://${login}127.0.0.1:${port}?tls.rejectUnauthorized=false`,
    received,
    holdNextMessage() {
      let arrived!: () => void;
      let release!: () => void;
      const arrivedPromise = new Promise<void>((resolve) => (arrived = resolve));
      held = { arrived, released: new Promise<void>((resolve) => (release = resolve)) };
      return { arrived: arrivedPromise, release };
    },
    waitForMessage: (predicate = () => true, timeoutMs = 5_000) => firstMatch(received, onReceived, predicate, timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first of `received`, now or once `onReceived` is told of a new one, that matches. */
function firstMatch(
  received: readonly ReceivedMail[],
  onReceived: Set<() => void>,
  predicate: (mail: ReceivedMail) => boolean,
  timeoutMs: number,
): Promise<ReceivedMail> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const match = received.find(predicate);
      if (match) {
        clearTimeout(timer);
        onReceived.delete(check);
        resolve(match);
      }
      return match !== undefined;
    };
    const timer = setTimeout(() => {
      onReceived.delete(check);
      reject(new Error(`No matching message within ${timeoutMs} ms; received ${received.length}.`));
    }, timeoutMs);
    if (!check()) {
      onReceived.add(check);
    }
  });
}
