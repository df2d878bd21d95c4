import request, { type Response } from 'supertest';
import type { App } from 'supertest/types';

/** Follows a link the API signed (its own origin's path and query) and answers the raw bytes. */
export function followLink(http: App, link: string): Promise<Response> {
  const url = new URL(link);
  return request(http)
    .get(`${url.pathname}${url.search}`)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}
