import { holdSubmitsUntilLive } from './lib/held-submits';
import { onEngagementOrLoad } from './lib/page-engagement';
import { isPrerenderedFor, PAGE_SCRIPTS_ATTRIBUTE } from './lib/prerender-markers';
import './styles/index.css';

/**
 * The one script every page runs first, a few hundred bytes. A prerendered page is complete
 * HTML and CSS: it paints and finishes loading without any JavaScript, and the app (React,
 * the router and the page's code) is fetched and adopts it once the page has loaded or the
 * visitor first touches, clicks, types, tabs or scrolls. Any other page (the SPA shell of
 * /dashboard and the like, whose scripts its HTML preloads) starts the app at once.
 */

holdSubmitsUntilLive();

function startApp(root: HTMLElement | null): void {
  // The scripts the app and this page will ask for, fetched side by side rather than one
  // import after another.
  for (const href of root?.getAttribute(PAGE_SCRIPTS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? []) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  void import('./main');
}

const root = document.getElementById('root');
if (root !== null && isPrerenderedFor(root, window.location)) onEngagementOrLoad(() => startApp(root));
else startApp(root);
