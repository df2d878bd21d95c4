import express from 'express';
import { storage } from 'nestjs-pino/storage';
import { pino, stdSerializers } from 'pino';
import request from 'supertest';
import { redactSecretPaths, RequestLogging } from './request-logging';

describe('redactSecretPaths', () => {
  it('hides the token of verification and reset links, in the API and the SPA alike', () => {
    expect(redactSecretPaths('/api/auth/verify-email/abcDEF123_-')).toBe('/api/auth/verify-email/[redacted]');
    expect(redactSecretPaths('/reset-password/abcDEF123_-?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactSecretPaths('/verify-email/tok/extra')).toBe('/verify-email/[redacted]/extra');
  });

  it('leaves other paths alone', () => {
    expect(redactSecretPaths('/api/auth/me')).toBe('/api/auth/me');
    expect(redactSecretPaths('/features/water-flow')).toBe('/features/water-flow');
  });
});

describe('RequestLogging', () => {
  function appLoggingTo(lines: Array<Record<string, unknown>>): express.Express {
    const logger = pino(
      { base: { service: 'api' }, serializers: { err: stdSerializers.err } },
      {
        write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
      },
    );
    const app = express();
    app.use('/api', new RequestLogging(logger).handle);
    app.get('/api/auth/verify-email/:token', (_request, response) => void response.json({}));
    app.get('/api/work', (_request, response) => {
      storage.getStore()?.logger.info({ context: 'Work' }, 'while handling');
      response.json({});
    });
    app.get('/api/broken', (_request, response) => void response.status(503).json({}));
    app.get('/healthz', (_request, response) => void response.json({}));
    return app;
  }

  it('writes one line per API request when it ends: id, method, redacted path, status and time', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = appLoggingTo(lines);
    const response = await request(app).get('/api/auth/verify-email/secret-token?x=1').set('X-Request-Id', 'lb-request-0001').expect(200);
    await request(app).get('/healthz').expect(200);

    expect(response.headers['x-request-id']).toBe('lb-request-0001');
    expect(lines).toEqual([
      {
        level: 30,
        time: expect.any(Number),
        service: 'api',
        requestId: 'lb-request-0001',
        req: { method: 'GET', url: '/api/auth/verify-email/[redacted]?x=1' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        msg: 'request completed',
      },
    ]);
  });

  it('gives the lines written while a request is handled its request id, and names a 5xx as errored', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = appLoggingTo(lines);
    const work = await request(app).get('/api/work').expect(200);
    await request(app).get('/api/broken').expect(503);

    const requestId = work.headers['x-request-id'];
    expect(lines[0]).toMatchObject({ requestId, context: 'Work', msg: 'while handling' });
    expect(lines[1]).toMatchObject({ requestId, msg: 'request completed' });
    expect(lines[2]).toMatchObject({ res: { statusCode: 503 }, err: { message: 'failed with status code 503' }, msg: 'request errored' });
    expect(lines[2]?.requestId).not.toBe(requestId);
  });
});
