import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Every process and resource the bench starts, stopped in reverse order when it ends,
 * fails or is interrupted (Ctrl-C, SIGTERM): by the bench's own pids, never by name.
 */
export class Cleanup {
  private readonly steps: Array<() => Promise<void>> = [];
  private closed = false;

  /** Once the cleanup has run (an interrupted bench still unwinding), whatever starts later is stopped at once. */
  add(step: () => Promise<void>): void {
    if (this.closed) void step();
    else this.steps.push(step);
  }

  /** Runs each step once, newest first; a failing step does not stop the others. */
  async run(): Promise<void> {
    this.closed = true;
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        process.stderr.write(`bench: cleanup step failed: ${String(error)}\n`);
      }
    }
  }
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to its end within `timeoutMs`, registered with `cleanup` meanwhile so an
 * interrupted bench stops it (SIGINT first, which lets Lighthouse close its Chromium).
 */
export async function runToEnd(cleanup: Cleanup, command: string, args: string[], timeoutMs: number, options: SpawnOptions = {}): Promise<Finished> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Ended once its output is read to the end; exited as soon as the process is gone (a
  // Chromium left behind may keep the pipes open, which must not hold up the cleanup).
  const ended = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  cleanup.add(() => stopGently(child, exited));
  const timer = setTimeout(() => void stopGently(child, exited), timeoutMs);
  try {
    const code = await ended;
    if (child.signalCode !== null) throw new Error(`${command} ${args.join(' ')} was stopped (interrupted, or still running after ${timeoutMs} ms)\n${stderr}`);
    return { code, stdout, stderr };
  } finally {
    clearTimeout(timer);
  }
}

/** SIGINT, then SIGKILL if it is still there after five seconds. */
async function stopGently(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGINT');
  const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(killer);
}
