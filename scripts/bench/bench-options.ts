import { join } from 'node:path';

/**
 * BENCH_ONLY=api: only the API's load figures (hello, /api/auth/me, /healthz); BENCH_ONLY=login:
 * only the argon2 ceiling and the logins. For quick iterations on the API; no Lighthouse.
 */
export const BENCH_PARTS = ['api', 'login'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

export interface BenchOptions {
  quick: boolean;
  outputDir: string;
  profile: boolean;
  /** Every figure when undefined. */
  only: BenchPart | undefined;
}

/** The bench's settings from its environment (QUICK, PROFILE, BENCH_ONLY, BENCH_OUTPUT_DIR); an unknown BENCH_ONLY is refused, not ignored. */
export function benchOptions(env: NodeJS.ProcessEnv, repoRoot: string): BenchOptions {
  const only = env.BENCH_ONLY || undefined;
  if (only !== undefined && !(BENCH_PARTS as readonly string[]).includes(only)) {
    throw new Error(`BENCH_ONLY must be one of ${BENCH_PARTS.join(', ')} or unset; it is "${only}".`);
  }
  return {
    quick: env.QUICK === '1',
    profile: env.PROFILE === '1',
    outputDir: env.BENCH_OUTPUT_DIR ?? join(repoRoot, 'var/bench'),
    only: only as BenchPart | undefined,
  };
}
