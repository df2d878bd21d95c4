import { preload } from 'react-dom';
import {
  SAMPLE_FIGURE_FORMATS,
  SAMPLE_FIGURE_SIZE,
  SAMPLE_FIGURE_WIDTHS,
  SAMPLE_FIGURES,
  SAMPLE_PUBLIC_PATH,
  sampleFigureFallbackSrc,
  sampleFigureFile,
  sampleFigureSrcSet,
  type SampleFigureId,
} from '../../content/sample-figures';
import { SAMPLE_FIGURE_LEGENDS } from '../../content/sample-figure-legends';
import { SampleFigureLegend } from './sample-figure-legend';

interface SampleFigureProps {
  id: SampleFigureId;
  /** The `sizes` of the picture: how wide it shows at each viewport width. */
  sizes: string;

  className?: string;
}

const [fallbackFormat] = SAMPLE_FIGURE_FORMATS.slice(-1);
const bestFormat = SAMPLE_FIGURE_FORMATS[0];

/**
 * A figure computed from the sample site at build time (web/scripts/sample-site): AVIF and
 * WebP sources and a JPEG `<img>`, each at every width, with its caption. Width and height
 * are set so the layout holds its place before the image arrives. A feature figure's legend
 * is HTML under the picture (sample-figure-legend.tsx), legible at any width.
 */
export function SampleFigure({ id, sizes, className }: SampleFigureProps) {
  const { alt, caption } = SAMPLE_FIGURES[id];
  const legend = SAMPLE_FIGURE_LEGENDS[id];
  return (
    <figure className={className ? `sample-figure ${className}` : 'sample-figure'}>
      <picture>
        {SAMPLE_FIGURE_FORMATS.slice(0, -1).map(({ extension, mimeType }) => (
          <source key={extension} type={mimeType} srcSet={sampleFigureSrcSet(id, extension)} sizes={sizes} />
        ))}
        <img
          className="sample-figure__image"
          src={sampleFigureFallbackSrc(id)}
          srcSet={sampleFigureSrcSet(id, fallbackFormat.extension)}
          sizes={sizes}
          width={SAMPLE_FIGURE_SIZE.width}
          height={SAMPLE_FIGURE_SIZE.height}
          alt={alt}
          // Lazily everywhere: the landing hero, the one picture in a first screen (on wide
          // screens), is fetched early and at high priority by usePreloadedSampleFigure on
          // those screens only; on a phone it sits below the copy and must not take the
          // bandwidth the page's stylesheets need first.
          loading="lazy"
          decoding="async"
        />
      </picture>
      {legend && <SampleFigureLegend legend={legend} rampId={`sample-figure-${id}-ramp`} />}
      <figcaption className="sample-figure__caption">{caption}</figcaption>
    </figure>
  );
}

/**
 * Preloads the figure in the best format from the page's `<head>` (React writes it there when
 * it prerenders the page, and adds it in the browser), so the browser asks for the picture
 * before it lays out the page; only where `media` matches, the screens on which the picture is
 * in the first screen. Browsers that do not decode AVIF skip it by its type.
 */
export function usePreloadedSampleFigure(id: SampleFigureId, sizes: string, media: string): void {
  preload(`${SAMPLE_PUBLIC_PATH}/${sampleFigureFile(id, SAMPLE_FIGURE_WIDTHS[1], bestFormat.extension)}`, {
    as: 'image',
    type: bestFormat.mimeType,
    imageSrcSet: sampleFigureSrcSet(id, bestFormat.extension),
    imageSizes: sizes,
    media,
    fetchPriority: 'high',
  });
}
