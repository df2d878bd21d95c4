import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../../api/test/support/child-process';
import { initialScriptsOf } from './support/initial-scripts';

/**
 * The bundle budget of the landing page, read from the build (make test builds first):
 * the initial JavaScript of `/` is every script dist/index.html asks for before the load
 * event (its module script and modulepreload links, and recursively their static imports),
 * each gzipped at level 9 and summed (web/e2e/support/initial-scripts.ts). Parts loaded
 * on demand are not initial: the app itself (React, the router, the page's code), which
 * web/src/boot.ts starts after the load event, and the lead forms.
 *
 * The budget is the performance goal of issue 11: 90 KB (90,000 bytes).
 */
const INITIAL_JS_BUDGET_BYTES = 90_000;

describe('bundle budget: initial JavaScript of the landing page', () => {
  const distDir = resolve(process.env.E2E_WEB_DIST_DIR ?? join(REPO_ROOT, 'web/dist'));

  it(`is at most ${INITIAL_JS_BUDGET_BYTES / 1000} KB gzip -9: neither React nor the forms' libraries load before the page has`, () => {
    const scripts = initialScriptsOf(distDir, 'index.html');
    const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const rawBytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
    console.log(
      [
        `Initial JavaScript of /: ${kb(gzipBytes)} gzip -9 (${gzipBytes} bytes; ${kb(rawBytes)} raw) in ${scripts.length} file(s); budget ${kb(INITIAL_JS_BUDGET_BYTES)}`,
        ...scripts.map((script) => `  ${script.path}: ${kb(script.gzipBytes)}`),
      ].join('\n'),
    );

    // The app is named for the boot module to fetch after the load event, not loaded before it.
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    expect(html).toMatch(/data-page-scripts="[^"]*\/assets\/framework-[^"]+\.js/);
    expect(scripts.map((script) => script.path)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/(framework|main)-/)]));
    // No initial script holds React, Formik's context or yup's error class.
    const bodies = scripts.map((script) => readFileSync(join(distDir, script.path), 'utf8')).join('\n');
    expect(bodies).not.toContain('react.transitional.element');
    expect(bodies).not.toContain('FormikContext');
    expect(bodies).not.toContain('ValidationError');
    expect(gzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });
});
