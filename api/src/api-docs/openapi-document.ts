import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { BRAND } from '@pointforge/domain';

/** The security scheme of the computer's access token (desktop-licenses.openapi.ts names it too). */
export const DEVICE_TOKEN_SCHEME = 'deviceToken';
/** The security scheme of `Authorization: License <key>` on the update feed (release-feed.openapi.ts). */
export const LICENCE_KEY_SCHEME = 'licenceKey';

/** The routes the document publishes: the desktop licence API, a contract for other programs. The site's own calls may change with the site. */
const PUBLISHED_PATH = /^\/api\/v1\//;

/**
 * The OpenAPI 3 document of the public routes, read from the controllers' decorators.
 * Built on first use rather than at start-up: scanning every controller costs a start a few
 * milliseconds, and few processes are ever asked for it.
 */
export class OpenApiPublication {
  private build: (() => OpenAPIObject) | null = null;
  private built: OpenAPIObject | null = null;

  /** Called once the app's modules exist (before init): the document is scanned from `app`. */
  publishFrom(app: INestApplication): void {
    this.build = () => buildOpenApiDocument(app);
  }

  document(): OpenAPIObject {
    if (!this.build) throw new Error('The OpenAPI document was never published (createApp calls publishFrom).');
    this.built ??= this.build();
    return this.built;
  }
}

function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`${BRAND.productName} desktop licence API`)
    .setDescription(
      'Activation, validation and deactivation of licence keys by the desktop app. JSON in and out, no cookie, no CSRF header, no CORS. ' +
        'A call proves its licence with `licenseKey` in the body or with the computer’s access token (`Authorization: Bearer`), ' +
        'got by signing in with a device code (RFC 8628; its metadata: /.well-known/oauth-authorization-server) or answered to an activation by key as `credentials`. ' +
        'Every answer is an envelope: `success: true` with the fields below, or `success: false` with `message`, `code` and, for bad input, `errors`. ' +
        'Licence files are verified offline with the public keys of the JWK Set, /.well-known/jwks.json; ' +
        'apps that ship the root key take them from /.well-known/jwks.jws, the same set signed by that root. ' +
        'Updates: /api/v1/releases/appcast.xml (a Sparkle 2 / WinSparkle appcast) and /api/v1/releases/latest list the releases the licence may install, ' +
        'authorised by `Authorization: License <key>` or the access token; artifacts are signed with Ed25519 under the key of /api/v1/releases/public-key.',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'The computer’s access token, instead of licenseKey in the body.' }, DEVICE_TOKEN_SCHEME)
    .addApiKey({ type: 'apiKey', in: 'header', name: 'Authorization', description: '`License <licence key>`, on the update feed.' }, LICENCE_KEY_SCHEME)
    .build();
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method });
  return onlyPublishedPaths(document);
}

/** The document reduced to the published paths and the schemas they reach. */
function onlyPublishedPaths(document: OpenAPIObject): OpenAPIObject {
  const paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => PUBLISHED_PATH.test(path)));
  const schemas = document.components?.schemas ?? {};
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string') {
          const name = inner.replace('#/components/schemas/', '');
          if (!reached.has(name)) {
            reached.add(name);
            visit(schemas[name]);
          }
        } else visit(inner);
      }
    }
  };
  visit(paths);
  const tags = new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((operation: { tags?: string[] }) => operation.tags ?? [])));
  return {
    ...document,
    paths,
    tags: (document.tags ?? []).filter((tag) => tags.has(tag.name)),
    components: { ...document.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name))) },
  };
}
