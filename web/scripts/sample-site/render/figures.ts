import type { SampleFigureId } from '../../../src/content/sample-figures';
import type { SampleCloud } from '../../../src/lib/sample-cloud-format';
import type { SampleSite } from '../terrain';
import { heroFigure, pointCloudFigure, surfaceModellingFigure } from './perspective-figures';
import { contoursFigure, surfaceCompareFigure, waterFlowFigure } from './plan-figures';
import { profileFigure } from './profile-figure';
import type { FigureDrawing } from './scene';

/** How each figure is drawn from the sample site and its after-excavation survey; each drawn only when called. */
export function sampleFigureDrawings(site: SampleSite, afterSurvey: SampleCloud): Record<SampleFigureId, () => FigureDrawing> {
  return {
    hero: () => heroFigure(site.after, afterSurvey),
    'point-cloud': () => pointCloudFigure(site.after, afterSurvey),
    'surface-modelling': () => surfaceModellingFigure(site.after),
    'water-flow': () => waterFlowFigure(site.after),
    'surface-compare': () => surfaceCompareFigure(site.before, site.after),
    contours: () => contoursFigure(site.after),
    profiles: () => profileFigure(site.before, site.after),
  };
}
