import { lazy, type ComponentType } from 'react';

let pageIdle: Promise<void> | undefined;

/** What counts as the visitor turning to the page: after any of these, waiting is over. */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'scroll', 'touchstart'] as const;

/**
 * Resolves once the page has loaded and the browser is idle, or as soon as the visitor
 * scrolls, touches, clicks, types or tabs, whichever comes first; at once when
 * prerendering. Scrolling stands for "a form is getting near": on the landing page the
 * forms sit well below the first screen.
 */
function whenPageIdle(): Promise<void> {
  if (import.meta.env.SSR) return Promise.resolve();
  pageIdle ??= new Promise((resolve) => {
    const done = () => {
      for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(done, { timeout: 2_000 });
      else window.setTimeout(done, 0);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return pageIdle;
}

/**
 * A component whose code (and the libraries only it uses) is fetched when the page is idle
 * or the visitor engages (see whenPageIdle), never before the first paint. Render it inside
 * its own <Suspense>: a prerendered page keeps showing its HTML until the code is there to
 * hydrate it; a page rendered in the browser shows the fallback meanwhile.
 */
export function deferredComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return lazy(async () => {
    await whenPageIdle();
    return { default: await load() };
  });
}
