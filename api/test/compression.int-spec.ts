import type { NestExpressApplication } from '@nestjs/platform-express';
import { SITE_ORIGIN_PLACEHOLDER } from '@pointforge/domain';
import { contentType } from 'mime-types';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApp } from '../src/create-app';
import { rawRequest, RawOutcome } from './support/raw-http';
import { LIST_LENGTH, SpecRoutesModule } from './support/spec-routes.module';
import { embeddedWebConfig, TEST_SITE_ORIGIN } from './support/test-config';
import { copyBuiltWebDist, TestWebDist } from './support/web-dist';

/** Below this the build writes no compressed copy (web/scripts/precompress.mjs), and the API compresses no JSON. */
const SMALL_BYTES = 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const DECODE = { br: brotliDecompressSync, gzip: gunzipSync } as const;
type Coding = keyof typeof DECODE;
const CODINGS = Object.keys(DECODE) as Coding[];

interface BuiltFile {
  /** The path a browser asks for: `/assets/index-abc.js`, `/features/index.html`. */
  urlPath: string;
  bytes: Buffer;
  isText: boolean;
}

/**
 * Brotli and gzip for every text file and page of the real build (`npm run build -w web`),
 * compressed JSON from the API, and the API kept apart from the static files; through the
 * real app over a real socket, so the bytes checked are the bytes a browser gets.
 */
