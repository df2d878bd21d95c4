/**
 * `node -r ./scripts/bench/register.js file.ts`: runs the bench's TypeScript (and the API's
 * test support it reuses) the way jest does, with the same swc options and source mapping.
 */
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');
const { REPO_ROOT, sourceModuleMap, swcOptions } = require('../../test-support/swc-typescript');

const mappings = Object.entries(sourceModuleMap).map(([pattern, path]) => [new RegExp(pattern), path]);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveSource(request, ...rest) {
  const mapping = mappings.find(([pattern]) => pattern.test(request));
  const mapped = mapping ? join(REPO_ROOT, request.replace(mapping[0], mapping[1])) : request;
  return resolveFilename.call(this, mapped, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...swcOptions, filename });
  module._compile(code, filename);
};
