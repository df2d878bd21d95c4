import { performance } from 'node:perf_hooks';
import { Argon2PasswordHasher } from '@pointforge/infra';
import { round } from './wrk';

export interface CeilingResult {
  verifiesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * The most logins per second this machine could answer: `concurrency` loops calling
 * argon2.verify (the API's hasher, so the same argon2id parameters, on libuv's worker pool
 * of the default size, as in the API) back to back for `durationSeconds`.
 */
export async function argon2VerifyCeiling(concurrency: number, durationSeconds: number): Promise<CeilingResult> {
  const hasher = new Argon2PasswordHasher();
  const password = 'bench ceiling password';
  const hash = await hasher.hash(password);
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const before = performance.now();
        if (!(await hasher.verify(hash, password))) throw new Error('argon2 refused its own hash');
        latencies.push(performance.now() - before);
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number): number => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    verifiesPerSecond: round(latencies.length / elapsedSeconds, 1),
    p50Ms: round(percentile(50), 2),
    p99Ms: round(percentile(99), 2),
  };
}
