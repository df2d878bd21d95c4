import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The initial JavaScript of a prerendered page, read from the build (no browser): every
 * script its HTML asks for before the load event, that is each module script and each
 * modulepreload link, and recursively every module those import statically. Dynamic
 * imports (pages and parts loaded on demand) are not initial and are left out.
 */

export interface InitialScript {
  /** The path the browser asks for: `/assets/framework-….js`. */
  path: string;
  bytes: number;
  /** Size of the file gzipped with node:zlib at level 9 (`gzip -9`). */
  gzipBytes: number;
}

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
/**
 * `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"` naming a built
 * file (Vite writes relative paths); never `import("./x.js")`, nor a bare name in a string.
 */
const STATIC_IMPORT = /\b(?:import\s*(?:[{*\w$][^"'();]*?\bfrom\s*)?|export\s*(?:\*|\{[^}]*\})\s*from\s*)["']((?:\.\.?\/|\/)[^"']+\.js)["']/g;

function pathsIn(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] as string);
}

/** Every script `/` + `htmlFile` (relative to `distDir`) loads before the load event, in the order found. */
export function initialScriptsOf(distDir: string, htmlFile: string): InitialScript[] {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  const found = new Map<string, InitialScript>();
  const visit = (path: string): void => {
    if (found.has(path)) return;
    if (!path.startsWith('/')) throw new Error(`${htmlFile} asks for ${path}, which is not a same-origin path`);
    const body = readFileSync(join(distDir, path));
    found.set(path, { path, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    for (const specifier of pathsIn(body.toString('utf8'), STATIC_IMPORT)) {
      visit(specifier.startsWith('/') ? specifier : posix.join(posix.dirname(path), specifier));
    }
  };
  [...pathsIn(html, MODULE_SCRIPT), ...pathsIn(html, MODULE_PRELOAD)].forEach(visit);
  return [...found.values()];
}
