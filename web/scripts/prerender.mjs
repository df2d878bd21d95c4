/**
 * Prerenders the public pages after `vite build` and the SSR build of src/entry-server.tsx
 * (see the "build" script in web/package.json), then writes sitemap.xml and robots.txt.
 *
 *   dist/spa.html                 the untouched client shell: the fallback for every route
 *                                 that is not prerendered (/dashboard, /login, ...)
 *   dist/index.html               the landing page (/), prerendered
 *   dist/<route>/index.html       /features, /features/<id>, /privacy-policy
 *   dist/sitemap.xml, robots.txt
 *
 * The API serves dist/<route>/index.html when it exists (api/src/web/serve-web-app.ts).
 * A prerendered page also carries the route it was made for, so when it is served for a
 * different address the browser entry discards it and renders that address instead.
 *
 * Every page's code loads on demand (src/app/router.tsx). Each prerendered page names the
 * chunks of its own code as modulepreload links and its stylesheets as links, read from
 * Vite's manifest (dist/.vite/manifest.json, removed afterwards: it is not served), so the
 * page is styled at first paint and its code downloads beside the entry, not after it.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(webDir, 'dist');
/** The SSR build of src/entry-server.tsx: build-time only, kept out of dist (which is served). */
const ssrDir = join(webDir, 'node_modules', '.prerender');

/** Must match src/lib/prerender-markers.ts. */
const PRERENDERED_ROUTE_ATTRIBUTE = 'data-prerendered-route';
const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered-head';

const ROOT_ELEMENT = '<div id="root"></div>';
const manifestFile = join(distDir, '.vite', 'manifest.json');

function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeXml(value) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Marks every tag React hoisted into the head, so the browser can drop them on a route mismatch. */
function markHeadTags(head) {
  return head.replace(/<(title|meta|link|script)\b/g, `<$1 ${PRERENDERED_HEAD_ATTRIBUTE}=""`);
}

/**
 * The chunk files and stylesheets that `modules` (source paths under web/) need: each
 * module's own chunk and, recursively, the chunks it imports statically, in load order.
 */
function pageAssets(manifest, modules) {
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite's manifest has no ${key}; is it still a page module?`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) styles.add(css);
  };
  modules.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

/** Links for what the page's own code needs, leaving out what the shell already links. */
function assetLinks(template, { scripts, styles }) {
  const linked = (file) => template.includes(`"/${file}"`);
  return [
    ...styles.filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.filter((file) => !linked(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

function pageHtml(template, path, page, assets) {
  // The page brings its own <title>; the shell's default would win otherwise. Its text is
  // readable without JavaScript, so the shell's "needs JavaScript" notice goes too.
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  if (!withoutDefaults.includes(ROOT_ELEMENT)) throw new Error(`dist/index.html has no ${ROOT_ELEMENT}`);
  return withoutDefaults
    .replace('</head>', `  ${assetLinks(template, assets)}\n  ${markHeadTags(page.head)}\n  </head>`)
    .replace(
      ROOT_ELEMENT,
      `<div id="root" ${PRERENDERED_ROUTE_ATTRIBUTE}="${escapeAttribute(path)}">${page.html}</div>`,
    );
}

function outputFile(path) {
  return path === '/' ? join(distDir, 'index.html') : join(distDir, ...path.split('/').filter(Boolean), 'index.html');
}

function sitemap(origin, paths) {
  const urls = paths.map((path) => `  <url>\n    <loc>${escapeXml(origin + path)}</loc>\n  </url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robots(origin, disallowed) {
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

async function main() {
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  const { PUBLIC_ROUTES, DISALLOWED_PATHS, SITE_ORIGIN, render } = server;

  // The shell first: index.html is about to become the landing page.
  await writeFile(join(distDir, 'spa.html'), template);

  for (const path of PUBLIC_ROUTES) {
    const page = await render(path);
    const file = outputFile(path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageHtml(template, path, page, pageAssets(manifest, page.modules)));
    console.log(`prerendered ${path} -> ${file.slice(webDir.length + 1)}`);
  }

  await writeFile(join(distDir, 'sitemap.xml'), sitemap(SITE_ORIGIN, PUBLIC_ROUTES));
  await writeFile(join(distDir, 'robots.txt'), robots(SITE_ORIGIN, DISALLOWED_PATHS));
  console.log(`wrote sitemap.xml and robots.txt for ${SITE_ORIGIN}`);

  await rm(ssrDir, { recursive: true, force: true });
  await rm(dirname(manifestFile), { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
