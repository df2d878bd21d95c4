import type { ServerResponse } from 'node:http';

/**
 * Writes a JSON answer: what Express's `res.json` does for the API, without its detours.
 * The API sends no ETag (off) and no Last-Modified, so an answer is never a 304; it uses no
 * custom replacer or spacing; a Content-Type set before is kept. Node drops the body of a
 * HEAD answer itself. The compression middleware still sees the `end`, so a large answer
 * is still compressed.
 */
export function writeJson(response: ServerResponse, body: unknown, statusCode?: number): ServerResponse {
  const json = JSON.stringify(body);
  if (statusCode !== undefined) response.statusCode = statusCode;
  if (!response.hasHeader('Content-Type')) response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(json));
  return response.end(json);
}
