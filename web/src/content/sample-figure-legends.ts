import { CUT_HEX, CUT_STOPS, FIGURE_COLOURS, FILL_HEX, FILL_STOPS } from '../lib/sample-palette';
import type { SampleFigureId } from './sample-figures';

/**
 * The legends of the feature figures, shown as HTML beside the picture rather than drawn in
 * it: text drawn into a 1200-pixel picture comes out about 5 px high on a phone, while these
 * follow the page's type and the reader's text size, and are read out. The numbers are the
 * generator's (web/scripts/sample-site); its tests fail when they no longer match.
 */

export type LegendSwatch =
  | { readonly kind: 'dot' | 'box'; readonly colour: string }
  | { readonly kind: 'line'; readonly colour: string; readonly width: number; readonly dashed?: boolean; readonly faint?: boolean };

export interface LegendEntry {
  readonly swatch: LegendSwatch;
  readonly label: string;
}

export interface FigureLegend {
  readonly title: string;
  readonly entries?: readonly LegendEntry[];
  /** A table of numbers: a row per swatch and label, a column per heading. */
  readonly table?: { readonly columns: readonly string[]; readonly rows: readonly (LegendEntry & { readonly values: readonly string[] })[] };
  /** A colour ramp, low end first, with the words at each end. */
  readonly ramp?: { readonly label: string; readonly stops: readonly string[]; readonly low: string; readonly high: string };
  readonly notes?: readonly string[];
}

const PERSPECTIVE_NOTE = 'Vertical exaggeration 1.5×';

export interface SampleFigureNumbers {
  /** The surface-modelling figure's TIN: its triangles and points. */
  readonly tin: { readonly triangles: string; readonly points: string };
  /** Cut and fill by each method, and how far apart the methods are. */
  readonly volumes: {
    readonly cut: { readonly prism: string; readonly grid: string };
    readonly fill: { readonly prism: string; readonly grid: string };
    readonly agreementPercent: string;
  };
  /** The largest height change, in whole metres: the ends of the cut/fill colour scale. */
  readonly changeFullScale: number;
  readonly profileExaggeration: number;
}

/**
 * Numbers the generator computes from the sample site; the build (and
 * web/scripts/sample-site/render/figures.spec.ts) fails when they differ (render/legend-numbers.ts).
 */
export const SAMPLE_FIGURE_NUMBERS: SampleFigureNumbers = {
  tin: { triangles: '4,117', points: '2,122' },
  volumes: { cut: { prism: '133,580 m³', grid: '133,580 m³' }, fill: { prism: '15,278 m³', grid: '15,278 m³' }, agreementPercent: '0.00015' },
  changeFullScale: 21,
  profileExaggeration: 7,
};

const { tin, volumes, changeFullScale, profileExaggeration } = SAMPLE_FIGURE_NUMBERS;

/** The legend of each feature figure (the landing hero keeps its own in the picture). */
export const SAMPLE_FIGURE_LEGENDS: Partial<Record<SampleFigureId, FigureLegend>> = {
  'point-cloud': {
    title: 'Classified points',
    entries: (['ground', 'pit', 'stockpile', 'vegetation'] as const).map((sampleClass) => ({
      swatch: { kind: 'dot', colour: FIGURE_COLOURS.classes[sampleClass] },
      label: `${sampleClass[0].toUpperCase()}${sampleClass.slice(1)}`,
    })),
    notes: [PERSPECTIVE_NOTE],
  },
  'surface-modelling': {
    title: 'Adaptive TIN of the pit',
    notes: [`${tin.triangles} triangles · ${tin.points} points`, PERSPECTIVE_NOTE],
  },
  'water-flow': {
    title: 'Water flow · D8',
    entries: [
      { swatch: { kind: 'line', colour: FIGURE_COLOURS.stream, width: 4 }, label: 'Streams, width by accumulation' },
      { swatch: { kind: 'box', colour: FIGURE_COLOURS.depression }, label: 'Filled depressions' },
    ],
    notes: ['Streams drain ≥ 800 m² · 2 m grid'],
  },
  'surface-compare': {
    title: 'Cut and fill, after − before',
    table: {
      columns: ['Prism (TIN)', 'Grid (2 m)'],
      rows: [
        { swatch: { kind: 'box', colour: CUT_HEX }, label: 'Cut', values: [volumes.cut.prism, volumes.cut.grid] },
        { swatch: { kind: 'box', colour: FILL_HEX }, label: 'Fill', values: [volumes.fill.prism, volumes.fill.grid] },
      ],
    },
    notes: [`The two methods differ by ${volumes.agreementPercent} % at most`],
    ramp: { label: 'Height change', stops: [...[...CUT_STOPS].reverse(), ...FILL_STOPS], low: `−${changeFullScale} m cut`, high: `+${changeFullScale} m fill` },
  },
  contours: {
    title: 'Contours, m',
    entries: [
      { swatch: { kind: 'line', colour: FIGURE_COLOURS.contour, width: 3 }, label: 'major 5 m' },
      { swatch: { kind: 'line', colour: FIGURE_COLOURS.contour, width: 1.5, faint: true }, label: 'minor 1 m' },
    ],
  },
  profiles: {
    title: 'Section A–A′ · stockpile and pit',
    entries: [
      { swatch: { kind: 'line', colour: FIGURE_COLOURS.profileBefore, width: 3, dashed: true }, label: 'Before' },
      { swatch: { kind: 'line', colour: FIGURE_COLOURS.profileAfter, width: 3 }, label: 'After' },
      { swatch: { kind: 'box', colour: CUT_HEX }, label: 'Cut' },
      { swatch: { kind: 'box', colour: FILL_HEX }, label: 'Fill' },
    ],
    notes: [`Vertical exaggeration ${profileExaggeration}× · elevation and chainage, m`],
  },
};
