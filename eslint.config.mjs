// One flat config for the whole monorepo. Type information is left to `tsc`; lint catches
// what the compiler does not. Architecture rules live in .dependency-cruiser.cjs.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores(['**/dist/', '**/node_modules/', 'var/', '**/coverage/', 'test-results/', 'playwright-report/']),

  js.configs.recommended,

  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended],
    rules: {
      // As tsc sees it: `_`-prefixed names are deliberately unused, and `const { a, ...rest }`
      // is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // Server side, tooling and tests run on Node; the SPA's sources do not.
  { ignores: ['web/src/**'], languageOptions: { globals: { ...globals.node } } },

  // Root-level .js/.cjs files are CommonJS (the root package has no "type": "module").
  {
    files: ['**/*.{js,cjs}'],
    ignores: ['web/**'],
    languageOptions: { sourceType: 'commonjs' },
  },

  {
    files: ['**/*.{spec,int-spec,contract}.ts', '**/test/**/*.ts', 'test-support/**', 'web/e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },

  // Size limits: a file over 300 lines or a function over 80 does more than one thing. Split
  // it by concern (a module per concern, a subcomponent or hook per part of a component).
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },

  // The justified exceptions to the size limits, one reason each.
  {
    // Tests: a describe block is a list of tests, not one function; a test file may hold a
    // whole scenario (setup, cases, clean-up) up to 400 lines before it splits by behaviour.
    files: ['**/*.{spec,int-spec,e2e-spec}.{ts,tsx}', '**/*.contract.ts', '**/test/**/*.ts', 'test-support/**/*.ts', 'web/e2e/**/*.ts'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': 'off',
    },
  },

  {
    // A migration is the record of a shipped schema change and is never edited; the initial
    // schema creates every table of the first release in one function.
    files: ['infra/src/persistence/migrations/*.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },

  // The SPA runs in the browser: browser globals only, plus the rules of hooks.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
]);
