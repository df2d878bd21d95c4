/**
 * Proves .dependency-cruiser.cjs: a throw-away copy of the repository's skeleton with files
 * that break each rule (and files that must stay allowed) is cruised with the project
 * config, then the real domain/src must come out clean.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const repoRoot = join(__dirname, '..');
const configPath = join(repoRoot, '.dependency-cruiser.cjs');
const depcruiseBin = join(repoRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface CruiseDependency {
  module: string;
  valid: boolean;
  rules?: { name: string; severity: string }[];
}
interface CruiseResult {
  modules: { source: string; dependencies: CruiseDependency[] }[];
  summary: { error: number; violations: { rule: { name: string }; from: string; to: string }[] };
}

function cruise(cwd: string, targets: string[]): CruiseResult {
  const run = spawnSync(
    process.execPath,
    [depcruiseBin, ...targets, '--config', configPath, '--output-type', 'json'],
    { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (!run.stdout) throw new Error(`dependency-cruiser produced no report: ${run.stderr}`);
  return JSON.parse(run.stdout) as CruiseResult;
}

/** One line per broken import: "rule  importing-file -> import specifier". */
function brokenImports(result: CruiseResult): string[] {
  return result.modules
    .flatMap((mod) =>
      mod.dependencies
        .filter((dep) => !dep.valid)
        .flatMap((dep) => (dep.rules ?? []).map((rule) => `${rule.name}  ${mod.source} -> ${dep.module}`)),
    )
    .sort();
}

const fixture: Record<string, string> = {
  'domain/src/index.ts': 'export const catalogue = 1;\n',
  // allowed: domain to domain, a domain spec and a fake using a Node core module
  'domain/src/plan.ts': "import { catalogue } from './index';\nexport const plan = catalogue;\n",
  'domain/src/plan.spec.ts': "import { randomUUID } from 'node:crypto';\nexport const id = randomUUID;\n",
  'domain/src/testing/fake-ids.ts': "import { randomUUID } from 'node:crypto';\nexport const next = randomUUID;\n",
  // forbidden in domain production code
  'domain/src/uses-nest.ts': "import { Injectable } from '@nestjs/common';\nexport const decorate = Injectable;\n",
  'domain/src/uses-fs.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
  'domain/src/reaches-infra.ts': "import { adapter } from '../../infra/src/index';\nexport const a = adapter;\n",
  'domain/src/names-infra-type.ts': "import type { Adapter } from '@pointforge/infra';\nexport type A = Adapter;\n",
  'domain/src/uses-fake.ts': "import { next } from './testing/fake-ids';\nexport const id = next;\n",
  'domain/src/fake.spec.ts': "import { Injectable } from '@nestjs/common';\nexport const d = Injectable;\n",
  'infra/src/index.ts': "import { catalogue } from '@pointforge/domain';\nexport const adapter = catalogue;\nexport type Adapter = number;\n",
  'infra/src/reaches-api.ts': "import { main } from '../../api/src/main';\nexport const m = main;\n",
  'api/src/main.ts': "import { adapter } from '@pointforge/infra';\nexport const main = adapter;\n",
  // web: the domain barrel and its own feature are fine; infra, api, Node and other features are not
  'web/src/features/pricing/plan-card.tsx':
    "import { catalogue } from '@pointforge/domain';\nimport { price } from './price';\nexport const card = catalogue + price;\n",
  'web/src/features/pricing/price.ts': 'export const price = 1;\n',
  'web/src/features/checkout/summary.ts': "import { price } from '../pricing/price';\nexport const total = price;\n",
  'web/src/uses-path.ts': "import { join } from 'node:path';\nexport const j = join;\n",
  'web/src/uses-infra.ts': "import { adapter } from '@pointforge/infra';\nexport const a = adapter;\n",
  'web/src/uses-api.ts': "import { main } from '../../api/src/main';\nexport const m = main;\n",
};

describe('architecture rule (.dependency-cruiser.cjs)', () => {
  let copy: string;

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'pointforge-architecture-'));
    for (const file of ['tsconfig.base.json', 'tsconfig.test.json']) cpSync(join(repoRoot, file), join(copy, file));
    symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
    for (const [file, source] of Object.entries(fixture)) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      writeFileSync(join(copy, file), source);
    }
  });

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('reports every forbidden import, and only those', () => {
    const result = cruise(copy, ['domain/src', 'infra/src', 'api/src', 'web/src']);

    expect(brokenImports(result)).toEqual(
      [
        'domain-is-pure  domain/src/uses-nest.ts -> @nestjs/common',
        'domain-is-pure  domain/src/uses-fs.ts -> fs',
        'domain-is-pure  domain/src/reaches-infra.ts -> ../../infra/src/index',
        'domain-is-pure  domain/src/names-infra-type.ts -> @pointforge/infra',
        'domain-production-not-on-test-code  domain/src/uses-fake.ts -> ./testing/fake-ids',
        'domain-tests-stay-in-domain  domain/src/fake.spec.ts -> @nestjs/common',
        'infra-not-to-api-or-web  infra/src/reaches-api.ts -> ../../api/src/main',
        'web-features-independent  web/src/features/checkout/summary.ts -> ../pricing/price',
        'web-not-to-node-core  web/src/uses-path.ts -> path',
        'web-not-to-api-or-infra  web/src/uses-infra.ts -> @pointforge/infra',
        'web-not-to-api-or-infra  web/src/uses-api.ts -> ../../api/src/main',
      ].sort(),
    );
    expect(result.summary.error).toBe(11);
  });

  it('finds no violation in the real domain/src', () => {
    const result = cruise(repoRoot, ['domain/src']);

    expect(result.summary.violations).toEqual([]);
  });
});
