import { withTimeout } from '../shared/with-timeout';

/**
 * Closes what a test stack opened, last first, even when a step fails half-way; a step that
 * hangs is left behind after `stepTimeoutMs` so one stuck server cannot hold up the rest.
 */
export class Teardown {
  private readonly steps: Array<() => Promise<unknown> | unknown> = [];

  constructor(private readonly stepTimeoutMs = 10_000) {}

  add(step: () => Promise<unknown> | unknown): void {
    this.steps.unshift(step);
  }

  async run(): Promise<void> {
    for (const step of this.steps.splice(0)) {
      try {
        await withTimeout(Promise.resolve().then(step), this.stepTimeoutMs, 'a teardown step');
      } catch (error) {
        process.stderr.write(`Teardown step failed: ${(error as { message?: string } | null)?.message ?? String(error)}\n`);
      }
    }
  }
}
