/**
 * How the repository's TypeScript runs without a compile step: swc strips the types and
 * keeps Nest's and TypeORM's decorator metadata, and `@pointforge/*` resolves to the
 * sources. Jest's transform and the bench's require hook (scripts/bench/register.js) both
 * use it, so the two never drift apart.
 */
const { resolve } = require('node:path');

const REPO_ROOT = resolve(__dirname, '..');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

/** `@pointforge/domain` and `@pointforge/infra`, and their subpaths, as source paths (jest's moduleNameMapper form, relative to the root). */
const sourceModuleMap = {
  '^@pointforge/domain$': 'domain/src/index.ts',
  '^@pointforge/domain/(.*)$': 'domain/src/$1',
  '^@pointforge/infra$': 'infra/src/index.ts',
  '^@pointforge/infra/(.*)$': 'infra/src/$1',
};

module.exports = { REPO_ROOT, swcOptions, sourceModuleMap };