describe('compressed transfers (the built web app, embedded SQLite)', () => {
  let workDir: string;
  let webDist: TestWebDist;
  let builtFiles: BuiltFile[];
  let app: NestExpressApplication;
  let port: number;

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawOutcome> => rawRequest({ port, method, path, headers });

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'pf-compression-'));
    webDist = copyBuiltWebDist();
    builtFiles = filesOf(webDist.dir);
    // Files named like the server's own paths: the API and the probes must never serve them.
    mkdirSync(join(webDist.dir, 'api', '__spec'), { recursive: true });
    writeFileSync(join(webDist.dir, 'api', '__spec', 'ok'), 'planted');
    writeFileSync(join(webDist.dir, 'api', 'planted.txt'), 'planted');
    writeFileSync(join(webDist.dir, 'healthz'), 'planted');
    const config = embeddedWebConfig(workDir, webDist.dir);
    app = await createApp(config, { imports: [SpecRoutesModule] });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
    webDist?.remove();
    rmSync(workDir, { recursive: true, force: true });
  });

  describe('the built files', () => {
    it('finds a build with pages, scripts and styles to check', () => {
      const urlPaths = builtFiles.map((file) => file.urlPath);
      expect(urlPaths).toEqual(expect.arrayContaining(['/index.html', '/spa.html', '/features/index.html']));
      expect(urlPaths.filter((path) => /^\/assets\/.+\.js$/.test(path)).length).toBeGreaterThan(0);
      expect(urlPaths.filter((path) => /^\/assets\/.+\.css$/.test(path)).length).toBeGreaterThan(0);
    });

    it.each(CODINGS)('sends every text file of at least 1 KiB as %s, byte for byte once decoded', async (coding) => {
      const failures: string[] = [];
      for (const file of builtFiles.filter((candidate) => candidate.isText && candidate.bytes.length >= SMALL_BYTES)) {
        const response = await get(file.urlPath, { 'Accept-Encoding': coding });
        failures.push(...checkSent(file, response, coding));
      }
      expect(failures).toEqual([]);
    });

    it('sends small text files and binary files as they are, whatever the client accepts', async () => {
      const failures: string[] = [];
      for (const file of builtFiles.filter((candidate) => !candidate.isText || candidate.bytes.length < SMALL_BYTES)) {
        const response = await get(file.urlPath, { 'Accept-Encoding': 'gzip, deflate, br' });
        failures.push(...checkSent(file, response, 'identity'));
      }
      expect(failures).toEqual([]);
    });

    it('sends every file as it is to a client that accepts no coding', async () => {
      const failures: string[] = [];
      for (const file of builtFiles) {
        failures.push(...checkSent(file, await get(file.urlPath), 'identity'));
        failures.push(...checkSent(file, await get(file.urlPath, { 'Accept-Encoding': 'identity' }), 'identity'));
      }
      expect(failures).toEqual([]);
    });

    it('never serves a compressed copy under its own name', async () => {
      const script = largestText(builtFiles, /^\/assets\/.+\.js$/);
      for (const suffix of ['.br', '.gz']) {
        const response = await get(script.urlPath + suffix, { Accept: '*/*' });
        expect(response.status).toBe(404);
      }
    });
  });

  it('sends the CSP with pages, SVGs and JSON, not with scripts and stylesheets (a CSP governs documents); the other security headers with all', async () => {
    const script = largestText(builtFiles, /^\/assets\/.+\.js$/);
    const stylesheet = largestText(builtFiles, /^\/assets\/.+\.css$/);
    for (const path of [script.urlPath, stylesheet.urlPath]) {
      const response = await get(path, { 'Accept-Encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers?.['content-security-policy']).toBeUndefined();
      expect(response.headers?.['x-content-type-options']).toBe('nosniff');
    }
    for (const path of ['/', '/features', '/favicon.svg', '/api/__spec/list']) {
      const response = await get(path, { Accept: path.startsWith('/api') ? 'application/json' : 'text/html' });
      expect(response.status).toBe(200);
      expect(response.headers?.['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('caches by the file sent, not by how the address spells it', async () => {
    const response = await get('/assets/%2e%2e/index.html', { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers?.['cache-control']).toBe(REVALIDATE);
  });

  describe('pages', () => {
    it('sends each prerendered page for its address, compressed', async () => {
      const pages = builtFiles.filter((file) => file.urlPath.endsWith('/index.html'));
      expect(pages.length).toBeGreaterThan(2);
      const failures: string[] = [];
      for (const page of pages) {
        const route = page.urlPath.replace(/\/index\.html$/, '') || '/';
        for (const coding of CODINGS) {
          const response = await get(route, { Accept: 'text/html', 'Accept-Encoding': coding });
          failures.push(...checkSent(page, response, coding).map((failure) => `${route}: ${failure}`));
        }
      }
      expect(failures).toEqual([]);
    });

    it('sends the SPA shell for other routes, compressed', async () => {
      const shell = builtFiles.find((file) => file.urlPath === '/spa.html')!;
      for (const route of ['/dashboard', '/checkout/standard', '/reset-password?token=abc']) {
        const response = await get(route, { Accept: 'text/html', 'Accept-Encoding': 'gzip, deflate, br' });
        expect(checkSent(shell, response, shell.bytes.length >= SMALL_BYTES ? 'br' : 'identity')).toEqual([]);
        expect(response.headers?.['content-security-policy']).toContain("default-src 'self'");
      }
    });

    it('keeps the address of a reset or verification page out of Referer', async () => {
      for (const route of ['/reset-password?token=abc', '/verify-email?token=abc']) {
        const response = await get(route, { Accept: 'text/html', 'Accept-Encoding': 'br' });
        expect(response.headers?.['referrer-policy']).toBe('no-referrer');
      }
    });

    it('answers a missing asset with the JSON 404, as before', async () => {
      const response = await get('/assets/missing-123.js', { Accept: '*/*', 'Accept-Encoding': 'br' });
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body ?? '')).toMatchObject({ success: false, code: 'HTTP.NOT_FOUND' });
    });
  });

  describe('caching and ranges of compressed copies', () => {
    let script: BuiltFile;
    beforeAll(() => {
      script = largestText(builtFiles, /^\/assets\/.+\.js$/);
    });

    it('gives each coding its own ETag and answers a matching If-None-Match with 304', async () => {
      const etags = new Map<string, string>();
      for (const coding of [...CODINGS, 'identity']) {
        const sent = await get(script.urlPath, { 'Accept-Encoding': coding });
        const etag = String(sent.headers?.etag);
        etags.set(coding, etag);
        const revalidated = await get(script.urlPath, { 'Accept-Encoding': coding, 'If-None-Match': etag });
        expect(revalidated.status).toBe(304);
        expect(revalidated.bytes?.length).toBe(0);
        expect(revalidated.headers?.vary).toMatch(/Accept-Encoding/i);
        expect(revalidated.headers?.['cache-control']).toBe(IMMUTABLE);
        const modifiedSince = await get(script.urlPath, {
          'Accept-Encoding': coding,
          'If-Modified-Since': String(sent.headers?.['last-modified']),
        });
        expect(modifiedSince.status).toBe(304);
      }
      expect(new Set(etags.values()).size).toBe(3);
      // The brotli copy's ETag does not validate the gzip copy.
      const other = await get(script.urlPath, { 'Accept-Encoding': 'gzip', 'If-None-Match': etags.get('br')! });
      expect(other.status).toBe(200);
      expect(other.headers?.['content-encoding']).toBe('gzip');
    });

    it('refuses a failed precondition with 412 and no body', async () => {
      const response = await get(script.urlPath, { 'Accept-Encoding': 'br', 'If-Match': '"not-this-one"' });
      expect(response.status).toBe(412);
      expect(response.headers?.['content-encoding']).toBeUndefined();
      expect(response.bytes?.length).toBe(0);
    });

    it('answers HEAD with the headers of the copy it would send', async () => {
      const full = await get(script.urlPath, { 'Accept-Encoding': 'br' });
      const head = await get(script.urlPath, { 'Accept-Encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.bytes?.length).toBe(0);
      for (const header of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary', 'cache-control']) {
        expect(head.headers?.[header]).toBe(full.headers?.[header]);
      }
    });

    it('serves byte ranges of the file as it is, and the whole copy when compressed', async () => {
      const plain = await get(script.urlPath, { Range: 'bytes=0-99' });
      expect(plain.status).toBe(206);
      expect(plain.headers?.['accept-ranges']).toBe('bytes');
      expect(plain.headers?.['content-range']).toBe(`bytes 0-99/${script.bytes.length}`);
      expect(plain.bytes?.equals(script.bytes.subarray(0, 100))).toBe(true);

      const compressed = await get(script.urlPath, { Range: 'bytes=0-99', 'Accept-Encoding': 'br' });
      expect(compressed.status).toBe(200);
      expect(compressed.headers?.['accept-ranges']).toBeUndefined();
      expect(compressed.headers?.['content-range']).toBeUndefined();
      expect(brotliDecompressSync(compressed.bytes!).equals(script.bytes)).toBe(true);
    });

    it("follows the client's weights and never sends a coding it refuses", async () => {
      const cases: Array<[string, string | undefined]> = [
        ['br;q=0, gzip', 'gzip'],
        ['br;q=0.5, gzip;q=0.8', 'gzip'],
        ['gzip, deflate, br, zstd', 'br'],
        ['*', 'br'],
        ['gzip;q=0, br;q=0', undefined],
        ['deflate', undefined],
      ];
      for (const [acceptEncoding, expected] of cases) {
        const response = await get(script.urlPath, { 'Accept-Encoding': acceptEncoding });
        expect([acceptEncoding, response.error, response.headers?.['content-encoding']]).toEqual([acceptEncoding, undefined, expected]);
      }
    });
  });

  describe('the API', () => {
    it('compresses a JSON answer above 1 KiB, with Vary and no-store kept', async () => {
      for (const coding of CODINGS) {
        const response = await get('/api/__spec/list', { Accept: 'application/json', 'Accept-Encoding': coding });
        expect(response.status).toBe(200);
        expect(response.headers?.['content-encoding']).toBe(coding);
        expect(response.headers?.vary).toMatch(/Accept-Encoding/i);
        expect(response.headers?.['cache-control']).toBe('no-store');
        expect(response.headers?.['content-type']).toMatch(/^application\/json/);
        expect(response.headers?.['content-security-policy']).toContain("default-src 'self'");
        const body = DECODE[coding](response.bytes!);
        expect(body.length).toBeGreaterThan(SMALL_BYTES);
        expect(response.bytes!.length).toBeLessThan(body.length / 4);
        expect(JSON.parse(body.toString('utf8'))).toMatchObject({ success: true, items: expect.any(Array) });
        expect(JSON.parse(body.toString('utf8')).items).toHaveLength(LIST_LENGTH);
        expect(response.headers?.['content-length']).toBe(String(response.bytes!.length));
      }
    });

    it('answers HEAD for a large JSON answer with the length GET would send as it is, and no body', async () => {
      const plain = await get('/api/__spec/list', { Accept: 'application/json' });
      const head = await get('/api/__spec/list', { Accept: 'application/json', 'Accept-Encoding': 'br, gzip' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers?.['content-encoding']).toBeUndefined();
      expect(head.headers?.['content-length']).toBe(String(plain.bytes!.length));
      expect(head.bytes?.length ?? 0).toBe(0);
    });

    it('compresses the API reference page, which is not JSON', async () => {
      for (const coding of CODINGS) {
        const response = await get('/api/docs', { 'Accept-Encoding': coding });
        expect([response.status, response.headers?.['content-encoding']]).toEqual([200, coding]);
        expect(response.headers?.['content-type']).toMatch(/^text\/html/);
        expect(response.headers?.vary).toMatch(/Accept-Encoding/i);
        expect(DECODE[coding](response.bytes!).toString('utf8')).toBe((await get('/api/docs')).body);
      }
    });

    it('sends a small JSON answer as it is, still with Vary', async () => {
      const response = await get('/api/__spec/ok', { Accept: 'application/json', 'Accept-Encoding': 'br, gzip' });
      expect(response.headers?.['content-encoding']).toBeUndefined();
      expect(response.headers?.vary).toMatch(/Accept-Encoding/i);
      expect(JSON.parse(response.body ?? '')).toEqual({ success: true, message: 'Done', value: 42 });
      expect(response.headers?.['content-length']).toBe(String(response.bytes!.length));
    });

    it('sends a large JSON answer as it is to a client that accepts no coding', async () => {
      const response = await get('/api/__spec/list', { Accept: 'application/json' });
      expect(response.headers?.['content-encoding']).toBeUndefined();
      expect(JSON.parse(response.body ?? '').items).toHaveLength(LIST_LENGTH);
    });

    it('never reaches the static files: API and probe paths ignore files of the same name', async () => {
      const ok = await get('/api/__spec/ok', { Accept: '*/*' });
      expect(JSON.parse(ok.body ?? '')).toEqual({ success: true, message: 'Done', value: 42 });
      const planted = await get('/api/planted.txt', { Accept: '*/*' });
      expect(planted.status).toBe(404);
      expect(JSON.parse(planted.body ?? '')).toMatchObject({ code: 'HTTP.NOT_FOUND' });
      const probe = await get('/healthz', { Accept: '*/*' });
      expect(JSON.parse(probe.body ?? '')).toEqual({ status: 'ok' });
    });
  });
});

/** The files the API puts its SITE_ORIGIN into: pages, the sitemap, robots.txt (scripts keep the placeholder they compare with). */
const PAGES_AND_SITE_FILES = /\.(?:html|xml|txt)$/;

/**
 * Every file of the build but the compressed copies and dotfiles (never served), by the path a
 * browser asks for, as the API sends it: with the site's origin where the build left its placeholder.
 */
function filesOf(dir: string): BuiltFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(?:br|gz)$/.test(entry.name) && !entry.name.startsWith('.'))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const built = readFileSync(path);
      const namesSite = PAGES_AND_SITE_FILES.test(entry.name) && built.includes(SITE_ORIGIN_PLACEHOLDER);
      const bytes = namesSite ? Buffer.from(built.toString('utf8').replaceAll(SITE_ORIGIN_PLACEHOLDER, TEST_SITE_ORIGIN)) : built;
      return { urlPath: '/' + relative(dir, path).split(sep).join('/'), bytes, isText: isText(bytes) };
    });
}

/** Judged by the bytes, not the name: text is what decodes as UTF-8 and holds no NUL. */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function largestText(files: BuiltFile[], urlPath: RegExp): BuiltFile {
  const [largest] = files.filter((file) => file.isText && urlPath.test(file.urlPath)).sort((a, b) => b.bytes.length - a.bytes.length);
  if (!largest) throw new Error(`The build has no text file matching ${urlPath}`);
  return largest;
}

/** What is wrong with `response` as the answer for `file` in `coding`: nothing, ideally. */
function checkSent(file: BuiltFile, response: RawOutcome, coding: Coding | 'identity'): string[] {
  const failures: string[] = [];
  const expect = (what: string, actual: unknown, expected: unknown) => {
    if (actual !== expected) failures.push(`${file.urlPath} (${coding}): ${what} was ${String(actual)}, expected ${String(expected)}`);
  };
  const headers = response.headers ?? {};
  expect('status', response.status, 200);
  expect('Content-Encoding', headers['content-encoding'], coding === 'identity' ? undefined : coding);
  expect('Content-Length', headers['content-length'], String(response.bytes?.length));
  expect('Content-Type', headers['content-type'], contentType(extname(file.urlPath)) || 'application/octet-stream');
  expect('Vary has Accept-Encoding', /\bAccept-Encoding\b/i.test(String(headers.vary ?? '')), file.isText);
  const inAssets = dirname(file.urlPath).startsWith('/assets');
  expect('Cache-Control', headers['cache-control'], inAssets ? IMMUTABLE : REVALIDATE);
  expect('has an ETag', typeof headers.etag, 'string');
  expect('has Last-Modified', typeof headers['last-modified'], 'string');
  if (response.bytes === undefined) return [...failures, `${file.urlPath} (${coding}): no complete body`];
  const decoded = coding === 'identity' ? response.bytes : DECODE[coding](response.bytes);
  expect('body equal to the built file', decoded.equals(file.bytes), true);
  return failures;
}
