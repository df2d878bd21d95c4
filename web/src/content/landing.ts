import { BRAND } from '@pointforge/domain';

/** Landing-page copy. The product name always comes from the brand file. */
export const landingCopy = {
  hero: {
    title: BRAND.productName,
    description:
      'Desktop software for 3D point clouds, surface meshes and polygons, built for surveyors, miners and civil engineers.',
  },
} as const;
