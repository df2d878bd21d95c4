import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { CrashRoute } from './routes/crash.route';
import { DashboardRoute } from './routes/dashboard.route';
import { FeatureDetailRoute } from './routes/feature-detail.route';
import { FeaturesCatalogRoute } from './routes/features-catalog.route';
import { ForgotPasswordRoute } from './routes/forgot-password.route';
import { HomeRoute } from './routes/home.route';
import { LoginRoute } from './routes/login.route';
import { NotFoundRoute } from './routes/not-found.route';
import { PrivacyPolicyRoute } from './routes/privacy-policy.route';
import { RegisterRoute } from './routes/register.route';
import { ResetPasswordRoute } from './routes/reset-password.route';
import { VerifyEmailRoute } from './routes/verify-email.route';

/**
 * Pages are added to `pages`. The pathless route around them catches render and loader
 * errors, so the crash screen keeps the header and footer.
 */
const pages: RouteObject[] = [
  { index: true, element: <HomeRoute /> },
  { path: 'features', element: <FeaturesCatalogRoute /> },
  { path: 'features/:featureId', element: <FeatureDetailRoute /> },
  { path: 'privacy-policy', element: <PrivacyPolicyRoute /> },
  { path: 'login', element: <LoginRoute /> },
  { path: 'register', element: <RegisterRoute /> },
  { path: 'forgot-password', element: <ForgotPasswordRoute /> },
  // Without a token the pages explain that the link is incomplete.
  { path: 'reset-password/:token?', element: <ResetPasswordRoute /> },
  { path: 'verify-email/:token?', element: <VerifyEmailRoute /> },
  { path: 'dashboard', element: <DashboardRoute /> },
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
