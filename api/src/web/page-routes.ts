import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What web/scripts/prerender.mjs writes to `dist/.page-routes.json`. */
interface PageRoutesFile {
  /** The app's route patterns as it writes them: `/checkout/:plan`, `/reset-password/:token?`. */
  clientPagePatterns: string[];
  /** The not-found page's file, by the path a browser would ask for it (`/404.html`). */
  notFoundPage: string;
}

export interface PageRoutes {
  /** Whether the app shows a page at `path` (prerendered addresses aside, which exist as files). */
  isClientPage(path: string): boolean;
  notFoundPage: string;
}

/**
 * The pages of the built app, so that an address that is none answers 404 (with the 404 page)
 * rather than 200 with the app saying "not found". Returns undefined for a build made before
 * the file existed.
 */
export function readPageRoutes(distRoot: string): PageRoutes | undefined {
  let file: PageRoutesFile;
  try {
    file = JSON.parse(readFileSync(join(distRoot, '.page-routes.json'), 'utf8')) as PageRoutesFile;
  } catch {
    return undefined;
  }
  const patterns = file.clientPagePatterns.map(segmentsOf);
  return {
    isClientPage: (path) => patterns.some((pattern) => matches(pattern, segmentsOf(path))),
    notFoundPage: file.notFoundPage,
  };
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * React Router's matching, as far as the app's patterns go: literal segments (any case, as
 * React Router compares them), `:param`, and optional `:param?` at the end.
 */
function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  const required = pattern.filter((segment) => !segment.endsWith('?')).length;
  if (segments.length < required || segments.length > pattern.length) return false;
  return segments.every((segment, index) => {
    const expected = pattern[index]!;
    return expected.startsWith(':') || expected.toLowerCase() === segment.toLowerCase();
  });
}
