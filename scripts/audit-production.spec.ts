import { auditVerdict } from './audit-production.cjs';

/** The shape `npm audit --json` (report version 2) prints. */
function reportWith(vulnerabilities: Record<string, { via: unknown[] }>) {
  return { auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: {} } };
}

const HIGH = {
  source: 1101,
  name: 'path-to-regexp',
  title: 'path-to-regexp outputs backtracking regular expressions',
  url: 'https://github.com/advisories/GHSA-9wv6-86v2-598j',
  severity: 'high',
  range: '<0.1.10',
};
const MODERATE = { ...HIGH, title: 'A moderate one', url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc', severity: 'moderate' };

describe('auditVerdict (npm audit of the production dependencies)', () => {
  it('passes a report without advisories', () => {
    expect(auditVerdict(reportWith({}), []).outcome).toBe('clean');
  });

  it('blocks a high or critical advisory, naming the package, the advisory and what to do', () => {
    const critical = { ...HIGH, severity: 'critical', url: 'https://github.com/advisories/GHSA-cccc-dddd-eeee' };
    const verdict = auditVerdict(reportWith({ 'path-to-regexp': { via: [HIGH] }, express: { via: ['path-to-regexp', critical] } }), []);

    expect(verdict.outcome).toBe('blocked');
    expect(verdict.lines.join('\n')).toContain('high path-to-regexp (<0.1.10): path-to-regexp outputs backtracking regular expressions');
    expect(verdict.lines.join('\n')).toContain('critical express');
    expect(verdict.lines.at(-1)).toMatch(/scripts\/audit-exceptions\.json and the README/);
  });

  it('lets moderate and low advisories through', () => {
    expect(auditVerdict(reportWith({ 'path-to-regexp': { via: [MODERATE] } }), []).outcome).toBe('clean');
  });

  it('lets an advisory listed as an exception through, by GHSA id or URL', () => {
    const report = reportWith({ 'path-to-regexp': { via: [HIGH] } });
    expect(auditVerdict(report, [{ advisory: 'GHSA-9wv6-86v2-598j', why: 'only the build uses it' }]).outcome).toBe('clean');
    expect(auditVerdict(report, [{ advisory: HIGH.url, why: 'only the build uses it' }]).outcome).toBe('clean');
  });

  it('says the dependencies were not audited when the registry gives no report', () => {
    const verdict = auditVerdict({ message: '405 Method Not Allowed', statusCode: 405 }, []);
    expect(verdict.outcome).toBe('unaudited');
    expect(verdict.lines[0]).toMatch(/NOT audited/);
  });
});
