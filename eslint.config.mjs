// One flat config for the whole monorepo. Type information is left to `tsc`; lint catches
// what the compiler does not. Architecture rules live in .dependency-cruiser.cjs.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    'var/',
    '**/coverage/',
    'test-results/',
    'playwright-report/',
  ]),

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
