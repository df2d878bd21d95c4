import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import {
  SAMPLE_FIGURE_FORMATS,
  SAMPLE_FIGURE_SIZE,
  SAMPLE_FIGURE_WIDTHS,
  sampleFigureFile,
  type SampleFigureExtension,
  type SampleFigureId,
} from '../../../src/content/sample-figures';
import { overlayDocument, RASTER_HEIGHT, RASTER_WIDTH, type FigureDrawing } from './scene';

/**
 * AVIF quality. The landing hero is part of the landing page's first load, held to 200 KB in
 * all (docs/web.md): at 26 the 680-wide copy a phone loads is about 9 KB, and the
 * splats of a point cloud hide the loss. The other figures carry text and fine lines.
 */
const AVIF_QUALITY = { hero: 26, other: 40 } as const;

/** Encoder settings: AVIF and WebP at about the same visual quality, JPEG as the fallback. */
function encode(image: Sharp, extension: SampleFigureExtension, id: SampleFigureId): Sharp {
  switch (extension) {
    case 'avif':
      return image.avif({ quality: id === 'hero' ? AVIF_QUALITY.hero : AVIF_QUALITY.other, effort: 4 });
    case 'webp':
      return image.webp({ quality: 72, effort: 5 });
    case 'jpg':
      return image.jpeg({ quality: 78, mozjpeg: true });
  }
}

/** The figure at its design size: the raster with its overlay composited, scaled down once. */
async function composite(drawing: FigureDrawing): Promise<Buffer> {
  const full = await sharp(Buffer.from(drawing.drawRaster().rgb.buffer), { raw: { width: RASTER_WIDTH, height: RASTER_HEIGHT, channels: 3 } })
    .composite([{ input: Buffer.from(overlayDocument(drawing.overlay)) }])
    .removeAlpha()
    .raw()
    .toBuffer();
  return sharp(full, { raw: { width: RASTER_WIDTH, height: RASTER_HEIGHT, channels: 3 } })
    .resize(SAMPLE_FIGURE_SIZE.width, SAMPLE_FIGURE_SIZE.height, { kernel: 'lanczos3' })
    .png()
    .toBuffer();
}

/** Writes every width and format of one figure to `directory`; returns the files' names and sizes. */
export async function writeFigure(drawing: FigureDrawing, id: SampleFigureId, directory: string): Promise<{ file: string; bytes: number }[]> {
  const image = await composite(drawing);
  const written: { file: string; bytes: number }[] = [];
  for (const width of SAMPLE_FIGURE_WIDTHS) {
    for (const { extension } of SAMPLE_FIGURE_FORMATS) {
      const file = sampleFigureFile(id, width, extension);
      const info = await encode(sharp(image).resize(width, null, { kernel: 'lanczos3' }), extension, id).toFile(join(directory, file));
      written.push({ file, bytes: info.size });
    }
  }
  return written;
}
