/**
 * Build step of the web app (see "build" in web/package.json): generates the sample site and
 * writes, into the directory named by the first argument (web/public/sample, gitignored):
 * every figure of src/content/sample-figures.ts at every width and format, and the sample
 * point cloud for the 3D viewer (sample-cloud.bin, layout in src/lib/sample-cloud-format.ts).
 *
 * Encoding takes a minute or more, so a build whose generator is unchanged (the same bundle
 * of this script, the same libvips) and whose files are all there skips it.
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { SAMPLE_FIGURE_FORMATS, SAMPLE_FIGURE_WIDTHS, SAMPLE_FIGURES, sampleFigureFile, type SampleFigureId } from '../../src/content/sample-figures';
import { encodeSampleCloud } from '../../src/lib/sample-cloud-format';
import { mergeClouds, surveyPoints } from './point-cloud';
import { writeFigure } from './render/encode';
import { sampleFigureDrawings } from './render/figures';
import { assertLegendNumbers } from './render/legend-numbers';
import type { FigureDrawing } from './render/scene';
import { generateSampleSite } from './terrain';

const CLOUD_FILE = 'sample-cloud.bin';

function expectedFiles(): string[] {
  return [
    CLOUD_FILE,
    ...(Object.keys(SAMPLE_FIGURES) as SampleFigureId[]).flatMap((id) =>
      SAMPLE_FIGURE_WIDTHS.flatMap((width) => SAMPLE_FIGURE_FORMATS.map(({ extension }) => sampleFigureFile(id, width, extension))),
    ),
  ];
}

/** What the files depend on: this script as bundled (the generator and the figure list) and the encoder's version. */
async function generatorStamp(): Promise<string> {
  return createHash('sha256')
    .update(await readFile(process.argv[1]))
    .update(JSON.stringify(sharp.versions))
    .digest('hex');
}

async function upToDate(directory: string, stampFile: string, stamp: string): Promise<boolean> {
  const previous = await readFile(stampFile, 'utf8').catch(() => '');
  if (previous !== stamp) return false;
  const present = await Promise.all(
    expectedFiles().map((file) =>
      access(join(directory, file)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return present.every(Boolean);
}

async function main(directory: string): Promise<void> {
  const started = Date.now();
  // Beside the bundle's folder (web/node_modules/.cache), not in the output, which is served.
  const stampFile = resolve(dirname(process.argv[1]), '..', '.cache', 'sample-site.stamp');
  const stamp = await generatorStamp();
  if (await upToDate(directory, stampFile, stamp)) {
    console.log(`sample site: ${directory} is up to date`);
    return;
  }
  const site = generateSampleSite();
  assertLegendNumbers(site);
  const before = surveyPoints(site, 'before');
  const after = surveyPoints(site, 'after');

  await rm(directory, { recursive: true, force: true });
  await mkdir(directory, { recursive: true });
  const cloud = Buffer.from(encodeSampleCloud(mergeClouds(before, after)));
  await writeFile(join(directory, CLOUD_FILE), cloud);
  console.log(`sample site: ${CLOUD_FILE}, ${before.count + after.count} points, ${cloud.length} bytes`);

  const figures = sampleFigureDrawings(site, after);

  for (const [id, draw] of Object.entries(figures) as [SampleFigureId, () => FigureDrawing][]) {
    const files = await writeFigure(draw(), id, directory);
    console.log(`sample site: ${id}: ${files.map(({ file, bytes }) => `${file} ${(bytes / 1000).toFixed(1)} KB`).join(', ')}`);
  }
  await mkdir(dirname(stampFile), { recursive: true });
  await writeFile(stampFile, stamp);
  console.log(`sample site: written to ${directory} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const directory = process.argv[2];
if (!directory) {
  console.error('usage: build-sample-site <output directory>');
  process.exitCode = 2;
} else {
  main(resolve(directory)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
