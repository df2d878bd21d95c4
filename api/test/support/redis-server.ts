import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { freePort } from './child-process';
import { waitFor } from './wait-for';

/**
 * A redis-server of the suite's own on a free port of 127.0.0.1, so a fault test can stop
 * and restart it without touching the shared Redis. With `appendOnly`, what it holds
 * survives a restart (it keeps its files in a temporary folder until `dispose`).
 */
export class RedisServer {
  private child: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly appendOnly: boolean,
  ) {}

  static async start(options: { appendOnly?: boolean } = {}): Promise<RedisServer> {
    const server = new RedisServer(await freePort(), mkdtempSync(join(tmpdir(), 'pf-redis-')), options.appendOnly ?? false);
    await server.restart();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts the server (again, on the same port and files) and waits until it answers. */
  async restart(): Promise<void> {
    if (this.child) throw new Error('This redis-server is already running.');
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--dir', this.dir];
    args.push('--appendonly', this.appendOnly ? 'yes' : 'no');
    this.child = spawn('redis-server', args, { stdio: 'ignore' });
    await waitFor(`redis-server on port ${this.port}`, () => this.answers(), 10_000);
  }

  /** Shuts the server down as an operator would (SIGTERM: it writes its append-only file first). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async answers(): Promise<true | undefined> {
    const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.ping()) === 'PONG' ? true : undefined;
    } catch {
      return undefined;
    } finally {
      client.disconnect();
    }
  }
}
