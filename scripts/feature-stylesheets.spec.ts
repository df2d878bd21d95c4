import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import postcss, { type Rule } from 'postcss';

/**
 * A feature's stylesheet lays out its own page; what two features style alike belongs to the
 * design system (web/src/components/ui) or the shared styles (web/src/styles). So no selector
 * may have rules in two stylesheets under web/src/features.
 */
const ROOT = resolve(__dirname, '..');
const FEATURES = join(ROOT, 'web', 'src', 'features');

function stylesheetsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheetsUnder(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Every selector a stylesheet gives rules to (a list `a, b` counts as each), keyframe steps left out; inside @media as well. */
function selectorsOf(css: string, from: string): Set<string> {
  const selectors = new Set<string>();
  postcss.parse(css, { from }).walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
    for (const selector of rule.selectors) selectors.add(selector.replace(/\s+/g, ' ').trim());
  });
  return selectors;
}

describe('feature stylesheets', () => {
  const sheets = stylesheetsUnder(FEATURES).map((file) => ({ file: relative(ROOT, file), selectors: selectorsOf(readFileSync(file, 'utf8'), file) }));

  it('are found and parsed', () => {
    expect(sheets.length).toBeGreaterThan(5);
    // A sheet may only gather others with @import (landing.css); most style something.
    expect(sheets.filter((sheet) => sheet.selectors.size > 0).length).toBeGreaterThan(5);
  });

  it('never style the same selector in two stylesheets', () => {
    const owners = new Map<string, string[]>();
    for (const sheet of sheets) for (const selector of sheet.selectors) owners.set(selector, [...(owners.get(selector) ?? []), sheet.file]);
    const shared = [...owners].filter(([, files]) => files.length > 1).map(([selector, files]) => `${selector}: ${files.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('would catch one selector styled by two sheets, inside @media too', () => {
    const first = selectorsOf('.plan-card, .offer { color: red }', 'a.css');
    const second = selectorsOf('@media (min-width: 40rem) { .offer  { color: blue } } @keyframes in { from { opacity: 0 } }', 'b.css');
    expect([...second]).toEqual(['.offer']);
    expect([...first].filter((selector) => second.has(selector))).toEqual(['.offer']);
  });
});

describe('status tones', () => {
  const UI = join(ROOT, 'web', 'src', 'components', 'ui');

  it('each have the pair of colour tokens StatusPill reads (--color-<tone>-soft and -strong)', () => {
    const union = /export type StatusTone = ([^;]+);/.exec(readFileSync(join(UI, 'status-pill.tsx'), 'utf8'))?.[1] ?? '';
    const tones = [...union.matchAll(/'([a-z]+)'/g)].map((match) => match[1]!);
    expect(tones).toEqual(['neutral', 'success', 'warning', 'danger', 'info']);
    const tokens = readFileSync(join(UI, 'tokens.css'), 'utf8');
    const missing = tones.flatMap((tone) => [`--color-${tone}-soft`, `--color-${tone}-strong`]).filter((token) => !tokens.includes(`${token}:`));
    expect(missing).toEqual([]);
  });
});
