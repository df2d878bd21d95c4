#!/usr/bin/env node
/**
 * `npm audit` of the production dependencies (`--omit=dev`): fails on any high or critical
 * advisory that scripts/audit-exceptions.json does not list with the reason it cannot
 * reach production. `make test` runs it, so a new advisory fails the run.
 *
 * A registry that offers no advisory service (a read-only mirror answers the audit request
 * 405) is reported as "not audited" and, unless AUDIT_REQUIRED=true, does not fail the run:
 * an outage of the advisory service is not a defect of this code.
 */
'use strict';

const { spawnSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const BLOCKING_SEVERITIES = new Set(['high', 'critical']);

/**
 * What to make of `npm audit --json`: `{ outcome: 'clean' | 'blocked' | 'unaudited', lines }`.
 * `exceptions` are `{ advisory, why }` entries; `advisory` is the advisory's URL or its
 * GHSA id.
 */
function auditVerdict(report, exceptions) {
  if (!report || typeof report.vulnerabilities !== 'object' || report.vulnerabilities === null) {
    const reason = (report && report.message) || 'no audit report';
    return { outcome: 'unaudited', lines: [`npm audit: the registry gave no advisory report (${reason}); production dependencies were NOT audited`] };
  }
  const excepted = new Set(exceptions.map((exception) => exception.advisory));
  const blocking = [];
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities)) {
    for (const via of vulnerability.via) {
      // A string names another vulnerable package; its own advisories are listed under it.
      if (typeof via === 'string' || !BLOCKING_SEVERITIES.has(via.severity)) continue;
      const ghsa = String(via.url || '')
        .split('/')
        .pop();
      if (excepted.has(via.url) || excepted.has(ghsa)) continue;
      blocking.push(`${via.severity} ${name} (${via.range}): ${via.title} ${via.url}`);
    }
  }
  if (blocking.length === 0) {
    return {
      outcome: 'clean',
      lines: [`npm audit: no high or critical advisory in the production dependencies (${exceptions.length} excepted in scripts/audit-exceptions.json)`],
    };
  }
  return {
    outcome: 'blocked',
    lines: [
      `npm audit: ${blocking.length} high or critical advisories in the production dependencies:`,
      ...[...new Set(blocking)].map((line) => `  ${line}`),
      'Upgrade the package, or list the advisory in scripts/audit-exceptions.json and the README with why it cannot reach production.',
    ],
  };
}

function main() {
  const exceptions = JSON.parse(readFileSync(join(__dirname, 'audit-exceptions.json'), 'utf8'));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const audit = spawnSync(npm, ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let report = null;
  try {
    report = JSON.parse(audit.stdout);
  } catch {
    report = { message: (audit.stderr || audit.error?.message || 'npm audit printed no JSON').trim().split('\n')[0] };
  }
  const verdict = auditVerdict(report, exceptions);
  for (const line of verdict.lines) console.log(line);
  if (verdict.outcome === 'blocked') process.exit(1);
  if (verdict.outcome === 'unaudited' && process.env.AUDIT_REQUIRED === 'true') process.exit(1);
}

if (require.main === module) main();

module.exports = { auditVerdict };
