import { FEATURE_CATALOGUE_GROUPS, FEATURE_ICON_NAMES, FEATURE_IDS, FEATURES, findFeature, isFeatureId } from './features';

describe('feature catalogue', () => {
  it('has the six feature pages of SITE-SPEC section 2, in order, with their icons', () => {
    expect(FEATURE_IDS).toEqual(['point-cloud', 'surface-modeling', 'water-flow', 'surface-compare', 'contour-generation', 'profile-tools']);
    expect(FEATURES.map((feature) => [feature.id, feature.icon])).toEqual([
      ['point-cloud', 'cube'],
      ['surface-modeling', 'layers'],
      ['water-flow', 'droplet'],
      ['surface-compare', 'area-chart'],
      ['contour-generation', 'map'],
      ['profile-tools', 'ruler'],
    ]);
    expect(FEATURE_ICON_NAMES).toEqual(FEATURES.map((feature) => feature.icon));
  });

  it.each(FEATURES.map((feature) => [feature.id, feature] as const))('gives %s complete page content', (_id, feature) => {
    expect(feature.title).not.toBe('');
    expect(feature.description).not.toBe('');
    expect(feature.seo.title).not.toBe('');
    expect(feature.seo.description).not.toBe('');
    expect(feature.seo.keywords.length).toBeGreaterThan(0);
    expect(feature.detail.overview.length).toBeGreaterThan(0);
    expect(feature.detail.capabilities.length).toBeGreaterThan(0);
    expect(feature.detail.workflow).toHaveLength(4);
    expect(feature.detail.applications.length).toBeGreaterThan(0);
  });

  it('finds a feature by id and refuses anything else', () => {
    expect(findFeature('water-flow')?.title).toBe('Water Flow Analysis');
    expect(findFeature('nope')).toBeNull();
    expect(findFeature('toString')).toBeNull();
    expect(isFeatureId('profile-tools')).toBe(true);
    expect(isFeatureId('Profile-Tools')).toBe(false);
    expect(isFeatureId(undefined)).toBe(false);
  });

  it('names every format SITE-SPEC section 1 lists', () => {
    const text = JSON.stringify([FEATURES, FEATURE_CATALOGUE_GROUPS]);
    for (const format of ['LAS', 'LAZ', 'XYZ', 'CSV', 'TXT', 'DXF', 'OBJ', 'STL', 'PLY', 'VTK', 'shapefile', 'ASC']) {
      expect(text).toContain(format);
    }
  });
});

describe('feature catalogue groups', () => {
  it('has the ten groups of the /features page, in order', () => {
    expect(FEATURE_CATALOGUE_GROUPS.map((group) => group.title)).toEqual([
      'Point Cloud Tools - Data Processing',
      'Visualization & Enhancement',
      'Mesh Tools - Analysis',
      'Mesh Tools - Editing & Processing',
      'Mesh Tools - Visualization',
      'Polygon Tools',
      'Drawing & Measurement Tools',
      'Import & Export Tools',
      'Utility Tools',
      'Visualization Tools',
    ]);
  });

  it('fills every group with described tools, over 25 of them for point clouds', () => {
    for (const group of FEATURE_CATALOGUE_GROUPS) {
      expect(group.tools.length).toBeGreaterThan(0);
      for (const tool of group.tools) {
        expect(tool.name.trim()).not.toBe('');
        expect(tool.description.trim()).not.toBe('');
      }
    }
    expect(FEATURE_CATALOGUE_GROUPS[0].tools.length).toBeGreaterThan(25);
  });

  it('names each tool once across the catalogue', () => {
    const names = FEATURE_CATALOGUE_GROUPS.flatMap((group) => group.tools.map((tool) => tool.name.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
  });

  it('includes the example tools of SITE-SPEC section 2', () => {
    const names = FEATURE_CATALOGUE_GROUPS.flatMap((group) => group.tools.map((tool) => tool.name));
    expect(names).toEqual(
      expect.arrayContaining([
        'Ground Cloth Filter',
        'Noise Removal',
        'Decimation',
        'Rasterize',
        'Floor Estimation',
        'Colour from Image',
        'Registration',
        'Prism Volume',
        'Grid Volume',
        'Crest/Valley Extraction',
        'Mesh Intersection',
        'Profile',
        'Remesh',
        'Cut/Crop',
        'Clip to Polygon',
        'Measurements',
        'DXF Export',
        'Data Protection',
        'Project Save/Load',
      ]),
    );
  });
});
