/**
 * One jest run for every TypeScript package. Unit specs sit beside the code
 * (`*.spec.ts`); integration suites (`*.int-spec.ts`) talk to the real MariaDB, Redis and
 * SMTP servers; browser journeys live in web/e2e.
 */
const { sourceModuleMap, swcOptions } = require('./test-support/swc-typescript');

const swc = ['@swc/jest', swcOptions];

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: Object.fromEntries(Object.entries(sourceModuleMap).map(([pattern, path]) => [pattern, `<rootDir>/${path}`])),
  setupFiles: ['reflect-metadata'],
};

module.exports = {
  testTimeout: 30000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      rootDir: __dirname,
      // Web specs cover pure browser-side rules (no DOM); pages are covered by web/e2e.
      // web/scripts: the build-time sample-site generator and its algorithms.
      testMatch: ['<rootDir>/{domain,infra,api,web,licence-client}/src/**/*.spec.ts', '<rootDir>/{,web/}scripts/**/*.spec.ts'],
      // d3-contour, d3-delaunay and their dependencies ship as ES modules only.
      transform: { ...shared.transform, '^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(d3-[a-z]+|delaunator|robust-predicates|internmap)/)'],
      // A web component rendered to markup in a spec imports its stylesheet, which Vite bundles and Node cannot read.
      moduleNameMapper: { ...shared.moduleNameMapper, '\\.css$': '<rootDir>/test-support/empty-module.js' },
    },
    {
      ...shared,
      displayName: 'integration',
      rootDir: __dirname,
      // scripts/bench: `make bench QUICK=1` against the real stack, so the bench never rots.
      testMatch: ['<rootDir>/{infra,api}/**/*.int-spec.ts', '<rootDir>/scripts/**/*.int-spec.ts'],
      // openid-client (the device-flow suite's standard client) and its oauth4webapi and jose 6 ship as ES modules only.
      transform: { ...shared.transform, '^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
      globalSetup: '<rootDir>/test-support/require-services.js',
    },
    {
      ...shared,
      displayName: 'e2e',
      rootDir: __dirname,
      // Browser journeys drive Debian's Chromium against the built site (make build first).
      testMatch: ['<rootDir>/web/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test-support/require-services.js',
    },
  ],
};
