import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { answers200, freePort, REPO_ROOT } from '../../../api/test/support/child-process';
import { waitFor } from '../../../api/test/support/wait-for';

const START_TIMEOUT_MS = 30_000;

export interface DevServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Vite's dev server over web/ on a free port of 127.0.0.1: the pages only a development build
 * has (the component catalogue, /dev/components), with nothing built first. Its API proxy points
 * at nothing, so a page shown here must not call the API.
 */
export async function startDevServer(): Promise<DevServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: join(REPO_ROOT, 'web'),
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(`Vite's dev server on ${baseUrl}`, () => (child.exitCode === null ? answers200(baseUrl) : true), START_TIMEOUT_MS);
    if (child.exitCode !== null) throw new Error(`it exited with ${child.exitCode}`);
  } catch (error) {
    await stop();
    throw new Error(`Vite's dev server did not start: ${(error as Error).message}\n${output.slice(-2000)}`);
  }
  return { baseUrl, stop };
}
