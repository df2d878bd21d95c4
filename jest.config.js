/**
 * One jest run for every TypeScript package. Unit specs sit beside the code
 * (`*.spec.ts`); integration suites (`*.int-spec.ts`) talk to the real MariaDB, Redis and
 * SMTP servers; browser journeys live in web/e2e.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@pointforge/domain$': '<rootDir>/domain/src/index.ts',
    '^@pointforge/domain/(.*)$': '<rootDir>/domain/src/$1',
    '^@pointforge/infra$': '<rootDir>/infra/src/index.ts',
    '^@pointforge/infra/(.*)$': '<rootDir>/infra/src/$1',
  },
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
      testMatch: ['<rootDir>/{domain,infra,api,web}/src/**/*.spec.ts', '<rootDir>/scripts/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      rootDir: __dirname,
      testMatch: ['<rootDir>/{infra,api}/**/*.int-spec.ts'],
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
