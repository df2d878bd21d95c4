import type { FeatureId } from '@pointforge/domain';

/**
 * The figures computed from the generated sample site (web/scripts/sample-site): the landing
 * hero and one per feature page. The generator writes every figure at every width and format
 * below to `/sample/` at build time; the pages read the same names from here.
 */

export type SampleFigureId = 'hero' | 'point-cloud' | 'surface-modelling' | 'water-flow' | 'surface-compare' | 'contours' | 'profiles';

/** Every figure is drawn at this size (3:2); the files are scaled-down copies. */
export const SAMPLE_FIGURE_SIZE = { width: 1200, height: 800 } as const;

/**
 * The widths written for each figure, in pixels. 680 covers a phone's column (380 CSS px at
 * Lighthouse's 1.75 device pixels per CSS pixel) with nothing to spare.
 */
export const SAMPLE_FIGURE_WIDTHS = [480, 680, 1200] as const;

/** The formats written for each width, best first; the last is the `<img>` fallback. */
export const SAMPLE_FIGURE_FORMATS = [
  { extension: 'avif', mimeType: 'image/avif' },
  { extension: 'webp', mimeType: 'image/webp' },
  { extension: 'jpg', mimeType: 'image/jpeg' },
] as const;
export type SampleFigureExtension = (typeof SAMPLE_FIGURE_FORMATS)[number]['extension'];

/** The public folder of the generated files (web/public/sample, gitignored). */
export const SAMPLE_PUBLIC_PATH = '/sample';

export function sampleFigureFile(id: SampleFigureId, width: number, extension: SampleFigureExtension): string {
  return `${id}-${width}.${extension}`;
}

/** The `srcset` of one figure in one format. */
export function sampleFigureSrcSet(id: SampleFigureId, extension: SampleFigureExtension): string {
  return SAMPLE_FIGURE_WIDTHS.map((width) => `${SAMPLE_PUBLIC_PATH}/${sampleFigureFile(id, width, extension)} ${width}w`).join(', ');
}

/** The fallback `<img src>`: the middle width of the last format. */
export function sampleFigureFallbackSrc(id: SampleFigureId): string {
  const extension = SAMPLE_FIGURE_FORMATS[SAMPLE_FIGURE_FORMATS.length - 1].extension;
  return `${SAMPLE_PUBLIC_PATH}/${sampleFigureFile(id, SAMPLE_FIGURE_WIDTHS[1], extension)}`;
}

/** What each figure shows, in words: its alt text, and the caption under it. */
export const SAMPLE_FIGURES: Record<SampleFigureId, { readonly alt: string; readonly caption: string }> = {
  hero: {
    alt: 'Perspective view of a surveyed open-pit mine site as a point cloud coloured by elevation, from low blue-green to high ochre, with benched pit walls, a haul ramp, a stockpile and white contour lines draped over the terrain.',
    caption: 'Sample site: 400 × 300 m survey point cloud, coloured by elevation, with 5 m contours.',
  },
  'point-cloud': {
    alt: 'Perspective view of the sample site point cloud with every point coloured by its class: ground in sand, the excavated pit in slate blue, the stockpile in orange and vegetation in green, with a legend of the classes.',
    caption: 'Classified point cloud of the sample site: ground, pit, stockpile and vegetation.',
  },
  'surface-modelling': {
    alt: 'Shaded triangulated surface mesh of the open pit and its surroundings in perspective, with the triangle edges drawn in thin lines, showing the benches, the ramp and the pit floor.',
    caption: 'Triangulated surface (Delaunay) of the excavated epoch, shaded by a low sun.',
  },
  'water-flow': {
    alt: 'Plan view of the terrain in grey relief shading with drainage streams in blue, their width growing with flow accumulation, and the depressions that fill with water, the pit among them, shaded in light blue.',
    caption: 'D8 flow directions and flow accumulation on the depression-filled surface.',
  },
  'surface-compare': {
    alt: 'Plan-view cut and fill map between the two survey epochs: the excavated pit in red shades of cut, the grown stockpile in teal shades of fill, with the cut and fill volumes by the prism and the grid method printed in a panel.',
    caption: 'Cut and fill between the before and after epochs, by the prism and the grid method.',
  },
  contours: {
    alt: 'Plan-view contour map of the sample site on a light elevation tint: thin minor contours every metre, bold major contours every 5 metres labelled with their elevation, tightly spaced around the pit benches and the stockpile.',
    caption: 'Contours every 1 m, major every 5 m, labelled in metres.',
  },
  profiles: {
    alt: 'Cross-section chart through the pit and the stockpile comparing the ground before excavation, a dashed line, with the surface after, a solid line; the removed material is shaded red and the added material teal, with elevation and chainage axes.',
    caption: 'Cross-section A–A′ through both epochs, at the vertical exaggeration its legend states.',
  },
};

/** The figure each feature page shows beside its overview. */
export const FEATURE_FIGURES: Record<FeatureId, SampleFigureId> = {
  'point-cloud': 'point-cloud',
  'surface-modeling': 'surface-modelling',
  'water-flow': 'water-flow',
  'surface-compare': 'surface-compare',
  'contour-generation': 'contours',
  'profile-tools': 'profiles',
};
