/**
 * Writes a brotli (`<file>.br`, maximum quality) and a gzip (`<file>.gz`, level 9) copy
 * beside every text file of dist/ (pages, spa.html, scripts, styles, SVG, JSON, XML...),
 * the last step of `npm run build -w web`. The API sends the copy the browser accepts
 * (api/src/web/send-web-file.ts), so nothing is compressed while a visitor waits.
 *
 * Files under MIN_BYTES are left alone: a compressed copy would save less than the
 * headers it costs. A copy that comes out no smaller than the original is not written.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

const MIN_BYTES = 1024;
/** Formats that compress; images, fonts and archives are compressed already. */
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.map', '.txt', '.xml', '.webmanifest', '.ico']);

/** The file name suffix of each copy; the API looks for exactly these names. */
const CODINGS = [
  {
    suffix: '.br',
    compress: promisify(brotliCompress),
    options: (size) => ({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  },
  { suffix: '.gz', compress: promisify(gzip), options: () => ({ level: constants.Z_BEST_COMPRESSION }) },
];

async function textFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name))).map((entry) => join(entry.parentPath, entry.name));
}

/** Returns how many copies it wrote. */
async function precompress(file) {
  const original = await readFile(file);
  if (original.length < MIN_BYTES) return 0;
  let written = 0;
  for (const { suffix, compress, options } of CODINGS) {
    const compressed = await compress(original, options(original.length));
    if (compressed.length >= original.length) continue;
    await writeFile(file + suffix, compressed);
    written += 1;
  }
  return written;
}

async function main() {
  const queue = await textFiles(distDir);
  const files = queue.length;
  let copies = 0;
  // zlib runs on libuv's thread pool: a few files at a time keep every core busy.
  const workers = Array.from({ length: availableParallelism() }, async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      // Read after the await: `copies += await ...` would add to a stale count.
      const written = await precompress(file);
      copies += written;
    }
  });
  await Promise.all(workers);
  console.log(`precompressed ${relative(process.cwd(), distDir) || '.'}: ${copies} .br/.gz copies of ${files} text files`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
