import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { CrashRoute } from './routes/crash.route';
import { FeatureDetailRoute } from './routes/feature-detail.route';
import { FeaturesCatalogRoute } from './routes/features-catalog.route';
import { HomeRoute } from './routes/home.route';
import { NotFoundRoute } from './routes/not-found.route';
import { PrivacyPolicyRoute } from './routes/privacy-policy.route';

/**
 * Pages are added to `pages`. The pathless route around them catches render and loader
 * errors, so the crash screen keeps the header and footer.
 */
const pages: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'features', element: <FeaturesCatalogRoute /> },
  { path: 'features/:featureId', element: <FeatureDetailRoute /> },
  { path: 'privacy-policy', element: <PrivacyPolicyRoute /> },
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
