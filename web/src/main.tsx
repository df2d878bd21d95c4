import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter, prefetchPagesOnIntent, whenRouterReady } from './app/router';
import { isPrerenderedFor, PRERENDERED_HEAD_ATTRIBUTE, PRERENDERED_ROUTE_ATTRIBUTE } from './lib/prerender-markers';

/** The app, started by boot.ts. */

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const router = createAppRouter();
const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

await whenRouterReady(router);
prefetchPagesOnIntent();

// Prerendered HTML is adopted (hydrated) only on the address it was rendered for. Served for
// any other address (as a fallback), it is discarded, head tags included, and the app
// renders from scratch. Adopting is a transition: React then works through the page in
// slices, between which the browser answers the visitor, rather than in one long task
// (the page is on screen already).
if (isPrerenderedFor(container, window.location)) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  document.head.querySelectorAll(`[${PRERENDERED_HEAD_ATTRIBUTE}]`).forEach((node) => node.remove());
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
  createRoot(container).render(app);
}
