import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { CrashRoute } from './routes/crash.route';
import { FeatureDetailRoute } from './routes/feature-detail.route';
import { FeaturesCatalogRoute } from './routes/features-catalog.route';
import { HomeRoute } from './routes/home.route';
import { NotFoundRoute } from './routes/not-found.route';
import { PrivacyPolicyRoute } from './routes/privacy-policy.route';

/**
 * The customer area (sign-in pages, the dashboard, checkout and payment confirmation) loads on demand, so the public
 * pages, which are prerendered and must load fast, do not carry its code.
 */
function onDemand(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}

/**
 * Pages are added to `pages`. The pathless route around them catches render and loader
 * errors, so the crash screen keeps the header and footer.
 */
const pages: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'features', element: <FeaturesCatalogRoute /> },
  { path: 'features/:featureId', element: <FeatureDetailRoute /> },
  { path: 'privacy-policy', element: <PrivacyPolicyRoute /> },
  { path: 'login', lazy: onDemand(() => import('./routes/login.route').then((m) => m.LoginRoute)) },
  { path: 'register', lazy: onDemand(() => import('./routes/register.route').then((m) => m.RegisterRoute)) },
  {
    path: 'forgot-password',
    lazy: onDemand(() => import('./routes/forgot-password.route').then((m) => m.ForgotPasswordRoute)),
  },
  // Without a token the pages explain that the link is incomplete.
  {
    path: 'reset-password/:token?',
    lazy: onDemand(() => import('./routes/reset-password.route').then((m) => m.ResetPasswordRoute)),
  },
  {
    path: 'verify-email/:token?',
    lazy: onDemand(() => import('./routes/verify-email.route').then((m) => m.VerifyEmailRoute)),
  },
  { path: 'dashboard', lazy: onDemand(() => import('./routes/dashboard.route').then((m) => m.DashboardRoute)) },
  {
    path: 'checkout/:plan',
    lazy: onDemand(() => import('./routes/checkout.route').then((m) => m.CheckoutRoute)),
  },
  { path: 'success', lazy: onDemand(() => import('./routes/success.route').then((m) => m.SuccessRoute)) },
  { path: '*', element: <NotFoundRoute /> },
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
