import { FEATURE_IDS } from '@pointforge/domain';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { SITE_ORIGIN } from './lib/env';
import { JSON_LD_ATTRIBUTE, JsonLdCollectorContext } from './lib/seo';

/**
 * Build-time rendering of the public pages (DECISIONS.md, Web): web/scripts/prerender.mjs
 * loads the SSR build of this module and writes each page to dist/<route>/index.html, so
 * crawlers and link previews that run no JavaScript see the text and the head tags.
 */

/** The public, indexable routes: prerendered and listed in the sitemap. */
export const PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/features',
  ...FEATURE_IDS.map((id) => `/features/${id}`),
  '/privacy-policy',
];

/** Paths robots.txt asks crawlers to stay out of: private or single-use pages. */
export const DISALLOWED_PATHS: readonly string[] = [
  '/dashboard',
  '/checkout',
  '/success',
  '/login',
  '/register',
  '/reset-password',
  '/verify-email',
];

export { SITE_ORIGIN };

export interface RenderedPage {
  /** Tags for the document's <head>: title, meta, canonical link, JSON-LD. */
  head: string;
  /** The markup inside #root. */
  html: string;
}

const HEAD = /<head>([\s\S]*)<\/head>/;
const ROOT = /<div id="root">([\s\S]*)<\/div><\/body>/;

/**
 * Renders one route the way the browser's first render will (a visitor with no session:
 * the header shows its loading state, nothing is fetched) and splits React's output into
 * the head tags it hoisted and the body markup.
 */
export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, SITE_ORIGIN)));
  if (context instanceof Response) {
    throw new Error(`Prerendering ${path} answered a redirect (${context.status}); only pages can be prerendered`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  let jsonLd: string | null = null;

  const document = renderToString(
    <html lang="en">
      <head />
      <body>
        <div id="root">
          <JsonLdCollectorContext value={(json) => (jsonLd = json)}>
            <AppProviders>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </JsonLdCollectorContext>
        </div>
      </body>
    </html>,
  );

  const head = HEAD.exec(document)?.[1];
  const html = ROOT.exec(document)?.[1];
  if (head === undefined || html === undefined) {
    throw new Error(`Prerendering ${path}: could not find <head> or #root in React's output`);
  }
  const script =
    jsonLd === null ? '' : `<script type="application/ld+json" ${JSON_LD_ATTRIBUTE}="">${jsonLd}</script>`;
  return { head: head + script, html };
}
