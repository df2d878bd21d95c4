import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import request from 'supertest';
import type { App } from 'supertest/types';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../src/create-app';
import { testConfig } from './support/test-config';

const DESKTOP_ROUTES = ['/api/v1/licenses/activate', '/api/v1/licenses/validate', '/api/v1/licenses/deactivate'];
const UPDATE_ROUTES = ['/api/v1/releases/public-key', '/api/v1/releases/latest', '/api/v1/releases/appcast.xml', '/api/v1/releases/{id}/notes'];

/**
 * The published contract of the desktop licence API: /api/openapi.json is a valid OpenAPI 3
 * document (checked by a validator, not by eye) that states each route's body rules, its
 * answer and every refusal code; /api/docs shows it as a page that search engines skip.
 */
describe('OpenAPI document and docs page (embedded default)', () => {
  let app: NestExpressApplication;
  let http: App;

  beforeAll(async () => {
    app = await createApp(testConfig());
    http = app.getHttpServer() as App;
  });

  afterAll(async () => {
    await app?.close();
  });

  async function servedDocument(): Promise<OpenAPIV3.Document> {
    const response = await request(http).get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    return response.body as OpenAPIV3.Document;
  }

  it('serves a valid OpenAPI 3 document listing the three licence routes as POST and the four update routes as GET, and nothing of the site’s own calls', async () => {
    const document = await servedDocument();

    // validate() dereferences the document it is given: hand it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual([...DESKTOP_ROUTES, ...UPDATE_ROUTES].sort());
    for (const route of DESKTOP_ROUTES) expect(Object.keys(document.paths[route]!)).toEqual(['post']);
    for (const route of UPDATE_ROUTES) expect(Object.keys(document.paths[route]!)).toEqual(['get']);
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(['ActivateLicenseDto', 'ValidateLicenseDto', 'DeactivateLicenseDto', 'ErrorAnswer']),
    );
  });

  it('states the field rules of the bodies and every refusal code of activate', async () => {
    const document = await servedDocument();
    const schemas = document.components!.schemas as Record<string, OpenAPIV3.SchemaObject>;
    const activate = schemas.ActivateLicenseDto!;
    const fingerprint = activate.properties!.fingerprint as OpenAPIV3.SchemaObject;

    // licenseKey or the computer's access token (Authorization: Bearer): neither is required on its own.
    expect(activate.required?.sort()).toEqual(['fingerprint']);
    expect(document.components?.securitySchemes).toMatchObject({ deviceToken: { type: 'http', scheme: 'bearer' } });
    expect(document.paths['/api/v1/licenses/validate']!.post!.security).toEqual([{}, { deviceToken: [] }]);
    expect(fingerprint).toMatchObject({ type: 'string', minLength: 16, maxLength: 256, pattern: '^[A-Za-z0-9._:+/=-]{16,256}$' });
    expect(activate.properties!.platform).toMatchObject({ enum: ['windows', 'macos', 'linux'] });
    expect(activate.properties!.name).toMatchObject({ maxLength: 100 });
    expect(schemas.ValidateLicenseDto!.required).toBeUndefined();

    const responses = document.paths['/api/v1/licenses/activate']!.post!.responses as Record<string, OpenAPIV3.ResponseObject>;
    const codesOf = (status: string) =>
      ((responses[status]!.content!['application/json']!.schema as OpenAPIV3.SchemaObject).allOf![1] as OpenAPIV3.SchemaObject).properties!.code;
    expect(Object.keys(responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '429']);
    expect(codesOf('401')).toMatchObject({ enum: ['INVALID_TOKEN'] });
    expect(codesOf('403')).toMatchObject({ enum: ['EXPIRED', 'SUSPENDED', 'TRIAL_USED', 'FINGERPRINT_MISMATCH'] });
    expect(schemas.ActivateAnswer!.properties).toHaveProperty('credentials');
    expect(codesOf('404')).toMatchObject({ enum: ['NOT_FOUND'] });
    expect(codesOf('409')).toMatchObject({ enum: ['TOO_MANY_MACHINES'] });
    expect(codesOf('400')).toMatchObject({ enum: ['VALIDATION.FAILED'] });
    expect(responses['429']!.headers).toHaveProperty('Retry-After');
    const validateCodes = (schemas.ValidateAnswer!.properties!.code as OpenAPIV3.SchemaObject).enum;
    expect(validateCodes).toEqual(['VALID', 'NOT_FOUND', 'EXPIRED', 'SUSPENDED', 'NOT_ACTIVATED']);
  });

  it('states the update feed’s credentials, query and refusals', async () => {
    const document = await servedDocument();
    const latest = document.paths['/api/v1/releases/latest']!.get!;
    const parameters = (latest.parameters ?? []) as OpenAPIV3.ParameterObject[];

    expect(document.components?.securitySchemes).toMatchObject({ licenceKey: { type: 'apiKey', in: 'header', name: 'Authorization' } });
    expect(latest.security).toEqual([{ licenceKey: [] }, { deviceToken: [] }]);
    expect(parameters.map((parameter) => [parameter.name, parameter.in, parameter.required ?? false])).toEqual([
      ['platform', 'query', true],
      ['channel', 'query', false],
      ['current', 'query', false],
    ]);
    expect(Object.keys(latest.responses).sort()).toEqual(['200', '400', '401', '403', '404', '429']);
    expect(Object.keys(document.paths['/api/v1/releases/appcast.xml']!.get!.responses['200']!)).toContain('content');
  });

  it('serves /api/docs as an HTML page without scripts, marked noindex, under the site’s CSP, with its stylesheet', async () => {
    const page = await request(http).get('/api/docs');
    const stylesheet = await request(http).get('/api/docs/docs.css');

    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toMatch(/^<!DOCTYPE html>/);
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(page.text).not.toMatch(/<script|style=/);
    for (const route of DESKTOP_ROUTES) expect(page.text).toContain(`<span class="method">POST</span> <code>${route}</code>`);
    expect(page.text).toContain('TOO_MANY_MACHINES');
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
  });
});
