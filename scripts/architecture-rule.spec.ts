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
  const run = spawnSync(process.execPath, [depcruiseBin, ...targets, '--config', configPath, '--output-type', 'json'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!run.stdout) throw new Error(`dependency-cruiser produced no report: ${run.stderr}`);
  return JSON.parse(run.stdout) as CruiseResult;
}

/** One line per broken import: "rule  importing-file -> import specifier". */
function brokenImports(result: CruiseResult): string[] {
  return result.modules
    .flatMap((mod) =>
      mod.dependencies.filter((dep) => !dep.valid).flatMap((dep) => (dep.rules ?? []).map((rule) => `${rule.name}  ${mod.source} -> ${dep.module}`)),
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
  // contexts, each on the one before it: shared <- catalog <- mail <- ports <- accounts <- licensing <- billing <- admin <- leads
  'domain/src/shared/clock.ts': 'export const now = 1;\n',
  'domain/src/catalog/plans.ts': "import { now } from '../shared/clock';\nexport const plans = now;\n",
  'domain/src/mail/templates.ts': "import { plans } from '../catalog/plans';\nexport const templates = plans;\n",
  'domain/src/ports/job-queue.port.ts': "import { templates } from '../mail/templates';\nexport const jobs = templates;\n",
  'domain/src/accounts/user.ts': "import { jobs } from '../ports/job-queue.port';\nexport const user = jobs;\n",
  'domain/src/licensing/licence.ts': "import { user } from '../accounts/user';\nexport const licence = user;\n",
  'domain/src/billing/subscription.ts': "import { licence } from '../licensing/licence';\nexport const subscription = licence;\n",
  'domain/src/admin/customer.ts': "import { subscription } from '../billing/subscription';\nexport const customer = subscription;\n",
  'domain/src/leads/lead.ts': "import { customer } from '../admin/customer';\nimport { now } from '../shared/clock';\nexport const lead = customer + now;\n",
  'domain/src/testing/kit.ts': "import { lead } from '../leads/lead';\nimport { now } from '../shared/clock';\nexport const kit = lead + now;\n",
  // back-imports between contexts, one for each context's rule, the three the order forbade first among them
  'domain/src/shared/uses-catalog.ts': "import { plans } from '../catalog/plans';\nexport const p = plans;\n",
  'domain/src/catalog/uses-mail.ts': "import { templates } from '../mail/templates';\nexport const t = templates;\n",
  'domain/src/mail/uses-ports.ts': "import { jobs } from '../ports/job-queue.port';\nexport const j = jobs;\n",
  'domain/src/ports/uses-accounts.ts': "import { user } from '../accounts/user';\nexport const u = user;\n",
  'domain/src/accounts/delete-account.ts':
    "import { subscription } from '../billing/subscription';\nimport { licence } from '../licensing/licence';\nexport const gone = subscription + licence;\n",
  'domain/src/licensing/licence.factory.ts': "import { subscription } from '../billing/subscription';\nexport const s = subscription;\n",
  'domain/src/billing/uses-admin.ts': "import { customer } from '../admin/customer';\nexport const c = customer;\n",
  'domain/src/admin/uses-leads.ts': "import { lead } from '../leads/lead';\nexport const l = lead;\n",
  'domain/src/accounts/user.spec.ts': "import { subscription } from '../billing/subscription';\nexport const s = subscription;\n",
  // the licence client: its specs may check the server's files; its code and the server never meet
  'licence-client/src/client.ts': "import { catalogue } from '@pointforge/domain';\nexport const client = catalogue;\n",
  'licence-client/src/verifier.ts': "import { other } from './other';\nexport const verify = other;\n",
  'licence-client/src/other.ts': 'export const other = 1;\n',
  'licence-client/src/compatibility.spec.ts': "import { catalogue } from '@pointforge/domain';\nexport const c = catalogue;\n",
  'api/src/uses-licence-client.ts': "import { verify } from '../../licence-client/src/verifier';\nexport const v = verify;\n",
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
    const result = cruise(copy, ['domain/src', 'infra/src', 'api/src', 'web/src', 'licence-client/src']);

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
        'contexts-one-way-from-shared  domain/src/shared/uses-catalog.ts -> ../catalog/plans',
        'contexts-one-way-from-catalog  domain/src/catalog/uses-mail.ts -> ../mail/templates',
        'contexts-one-way-from-mail  domain/src/mail/uses-ports.ts -> ../ports/job-queue.port',
        'contexts-one-way-from-ports  domain/src/ports/uses-accounts.ts -> ../accounts/user',
        'contexts-one-way-from-accounts  domain/src/accounts/delete-account.ts -> ../billing/subscription',
        'contexts-one-way-from-accounts  domain/src/accounts/delete-account.ts -> ../licensing/licence',
        'contexts-one-way-from-licensing  domain/src/licensing/licence.factory.ts -> ../billing/subscription',
        'contexts-one-way-from-billing  domain/src/billing/uses-admin.ts -> ../admin/customer',
        'contexts-one-way-from-admin  domain/src/admin/uses-leads.ts -> ../leads/lead',
        'contexts-one-way-from-accounts  domain/src/accounts/user.spec.ts -> ../billing/subscription',
        'licence-client-stands-apart  licence-client/src/client.ts -> @pointforge/domain',
        'nothing-on-licence-client  api/src/uses-licence-client.ts -> ../../licence-client/src/verifier',
      ].sort(),
    );
    expect(result.summary.error).toBe(23);
  });

  it('finds no violation in the real domain/src', () => {
    const result = cruise(repoRoot, ['domain/src']);

    expect(result.summary.violations).toEqual([]);
  });
});
