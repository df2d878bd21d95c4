import { FEATURE_IDS } from '@pointforge/domain';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './app/providers';
import { routes, type PageHandle } from './app/router';
import { SITE_ORIGIN, SITE_ORIGIN_META_NAME } from './lib/env';
import { JSON_LD_ATTRIBUTE, JsonLdCollectorContext } from './lib/seo';

/**
 * Build-time rendering of the public pages (DECISIONS.md, Web): web/scripts/prerender.mjs
 * loads the SSR build of this module and writes each page to dist/<route>/index.html, so
 * crawlers and link previews that run no JavaScript see the text and the head tags.
 */

/** The public, indexable routes: prerendered and listed in the sitemap. */
export const PUBLIC_ROUTES: readonly string[] = ['/', '/features', ...FEATURE_IDS.map((id) => `/features/${id}`), '/privacy-policy'];

/**
 * The sign-in pages: prerendered too, so they paint before the app has loaded, but kept out
 * of the sitemap (and of search engines: they say noindex, or robots.txt disallows them).
 */
export const PRERENDERED_PRIVATE_ROUTES: readonly string[] = ['/login', '/register', '/forgot-password'];

/** Paths robots.txt asks crawlers to stay out of: private or single-use pages. */
export const DISALLOWED_PATHS: readonly string[] = [
  '/dashboard',
  '/checkout',
  '/success',
  '/login',
  '/register',
  '/reset-password',
  '/verify-email',
  '/invite',
  '/activate',
];

export { SITE_ORIGIN, SITE_ORIGIN_META_NAME };

/** Where the not-found page is rendered for: an address no route but the catch-all matches. */
export const NOT_FOUND_RENDER_PATH = '/404';

/**
 * The route patterns ("/checkout/:plan", "/reset-password/:token?") whose every address is a
 * page of the app, for the server to answer the rest with 404 (api/src/web/page-routes.ts).
 * Left out: the catch-all, and routes whose only pages are the prerendered ones.
 */
export const CLIENT_PAGE_PATTERNS: readonly string[] = pagePatterns(routes, '');

function pagePatterns(routeList: readonly RouteObject[], parent: string): string[] {
  return routeList.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path === undefined ? parent : `${parent}/${route.path}`;
    if (route.children) return pagePatterns(route.children, path);
    const handle = route.handle as PageHandle | undefined;
    return route.path === '*' || handle?.prerenderedAddressesOnly ? [] : [path];
  });
}

export interface RenderedPage {
  /** Tags for the document's <head>: title, meta, canonical link, JSON-LD. */
  head: string;
  /** The markup inside #root. */
  html: string;
  /** The source files (under web/) of the page's own code, for the prerender to preload. */
  modules: readonly string[];
  /** Whether the page shows something of the query string (its HTML fits only the address without one). */
  readsQuery: boolean;
}

/**
 * Rendered without a document around it, React writes the tags it hoists (title, meta,
 * link) ahead of the markup.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/**
 * Renders one route the way the browser's first render will (a visitor with no session:
 * the header shows its loading state, nothing is fetched), after every part of the page
 * that loads on demand has arrived, and splits React's output into the head tags it
 * hoisted and the body markup. The tree inside #root matches main.tsx's element for
 * element (providers, router), so the ids React generates (useId) match at hydration.
 */
export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, SITE_ORIGIN)));
  if (context instanceof Response) {
    throw new Error(`Prerendering ${path} answered a redirect (${context.status}); only pages can be prerendered`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  let jsonLd: string | null = null;

  const page = (
    <JsonLdCollectorContext value={(json) => (jsonLd = json)}>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </JsonLdCollectorContext>
  );
  // React waits for every part the page loads on demand and, with no size limit, writes
  // each in place: a part written out of line needs an inline script, which the CSP refuses.
  const { prelude } = await prerender(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const output = await new Response(prelude).text();
  if (/<script|<template/.test(output)) {
    throw new Error(`Prerendering ${path}: part of the page was written out of line`);
  }
  const head = HOISTED.exec(output)?.[0] ?? '';
  const html = output.slice(head.length);
  if (!html.startsWith('<div class="app-shell">')) {
    throw new Error(`Prerendering ${path}: React's output does not start with the page after its head tags`);
  }
  const script = jsonLd === null ? '' : `<script type="application/ld+json" ${JSON_LD_ATTRIBUTE}="">${jsonLd}</script>`;
  const handles = context.matches.map((match) => match.route.handle as PageHandle | undefined);
  const modules = handles.flatMap((handle) => handle?.modules ?? []);
  const readsQuery = handles.some((handle) => handle?.readsQuery === true);
  return { head: head + script, html, modules, readsQuery };
}
