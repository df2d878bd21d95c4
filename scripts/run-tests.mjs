#!/usr/bin/env node
/**
 * Runs every test runner and closes with one line, exactly `N passed, N failed`.
 *
 *   node scripts/run-tests.mjs [jest arguments…]   e.g. --selectProjects unit
 *
 * Jest's usual output streams as it runs; its JSON report goes to a temporary file that
 * this script sums. Exits non-zero when anything failed, when a runner crashed, or when
 * no test ran at all.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/** Sums a jest-format JSON report; suites that errored before their tests ran count as failures. */
function jestCounts(report) {
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
  };
}

/**
 * Each runner: a command (`{report}` is replaced by a temporary JSON report path) and a
 * function that turns that report into counts.
 */
const jestRunner = {
  name: 'jest',
  command: [process.execPath, require.resolve('jest/bin/jest'), '--json', '--outputFile={report}'],
  passArguments: true,
  counts: jestCounts,
};

/** Browser journeys run inside jest today; a separate browser runner would be listed here. */
const extraRunners = [];

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const reports = mkdtempSync(join(tmpdir(), 'pointforge-tests-'));
let passed = 0;
let failed = 0;

try {
  for (const runner of [jestRunner, ...extraRunners]) {
    const reportPath = join(reports, `${runner.name}.json`);
    const [command, ...args] = runner.command.map((part) => part.replace('{report}', reportPath));
    if (runner.passArguments) args.push(...process.argv.slice(2));

    const exitCode = await run(command, args);
    const counts = existsSync(reportPath) ? runner.counts(JSON.parse(readFileSync(reportPath, 'utf8'))) : { passed: 0, failed: 0 };
    passed += counts.passed;
    failed += counts.failed;
    // A runner that fails without naming a failing test (global setup, bad config, crash)
    // still fails the run.
    if (exitCode !== 0 && counts.failed === 0) {
      console.error(`${runner.name} exited with code ${exitCode} without reporting a failed test; counted as 1 failure.`);
      failed += 1;
    }
  }
} finally {
  rmSync(reports, { recursive: true, force: true });
}

if (passed + failed === 0) console.error('No test ran.');
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed + failed === 0 ? 1 : 0;
