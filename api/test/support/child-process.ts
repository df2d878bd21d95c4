import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../../..');

/** The compiled entry points, as `make start` and the containers run them. */
export const API_MAIN = 'api/dist/main.js';
export const API_WORKER = 'api/dist/worker.js';

/** Compiles the API (`tsc -b api`), so the entry points run today's code. */
export function buildApi(): void {
  try {
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'api'], { cwd: REPO_ROOT, stdio: 'pipe' });
  } catch (error) {
    const { stdout } = error as { stdout?: Buffer };
    throw new Error(`tsc -b api failed:\n${stdout?.toString() ?? String(error)}`);
  }
}

/** True once `url` answers 200; undefined while it does not (for `waitFor`). */
export async function answers200(url: string): Promise<true | undefined> {
  try {
    return (await fetch(url)).status === 200 ? true : undefined;
  } catch {
    return undefined;
  }
}

export interface RunningProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs `node [nodeArgs…] <script>` from the repository root with only PATH and `env` in its
 * environment (`nodeArgs`: a require hook, `--cpu-prof`).
 */
export function startNode(script: string, env: Record<string, string>, nodeArgs: string[] = []): RunningProcess {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  return { child, output: () => output, stderr: () => stderr, exited };
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
