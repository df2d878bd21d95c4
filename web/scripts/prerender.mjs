/**
 * Prerenders the public pages and the sign-in pages after `vite build` and the SSR build of
 * src/entry-server.tsx (see the "build" script in web/package.json), then writes
 * sitemap.xml and robots.txt.
 *
 *   dist/spa.html                 the client shell: the fallback for every route that is not
 *                                 prerendered (/dashboard, /checkout/..., ...)
 *   dist/index.html               the landing page (/), prerendered
 *   dist/<route>/index.html       /features, /features/<id>, /privacy-policy, and /login,
 *                                 /register, /forgot-password (not in the sitemap)
 *   dist/404.html                 the not-found page, which the API sends with status 404
 *   dist/sitemap.xml, robots.txt
 *   dist/.page-routes.json        what the API needs to tell a page from a 404: the route
 *                                 patterns of the app's other pages and the 404 page's name
 *                                 (a dotfile: read by the API, never served)
 *
 * The API serves dist/<route>/index.html when it exists (api/src/web/serve-web-app.ts).
 * Every origin in the output is SITE_ORIGIN_PLACEHOLDER (the pages also name it in a
 * site-origin meta tag for the browser); the API replaces it with its SITE_ORIGIN as it
 * serves them, so one build serves any origin.
 * A prerendered page also carries the route it was made for, so when it is served for a
 * different address the browser entry discards it and renders that address instead.
 *
 * Every page runs src/boot.ts first. A prerendered page links the stylesheets of the app and
 * of its own code (read from Vite's manifest, dist/.vite/manifest.json, removed afterwards:
 * it is not served), so it is styled at first paint; its scripts (the app's and the page's)
 * are only named on #root, for boot.ts to fetch once the page has loaded. The SPA shell,
 * which shows nothing without the app, preloads the app's scripts from its <head>.
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
const PRERENDERED_WITHOUT_QUERY_ATTRIBUTE = 'data-prerendered-without-query';
const PAGE_SCRIPTS_ATTRIBUTE = 'data-page-scripts';
const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered-head';
/** The app, which src/boot.ts imports. */
const APP_MODULE = 'src/main.tsx';

const ROOT_ELEMENT = '<div id="root"></div>';
const manifestFile = join(distDir, '.vite', 'manifest.json');

function escapeAttribute(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeXml(value) {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
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

/** Whether `template` already links a file of dist. */
function linkedBy(template) {
  return (file) => template.includes(`"/${file}"`);
}

/** Stylesheet links (and, with `preloadScripts`, modulepreload links) for `assets`, leaving out what the shell already links. */
function assetLinks(template, { scripts, styles }, { preloadScripts }) {
  const linked = linkedBy(template);
  return [
    ...styles.filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...(preloadScripts ? scripts.filter((file) => !linked(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`) : []),
  ].join('\n    ');
}

function withHeadLinks(html, links) {
  return links === '' ? html : html.replace('</head>', `  ${links}\n  </head>`);
}

function pageHtml(template, path, page, assets) {
  // The page brings its own <title>; the shell's default would win otherwise. Its text is
  // readable without JavaScript, so the shell's "needs JavaScript" notice goes too.
  const withoutDefaults = template.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  if (!withoutDefaults.includes(ROOT_ELEMENT)) throw new Error(`dist/index.html has no ${ROOT_ELEMENT}`);
  const rootAttributes = [
    `${PRERENDERED_ROUTE_ATTRIBUTE}="${escapeAttribute(path)}"`,
    ...(page.readsQuery ? [`${PRERENDERED_WITHOUT_QUERY_ATTRIBUTE}=""`] : []),
    `${PAGE_SCRIPTS_ATTRIBUTE}="${escapeAttribute(
      assets.scripts
        .filter((file) => !linkedBy(template)(file))
        .map((file) => `/${file}`)
        .join(' '),
    )}"`,
  ];
  return withHeadLinks(withoutDefaults, `${assetLinks(template, assets, { preloadScripts: false })}\n    ${markHeadTags(page.head)}`).replace(
    ROOT_ELEMENT,
    `<div id="root" ${rootAttributes.join(' ')}>${page.html}</div>`,
  );
}

/** The 404 page's file, by the name a browser would ask for it. */
const NOT_FOUND_PAGE = '/404.html';

function outputFile(path, notFoundPath) {
  if (path === notFoundPath) return join(distDir, NOT_FOUND_PAGE);
  return path === '/' ? join(distDir, 'index.html') : join(distDir, ...path.split('/').filter(Boolean), 'index.html');
}

function sitemap(origin, paths) {
  const urls = paths.map((path) => `  <url>\n    <loc>${escapeXml(origin + path)}</loc>\n  </url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function robots(origin, disallowed) {
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

async function main() {
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  const {
    PUBLIC_ROUTES,
    PRERENDERED_PRIVATE_ROUTES,
    DISALLOWED_PATHS,
    SITE_ORIGIN,
    SITE_ORIGIN_META_NAME,
    NOT_FOUND_RENDER_PATH,
    CLIENT_PAGE_PATTERNS,
    render,
  } = server;
  const siteOriginMeta = `<meta name="${SITE_ORIGIN_META_NAME}" content="${escapeAttribute(SITE_ORIGIN)}" />`;
  const template = withHeadLinks(await readFile(join(distDir, 'index.html'), 'utf8'), siteOriginMeta);

  // The shell first: index.html is about to become the landing page.
  const appAssets = pageAssets(manifest, [APP_MODULE]);
  await writeFile(join(distDir, 'spa.html'), withHeadLinks(template, assetLinks(template, appAssets, { preloadScripts: true })));

  for (const path of [...PUBLIC_ROUTES, ...PRERENDERED_PRIVATE_ROUTES, NOT_FOUND_RENDER_PATH]) {
    const page = await render(path);
    const file = outputFile(path, NOT_FOUND_RENDER_PATH);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageHtml(template, path, page, pageAssets(manifest, [APP_MODULE, ...page.modules])));
    console.log(`prerendered ${path} -> ${file.slice(webDir.length + 1)}`);
  }

  await writeFile(join(distDir, 'sitemap.xml'), sitemap(SITE_ORIGIN, PUBLIC_ROUTES));
  await writeFile(join(distDir, 'robots.txt'), robots(SITE_ORIGIN, DISALLOWED_PATHS));
  console.log(`wrote sitemap.xml and robots.txt for ${SITE_ORIGIN}`);
  await writeFile(join(distDir, '.page-routes.json'), JSON.stringify({ clientPagePatterns: CLIENT_PAGE_PATTERNS, notFoundPage: NOT_FOUND_PAGE }, null, 2));

  await rm(ssrDir, { recursive: true, force: true });
  await rm(dirname(manifestFile), { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
