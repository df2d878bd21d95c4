import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(__dirname, '../../..');

/** What a command-line tool did, as a shell would see it. */
export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a TypeScript entry point as its own Node process, through the same swc transform as
 * jest's (scripts/bench/register.js), so a test of a CLI needs no build.
 */
export function runTypeScriptCli(entry: string, args: string[], env: Record<string, string>, timeoutMs = 20_000): Promise<CliRun> {
  const node = ['-r', join(REPO_ROOT, 'scripts/bench/register.js'), entry];
  return new Promise((resolveRun) => {
    execFile(process.execPath, [...node, ...args], { env: { ...process.env, ...env }, timeout: timeoutMs }, (error, stdout, stderr) => {
      resolveRun({ exitCode: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}
