import { SITE_ORIGIN_PLACEHOLDER } from '@pointforge/domain';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** The kinds of built file that name the site: pages, the sitemap, robots.txt. Scripts and styles never do. */
const ORIGIN_BEARING_EXTENSIONS = new Set(['.html', '.xml', '.txt']);
/** As web/scripts/precompress.mjs: smaller files get no compressed copy. */
const MIN_COMPRESSED_BYTES = 1024;
const COMPRESSED_COPIES: ReadonlyArray<{ suffix: string; compress: (text: Buffer) => Promise<Buffer> }> = [
  {
    suffix: '.br',
    compress: (text) =>
      promisify(brotliCompress)(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
  },
  { suffix: '.gz', compress: (text) => promisify(gzip)(text, { level: zlib.Z_BEST_COMPRESSION }) },
];

export interface SiteOriginCopies {
  /** The folder of the copies, laid out as the build is. */
  root: string;
  /** The paths a browser asks for (`/features/index.html`) that have a copy there. */
  urlPaths: ReadonlySet<string>;
}

interface BuiltText {
  urlPath: string;
  text: string;
}

/**
 * The build writes SITE_ORIGIN_PLACEHOLDER wherever a page names the site (canonical links,
 * JSON-LD, the sitemap), so that one build serves any origin. This writes a copy of each such
 * file with `origin` in its place, with the compressed copies the build makes, into a folder
 * under the OS's temp folder named after the build's content and the origin: made once,
 * then found by every later start with the same build and origin (test processes included).
 */
export async function siteOriginCopies(distRoot: string, origin: string): Promise<SiteOriginCopies> {
  const files = await originBearingFiles(distRoot);
  const key = createHash('sha256').update(origin);
  for (const file of files) key.update('\0').update(file.urlPath).update('\0').update(file.text);
  const root = join(tmpdir(), `pointforge-site-${key.digest('hex').slice(0, 24)}`);
  if (!existsSync(root)) await writeCopies(root, files, origin);
  return { root, urlPaths: new Set(files.map((file) => file.urlPath)) };
}

async function originBearingFiles(distRoot: string): Promise<BuiltText[]> {
  const entries = await readdir(distRoot, { recursive: true, withFileTypes: true });
  const candidates = entries.filter((entry) => entry.isFile() && ORIGIN_BEARING_EXTENSIONS.has(extname(entry.name)));
  const files = await Promise.all(
    candidates.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      return { urlPath: '/' + relative(distRoot, path).split(sep).join('/'), text: await readFile(path, 'utf8') };
    }),
  );
  return files.filter((file) => file.text.includes(SITE_ORIGIN_PLACEHOLDER));
}

/** Written beside the final folder and renamed into place, so a concurrent start never sees half of it. */
async function writeCopies(root: string, files: readonly BuiltText[], origin: string): Promise<void> {
  const staging = await mkdtemp(`${root}.partial-`);
  await Promise.all(
    files.map(async (file) => {
      const path = join(staging, ...file.urlPath.split('/'));
      const text = Buffer.from(file.text.replaceAll(SITE_ORIGIN_PLACEHOLDER, origin));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, text);
      if (text.length < MIN_COMPRESSED_BYTES) return;
      for (const { suffix, compress } of COMPRESSED_COPIES) {
        const compressed = await compress(text);
        if (compressed.length < text.length) await writeFile(path + suffix, compressed);
      }
    }),
  );
  try {
    await rename(staging, root);
  } catch (error) {
    // Another process made the same copies first.
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(root)) throw error;
  }
}
