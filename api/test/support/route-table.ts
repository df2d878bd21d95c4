import type { NestExpressApplication } from '@nestjs/platform-express';

export interface RouteEntry {
  /** Lower-case, as Express keeps it: get, post, patch, delete… */
  method: string;
  /** Express 5 pattern: `/api/auth/verify-email/:token`, `/api/downloads/files/*objectKey`. */
  path: string;
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * More methods than any controller route has: such a layer is middleware Nest mounted for
 * every method (CORS, the API's not-found handler), not a route.
 */
const MIDDLEWARE_METHOD_COUNT = 5;

/**
 * Every route the running app serves, read from its Express router, so a suite that walks
 * them covers a route added tomorrow without being told about it.
 */
export function listRoutes(app: NestExpressApplication): RouteEntry[] {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } }).router;
  return router.stack.flatMap(({ route }) => {
    if (!route) return [];
    const methods = Object.keys(route.methods).filter((method) => route.methods[method]);
    if (methods.length >= MIDDLEWARE_METHOD_COUNT) return [];
    return methods.map((method) => ({ method, path: route.path }));
  });
}
