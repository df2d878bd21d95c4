/**
 * Whether the running jest test has failed, for `afterEach` hooks that keep evidence (a
 * screenshot, the server output) only when it is needed.
 *
 * Jest has no public API for this. jest-circus keeps its state on the test's global under a
 * symbol described 'JEST_STATE_SYMBOL'; a test's failures (a thrown assertion, a timeout) are
 * in `currentlyRunningTest.errors` before its afterEach hooks run. When that internal shape
 * is missing (another runner, a future jest), this answers `undefined` and callers treat it
 * as a failure: evidence nobody needed costs less than evidence that is missing.
 */
interface CircusTest {
  name: string;
  errors: unknown[];
}

interface CircusState {
  currentlyRunningTest?: CircusTest | null;
}

function circusState(): CircusState | undefined {
  const symbol = Object.getOwnPropertySymbols(globalThis).find((candidate) => candidate.description === 'JEST_STATE_SYMBOL');
  return symbol === undefined ? undefined : ((globalThis as Record<symbol, unknown>)[symbol] as CircusState | undefined);
}

/** true or false inside a test or its hooks; undefined when jest's state cannot be read. */
export function currentTestFailed(): boolean | undefined {
  const test = circusState()?.currentlyRunningTest;
  return test && Array.isArray(test.errors) ? test.errors.length > 0 : undefined;
}

/** The full name of the running test ("describe … it"), or 'unnamed test'. */
export function currentTestName(): string {
  return expect.getState().currentTestName ?? 'unnamed test';
}
