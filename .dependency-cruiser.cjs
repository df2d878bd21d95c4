/**
 * The dependency rule of STYLE.md convention 1, the one-way order of the domain's contexts
 * and the licence client's independence, enforced:
 *   npx depcruise domain/src infra/src api/src web/src licence-client/src --config .dependency-cruiser.cjs
 * Paths are relative to the repository root, so run it from there.
 * scripts/architecture-rule.spec.ts proves that each rule fires.
 */

/** Test files: unit specs, integration specs and the shared port contract suites. */
const TEST_FILE = '\\.(spec|int-spec|contract)\\.ts$';
/** domain's in-memory fakes and test-data builders exist only for tests too. */
const DOMAIN_TESTING = '^domain/src/testing/';
const DOMAIN_TEST_CODE = [`^domain/src/.+${TEST_FILE}`, DOMAIN_TESTING];

/**
 * The domain's bounded contexts (folders of domain/src), each importing only those before
 * it: shared kernel (errors, clock, tokens, time, rate-limit rules), the catalogue of plans
 * and constants, mail (templates and their ports), the cross-context ports (payment, job
 * queue, captcha, ...), then accounts, licensing (licences belong to accounts), billing
 * (a subscription issues a licence), the operator console (admin) and leads (a console
 * action on a lead is audited). A context that reacts to another's event registers a hook
 * the earlier one exposes (AccountDeletionHookPort). domain/src/index.ts and the test
 * fakes in domain/src/testing stand outside and may import them all.
 */
const CONTEXT_ORDER = ['shared', 'catalog', 'mail', 'ports', 'accounts', 'licensing', 'billing', 'admin', 'leads'];

/** One rule a context: nothing in it (tests included) imports a context that comes after it. */
const contextsOneWay = CONTEXT_ORDER.slice(0, -1).map((context, index) => {
  const later = CONTEXT_ORDER.slice(index + 1);
  return {
    name: `contexts-one-way-from-${context}`,
    severity: 'error',
    comment: `domain/src/${context} may import ${CONTEXT_ORDER.slice(0, index).join(', ') || 'no other context'}; never ${later.join(', ')}, which come after it.`,
    from: { path: `^domain/src/${context}/` },
    to: { path: `^domain/src/(${later.join('|')})/` },
  };
});

const LICENCE_CLIENT = ['^licence-client/', '^@pointforge/licence-client(/|$)'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'domain production code imports only domain: no npm package, no Node core module, nothing from infra, api or web.',
      from: { path: '^domain/src/', pathNot: DOMAIN_TEST_CODE },
      to: { pathNot: '^domain/src/' },
    },
    {
      name: 'domain-tests-stay-in-domain',
      severity: 'error',
      comment: 'domain tests, fakes and builders may add Node core modules (node:crypto), nothing else from outside domain.',
      from: { path: DOMAIN_TEST_CODE },
      to: { pathNot: '^domain/src/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'domain-production-not-on-test-code',
      severity: 'error',
      comment: 'Fakes and builders in domain/src/testing serve tests only; production code never reaches them.',
      from: { path: '^domain/src/', pathNot: DOMAIN_TEST_CODE },
      to: { path: DOMAIN_TESTING },
    },
    {
      name: 'infra-not-to-api-or-web',
      severity: 'error',
      comment: 'infra holds adapters for the domain; it never reaches up into api or web (by path or package name).',
      from: { path: '^infra/src/' },
      to: { path: ['^(api|web)/', '^@pointforge/(api|web)(/|$)'] },
    },
    {
      name: 'web-not-to-api-or-infra',
      severity: 'error',
      comment: 'The SPA may import the domain catalogue and types, never api or infra.',
      from: { path: '^web/src/' },
      to: { path: ['^(api|infra)/', '^@pointforge/(api|infra)(/|$)'] },
    },
    {
      name: 'web-not-to-node-core',
      severity: 'error',
      comment: 'The SPA runs in the browser: no Node core modules.',
      from: { path: '^web/src/' },
      to: { dependencyTypes: ['core'] },
    },
    ...contextsOneWay,
    {
      name: 'licence-client-stands-apart',
      severity: 'error',
      comment:
        'The reference licence client ships to desktop apps on its own: it speaks the licence API and verifies files with jose, importing nothing of the server. Its specs may (server-compatibility.spec.ts checks files the server signs).',
      from: { path: '^licence-client/src/', pathNot: TEST_FILE },
      to: { path: ['^(domain|infra|api|web)/', '^@pointforge/(domain|infra|api|web)(/|$)'] },
    },
    {
      name: 'nothing-on-licence-client',
      severity: 'error',
      comment: 'The server and the SPA never import the licence client; the API tests run its CLI as a desktop app would.',
      from: { path: '^(domain|infra|api|web)/' },
      to: { path: LICENCE_CLIENT },
    },
    {
      name: 'web-features-independent',
      severity: 'error',
      comment: 'A web feature never imports another feature; route components in app/ compose them.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: domain must not even name an infra type.
    tsPreCompilationDeps: true,
    // Resolves @pointforge/domain and @pointforge/infra to their sources.
    tsConfig: { fileName: 'tsconfig.test.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
