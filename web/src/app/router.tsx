import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { CrashRoute } from './routes/crash.route';

/** What the prerender reads from a page's route. */
export interface PageHandle {
  /** The source files (under web/) of the page's code: their stylesheets are linked, their scripts preloaded. */
  modules: readonly string[];
  /** The page shows something of the query string, so its prerendered HTML fits only the address without one. */
  readsQuery?: boolean;
  /**
   * Only the addresses the prerender writes exist (one page per feature): the server answers
   * any other address under this route with the 404 page.
   */
  prerenderedAddressesOnly?: boolean;
}

interface PageOptions extends Omit<PageHandle, 'modules'> {
  /** Source files (under web/) the page's route module renders, beyond itself, whose code it needs at once. */
  also?: readonly string[];
}

/**
 * Every page loads on demand, so each carries only its own code (the landing page does not
 * bring the customer area, nor the customer area the landing page): `name`'s route module,
 * `routes/<name>.route.tsx`, which `load` imports. Its `modules` are that file and `also`: the
 * prerender writes a modulepreload and the stylesheet of each into the page's HTML, so a
 * prerendered page neither waits for nor flashes without them.
 */
function page(name: string, load: () => Promise<ComponentType>, { also = [], ...options }: PageOptions = {}): Pick<RouteObject, 'lazy' | 'handle'> {
  const handle: PageHandle = { modules: [`src/app/routes/${name}.route.tsx`, ...also], ...options };
  return { lazy: async () => ({ Component: await load() }), handle };
}

/**
 * Pages are added to `pages`. The pathless route around them catches render and loader
 * errors, so the crash screen keeps the header and footer.
 */
const pages: RouteObject[] = [
  { index: true, ...page('home', () => import('./routes/home.route').then((m) => m.HomeRoute)) },
  { path: 'features', ...page('features-catalog', () => import('./routes/features-catalog.route').then((m) => m.FeaturesCatalogRoute)) },
  {
    path: 'features/:featureId',
    ...page('feature-detail', () => import('./routes/feature-detail.route').then((m) => m.FeatureDetailRoute), {
      also: ['src/features/feature-pages/components/feature-detail-content.tsx'],
      prerenderedAddressesOnly: true,
    }),
  },
  { path: 'privacy-policy', ...page('privacy-policy', () => import('./routes/privacy-policy.route').then((m) => m.PrivacyPolicyRoute)) },
  // The banners of /login?registered=true and the like.
  { path: 'login', ...page('login', () => import('./routes/login.route').then((m) => m.LoginRoute), { readsQuery: true }) },
  { path: 'register', ...page('register', () => import('./routes/register.route').then((m) => m.RegisterRoute)) },
  { path: 'forgot-password', ...page('forgot-password', () => import('./routes/forgot-password.route').then((m) => m.ForgotPasswordRoute)) },
  // Without a token the pages explain that the link is incomplete.
  { path: 'reset-password/:token?', ...page('reset-password', () => import('./routes/reset-password.route').then((m) => m.ResetPasswordRoute)) },
  { path: 'verify-email/:token?', ...page('verify-email', () => import('./routes/verify-email.route').then((m) => m.VerifyEmailRoute)) },
  { path: 'invite/:token', ...page('invite', () => import('./routes/invite.route').then((m) => m.InviteRoute)) },
  // The desktop app's code arrives as ?user_code= (RFC 8628's verification_uri_complete).
  { path: 'activate', ...page('activate', () => import('./routes/activate.route').then((m) => m.ActivateRoute), { readsQuery: true }) },
  { path: 'dashboard', ...page('dashboard', () => import('./routes/dashboard.route').then((m) => m.DashboardRoute)) },
  { path: 'dashboard/plan-change', ...page('plan-change', () => import('./routes/plan-change.route').then((m) => m.PlanChangeRoute), { readsQuery: true }) },
  { path: 'checkout/:plan', ...page('checkout', () => import('./routes/checkout.route').then((m) => m.CheckoutRoute)) },
  {
    path: 'admin',
    ...page('admin', () => import('./routes/admin.route').then((m) => m.AdminRoute), { also: ['src/features/admin/components/admin-console.tsx'] }),
  },
  { path: 'success', ...page('success', () => import('./routes/success.route').then((m) => m.SuccessRoute)) },
  // The design system's catalogue: under Vite's dev server only (a build replaces DEV by false and drops the route and its code).
  ...(import.meta.env.DEV
    ? [{ path: 'dev/components', ...page('component-catalogue', () => import('./routes/component-catalogue.route').then((m) => m.ComponentCatalogueRoute)) }]
    : []),
  { path: '*', ...page('not-found', () => import('./routes/not-found.route').then((m) => m.NotFoundRoute)) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [{ errorElement: <CrashRoute />, children: pages }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the router has loaded the code of the page at the current address. Rendering
 * before that would show nothing (and warn that no HydrateFallback is given); hydrating
 * before that would not match the prerendered page.
 */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const prefetched = new Set<string>();

/** Starts loading the code of the page at `path`, once, so following a link to it does not wait for it. */
function prefetchPage(path: string): void {
  if (prefetched.has(path)) return;
  prefetched.add(path);
  for (const { route } of matchRoutes(routes, path) ?? []) {
    // A failure is left to the navigation, which loads the page again and reports it.
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

function prefetchLinkTarget(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (link?.origin === window.location.origin) prefetchPage(link.pathname);
}

/**
 * Pointing at, touching or focusing a link to another page of the site starts loading that
 * page's code (and the libraries it brings: Formik and yup for the sign-in pages), so the
 * click finds it there.
 */
export function prefetchPagesOnIntent(): void {
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(type, prefetchLinkTarget, { passive: true });
  }
}
