import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The README is the way in: short enough to read in a few screens, with every docs/ page
 * reachable from it, and no relative link in the README, SECURITY.md or docs/ that leads
 * nowhere (a page moved or renamed without its links).
 */
const ROOT = resolve(__dirname, '..');
const README_MAX_LINES = 250;

const docsPages = readdirSync(join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const markdownFiles = ['README.md', 'SECURITY.md', ...docsPages];

function read(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8');
}

/** Markdown links and images outside code: `[text](target)`; fenced blocks and inline code are skipped. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
}

/** A link into this repository: no scheme (`https:`, `mailto:`); `#anchor` alone is the same page. */
function isRelative(target: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target);
}

/** GitHub's anchor of a heading: lower case, punctuation but `-` and `_` dropped, spaces as `-`. */
function headingAnchors(markdown: string): Set<string> {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return new Set(
    [...prose.matchAll(/^#{1,6} +(.+)$/gm)].map((match) =>
      match[1]
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

describe('README and docs/', () => {
  it(`keeps the README within ${README_MAX_LINES} lines`, () => {
    const lines = read('README.md').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('links every docs/ page from the README', () => {
    const linked = new Set(linkTargets(read('README.md')).map((target) => target.split('#')[0]));
    expect(docsPages.filter((page) => !linked.has(page))).toEqual([]);
  });

  it('has a file behind every relative link, and the heading behind every anchor into a page', () => {
    const broken = markdownFiles.flatMap((file) =>
      linkTargets(read(file))
        .filter(isRelative)
        .filter((target) => {
          const [path, anchor] = target.split('#');
          const absolute = path === '' ? join(ROOT, file) : resolve(ROOT, dirname(file), decodeURIComponent(path));
          if (!existsSync(absolute)) return true;
          if (!anchor || !absolute.endsWith('.md')) return false;
          return !headingAnchors(readFileSync(absolute, 'utf8')).has(anchor);
        })
        .map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('finds the links it checks (the link pattern still matches this repository)', () => {
    const relativeLinks = markdownFiles.flatMap((file) => linkTargets(read(file)).filter(isRelative));
    expect(relativeLinks.length).toBeGreaterThan(docsPages.length);
  });
});
