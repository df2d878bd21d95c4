import { BRAND } from './brand';

/**
 * The feature catalogue (SITE-SPEC sections 1 and 2): the six feature areas the landing
 * page and the /features/:featureId pages present, and the ten tool groups of the /features
 * catalogue. Static content, kept here so every surface (web pages, prerendered HTML,
 * sitemap) reads the same words.
 */

/** The six feature pages, in the order the landing page shows their cards. */
export const FEATURE_IDS = [
  'point-cloud',
  'surface-modeling',
  'water-flow',
  'surface-compare',
  'contour-generation',
  'profile-tools',
] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

/** Names of the icons the web app draws for the features. */
export const FEATURE_ICON_NAMES = ['cube', 'layers', 'droplet', 'area-chart', 'map', 'ruler'] as const;
export type FeatureIconName = (typeof FEATURE_ICON_NAMES)[number];

/** A titled line of detail copy: a capability or an application. */
export interface FeaturePoint {
  readonly title: string;
  readonly description: string;
}

/** The long-form content of a feature page. */
export interface FeatureDetail {
  /** One or more overview paragraphs. */
  readonly overview: readonly string[];
  readonly capabilities: readonly FeaturePoint[];
  /** A typical workflow, always four steps. */
  readonly workflow: readonly FeaturePoint[];
  readonly applications: readonly FeaturePoint[];
}

/** What a feature page tells search engines and link previews. */
export interface FeatureSeo {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
}

export interface Feature {
  readonly id: FeatureId;
  readonly title: string;
  /** One or two sentences: the landing card and the feature page's header. */
  readonly description: string;
  readonly icon: FeatureIconName;
  readonly seo: FeatureSeo;
  readonly detail: FeatureDetail;
}

/** A named tool of the /features catalogue. */
export interface CatalogueTool {
  readonly name: string;
  /** One line. */
  readonly description: string;
}

export interface FeatureCatalogueGroup {
  readonly title: string;
  readonly tools: readonly CatalogueTool[];
}

const product = BRAND.productName;

function defineFeature(feature: Feature): Feature {
  const { detail, seo } = feature;
  return Object.freeze({
    ...feature,
    seo: Object.freeze({ ...seo, keywords: Object.freeze([...seo.keywords]) }),
    detail: Object.freeze({
      overview: Object.freeze([...detail.overview]),
      capabilities: Object.freeze(detail.capabilities.map((point) => Object.freeze({ ...point }))),
      workflow: Object.freeze(detail.workflow.map((point) => Object.freeze({ ...point }))),
      applications: Object.freeze(detail.applications.map((point) => Object.freeze({ ...point }))),
    }),
  });
}

/** The six feature areas, in FEATURE_IDS order. */
export const FEATURES: readonly Feature[] = Object.freeze([
  defineFeature({
    id: 'point-cloud',
    title: 'Point Cloud Processing',
    description:
      'Import, clean, classify and thin LiDAR, drone and scanner point clouds in LAS, LAZ, XYZ, CSV, TXT and PLY formats.',
    icon: 'cube',
    seo: {
      title: 'Point Cloud Processing',
      description: `Process LiDAR, drone photogrammetry and terrestrial scan data in ${product}: import LAS, LAZ, XYZ, CSV, TXT and PLY, remove noise, classify ground, decimate, colourise and smooth point clouds.`,
      keywords: [
        'point cloud processing',
        'LAS LAZ software',
        'LiDAR ground classification',
        'point cloud noise removal',
        'point cloud decimation',
        'drone survey point cloud',
      ],
    },
    detail: {
      overview: [
        `${product} reads the point clouds your instruments produce, from airborne and mobile LiDAR to drone photogrammetry and terrestrial laser scans, and turns millions of raw points into clean, classified data you can model and measure.`,
        'Every step runs on the full-resolution cloud with parameters you control, so the ground surface you build from it is one you can defend to a client, an inspector or a mine planner.',
      ],
      capabilities: [
        {
          title: 'Multi-format import',
          description:
            'Load LAS and LAZ (with classification, intensity, return and RGB attributes), delimited XYZ, CSV and TXT files with column mapping, and PLY clouds.',
        },
        {
          title: 'Ground classification',
          description:
            'Separate bare earth from vegetation, plant and structures with a cloth simulation filter tuned by cloth resolution, rigidness and slope handling.',
        },
        {
          title: 'Noise and outlier filtering',
          description:
            'Remove birds, multipath returns and isolated points with statistical outlier removal and radius filters.',
        },
        {
          title: 'Decimation',
          description:
            'Thin dense clouds by voxel grid, minimum point spacing or random sampling while preserving breaklines and edges.',
        },
        {
          title: 'Colourisation',
          description:
            'Colour points from a georeferenced orthophoto or image, or by elevation, intensity and classification.',
        },
        {
          title: 'Selection and smoothing',
          description:
            'Select by box, lasso, polygon or attribute range, then smooth measurement roughness without flattening real features.',
        },
      ],
      workflow: [
        {
          title: 'Import the cloud',
          description: 'Open LAS, LAZ, XYZ, CSV, TXT or PLY data and check its extents, density and attributes.',
        },
        {
          title: 'Clean the data',
          description: 'Crop to the area of interest and strip noise, outliers and duplicate points.',
        },
        {
          title: 'Classify and thin',
          description: 'Extract the ground with the cloth filter and decimate to the spacing your model needs.',
        },
        {
          title: 'Model or export',
          description: 'Build a surface from the cleaned points or export them as LAS or XYZ for other software.',
        },
      ],
      applications: [
        {
          title: 'Stockpile and pit surveys',
          description: 'Clean drone and LiDAR captures of stockpiles and open pits before volume calculation.',
        },
        {
          title: 'Topographic mapping',
          description: 'Derive bare-earth terrain from aerial LiDAR for design and mapping projects.',
        },
        {
          title: 'As-built verification',
          description: 'Compare scanned structures and earthworks against design for quality control.',
        },
        {
          title: 'Corridor surveys',
          description: 'Process mobile mapping data of roads, rail and power line corridors.',
        },
      ],
    },
  }),
  defineFeature({
    id: 'surface-modeling',
    title: 'Surface Modelling',
    description:
      'Turn points into accurate triangulated surfaces, then smooth, optimise, decimate, remesh and clip them to your boundaries.',
    icon: 'layers',
    seo: {
      title: 'Surface Modelling and Mesh Processing',
      description: `Build triangulated surfaces (TIN meshes) from point clouds in ${product}: smoothing, optimisation, decimation, remeshing and clipping to boundary polygons, with OBJ, STL, PLY, VTK and DXF output.`,
      keywords: [
        'surface modelling software',
        'TIN from point cloud',
        'mesh decimation',
        'remeshing',
        'digital terrain model',
        'mesh clipping',
      ],
    },
    detail: {
      overview: [
        `A good surface is the foundation of every volume, contour and profile. ${product} triangulates classified points into a terrain or object mesh, then gives you the tools to make it lighter, smoother and cleaner without losing the shape that matters.`,
        'Surfaces can be clipped to site boundaries and exported in the mesh and CAD formats your design and mine planning packages expect.',
      ],
      capabilities: [
        {
          title: 'Points to mesh',
          description: 'Create a triangulated irregular network (TIN) from points by Delaunay triangulation, with maximum edge length control.',
        },
        {
          title: 'Smoothing',
          description: 'Apply Laplacian or Taubin smoothing to reduce noise while keeping the surface volume stable.',
        },
        {
          title: 'Optimisation',
          description: 'Flip poor edges, remove slivers and degenerate faces, and repair non-manifold geometry.',
        },
        {
          title: 'Decimation',
          description: 'Reduce triangle count with quadric edge collapse and a tolerance you set, so flat areas lose detail first.',
        },
        {
          title: 'Remeshing',
          description: 'Rebuild the surface with uniform, well-shaped triangles at a target edge length.',
        },
        {
          title: 'Clipping',
          description: 'Clip a surface to a drawn or imported boundary polygon, or cut it with a plane or box.',
        },
      ],
      workflow: [
        {
          title: 'Prepare the points',
          description: 'Start from a cleaned, ground-classified point cloud or import an existing OBJ, STL, PLY or VTK mesh.',
        },
        {
          title: 'Build the surface',
          description: 'Triangulate the points and limit edge length so gaps are not bridged.',
        },
        {
          title: 'Refine the mesh',
          description: 'Smooth, optimise, decimate or remesh until the surface is accurate and light enough to work with.',
        },
        {
          title: 'Clip and export',
          description: 'Clip to the site boundary and export as OBJ, STL, PLY, VTK or DXF.',
        },
      ],
      applications: [
        {
          title: 'Digital terrain models',
          description: 'Produce bare-earth terrain models for design, planning and reporting.',
        },
        {
          title: 'Mine planning surfaces',
          description: 'Deliver pit, dump and stockpile surfaces to mine planning and scheduling software.',
        },
        {
          title: 'Earthworks design',
          description: 'Provide existing-ground surfaces for road, platform and dam design.',
        },
        {
          title: '3D printing and visualisation',
          description: 'Export watertight, lightweight meshes for models, presentations and web viewers.',
        },
      ],
    },
  }),
  defineFeature({
    id: 'water-flow',
    title: 'Water Flow Analysis',
    description:
      'Model how water moves across a surface with D8 flow direction, depression filling, flow accumulation, wetness index and streamlines.',
    icon: 'droplet',
    seo: {
      title: 'Water Flow and Drainage Analysis',
      description: `Analyse surface hydrology in ${product}: D8 flow direction, depression filling, flow accumulation, topographic wetness index, streamlines and contours for drainage design and erosion control.`,
      keywords: [
        'water flow analysis',
        'D8 flow direction',
        'flow accumulation',
        'depression filling',
        'topographic wetness index',
        'drainage analysis software',
      ],
    },
    detail: {
      overview: [
        `Water shapes every site. ${product} runs proven terrain hydrology on your surfaces so you can see where runoff will go, where it will pond and where it will concentrate, before the first storm does it for you.`,
        'Results are drawn directly on the surface and can be exported with contours for drainage design and environmental reporting.',
      ],
      capabilities: [
        {
          title: 'D8 flow direction',
          description: 'Route flow from every cell to its steepest downslope neighbour of the eight around it.',
        },
        {
          title: 'Depression filling',
          description: 'Fill sinks and flat areas so flow paths are continuous, or keep them to locate ponding.',
        },
        {
          title: 'Flow accumulation',
          description: 'Count the upslope area draining through each cell to reveal drainage lines and catchments.',
        },
        {
          title: 'Wetness index',
          description: 'Compute the topographic wetness index from catchment area and slope to map saturation-prone ground.',
        },
        {
          title: 'Streamlines',
          description: 'Trace the paths water follows from any start point down to outlets and low points.',
        },
        {
          title: 'Contours',
          description: 'Overlay contours on the flow results to read grades and catchment boundaries at a glance.',
        },
      ],
      workflow: [
        {
          title: 'Load a surface',
          description: 'Use a terrain surface built from a ground-classified point cloud, or import an ASC grid.',
        },
        {
          title: 'Condition the terrain',
          description: 'Fill depressions, or keep them deliberately where ponding is real.',
        },
        {
          title: 'Run the flow model',
          description: 'Compute D8 flow direction, flow accumulation and the wetness index, and trace streamlines.',
        },
        {
          title: 'Review and export',
          description: 'Inspect flow paths over contours and export the results for design and reporting.',
        },
      ],
      applications: [
        {
          title: 'Haul road and bench drainage',
          description: 'Check that water leaves roads and benches where the design intends.',
        },
        {
          title: 'Pit dewatering',
          description: 'Find where water collects in open pits and plan sump locations.',
        },
        {
          title: 'Stormwater design',
          description: 'Size channels and culverts from catchment areas and flow concentration.',
        },
        {
          title: 'Erosion risk',
          description: 'Locate concentrated flow and saturated ground on slopes, dumps and rehabilitated land.',
        },
      ],
    },
  }),
  defineFeature({
    id: 'surface-compare',
    title: 'Surface Compare',
    description:
      'Measure vertical differences between surfaces, with statistics, histograms, coverage and prism or grid volumes for earthworks and mining progress.',
    icon: 'area-chart',
    seo: {
      title: 'Surface Compare and Volume Calculation',
      description: `Compare two surfaces in ${product}: vertical differences, cut and fill statistics, histograms, coverage and volumes by the prism and grid methods for earthwork estimation and mining progress.`,
      keywords: [
        'surface comparison',
        'cut and fill volume',
        'prism volume',
        'grid volume',
        'stockpile volume',
        'mining progress survey',
      ],
    },
    detail: {
      overview: [
        `${product} compares two surfaces, or a surface and a design level, and reports exactly what changed: where material was cut, where it was filled and how much moved.`,
        'Volumes are computed by two independent methods, prism and grid, so you can cross-check a figure before it goes into a progress claim or a month-end reconciliation.',
      ],
      capabilities: [
        {
          title: 'Vertical differences',
          description: 'Map the elevation change between two surfaces with a cut and fill colour scale.',
        },
        {
          title: 'Statistics',
          description: 'Report minimum, maximum, mean and standard deviation of the differences.',
        },
        {
          title: 'Histogram',
          description: 'See how differences are distributed to spot systematic offsets and survey errors.',
        },
        {
          title: 'Coverage',
          description: 'Measure how much of the area both surfaces overlap, so gaps are never counted as volume.',
        },
        {
          title: 'Prism volume',
          description: 'Compute cut and fill by the prism method, triangle by triangle, between the surfaces.',
        },
        {
          title: 'Grid volume',
          description: 'Compute cut and fill by summing grid cells at a cell size you choose, for a second opinion.',
        },
      ],
      workflow: [
        {
          title: 'Load both surfaces',
          description: 'Import the earlier and later surveys, or a survey and a design surface.',
        },
        {
          title: 'Set the boundary',
          description: 'Clip the comparison to a polygon such as a pit outline, stockpile toe or work area.',
        },
        {
          title: 'Compare and compute',
          description: 'Run the vertical difference and calculate volumes by the prism and grid methods.',
        },
        {
          title: 'Report the result',
          description: 'Review statistics, histogram and coverage, then export the difference map and figures.',
        },
      ],
      applications: [
        {
          title: 'Earthwork estimation',
          description: 'Quantify cut and fill for bulk earthworks, platforms and road formations.',
        },
        {
          title: 'Mining progress',
          description: 'Measure monthly advance and material moved in pits, dumps and benches.',
        },
        {
          title: 'Stockpile reconciliation',
          description: 'Check stockpile inventories against production and sales records.',
        },
        {
          title: 'Change detection',
          description: 'Track erosion, subsidence and deposition between repeat surveys.',
        },
      ],
    },
  }),
  defineFeature({
    id: 'contour-generation',
    title: 'Contour Generation',
    description:
      'Generate clean major and minor contours at standard or custom intervals, with colours and labels, and export them to DXF.',
    icon: 'map',
    seo: {
      title: 'Contour Generation and DXF Export',
      description: `Generate contours from surfaces in ${product}: major and minor intervals, custom intervals, colours and elevation labels, with layered DXF export for CAD and GIS.`,
      keywords: [
        'contour generation',
        'contour lines from point cloud',
        'major and minor contours',
        'contour labels',
        'DXF contours',
        'topographic contours',
      ],
    },
    detail: {
      overview: [
        `Contours remain the common language of site plans. ${product} threads contour lines through your surface at the intervals you choose and labels them so drawings are readable at any scale.`,
        'Major and minor contours go to separate DXF layers with their elevations, ready for CAD drafting and GIS.',
      ],
      capabilities: [
        {
          title: 'Major and minor intervals',
          description: 'Set a minor interval and emphasise every nth line as a major contour.',
        },
        {
          title: 'Custom intervals',
          description: 'Choose any interval, or contour a specific list of elevations such as design levels.',
        },
        {
          title: 'Colours',
          description: 'Colour majors and minors separately, or by elevation with a colour ramp.',
        },
        {
          title: 'Labels',
          description: 'Place elevation labels along contours with controlled spacing, size and precision.',
        },
        {
          title: 'DXF export',
          description: 'Export 3D polylines on separate major and minor layers, carrying their elevations.',
        },
      ],
      workflow: [
        {
          title: 'Select a surface',
          description: 'Pick the terrain or design surface to contour, clipped to the area you need.',
        },
        {
          title: 'Set intervals',
          description: 'Choose the minor interval, the major spacing or a custom list of elevations.',
        },
        {
          title: 'Style and label',
          description: 'Apply colours and place elevation labels for a readable plan.',
        },
        {
          title: 'Export to DXF',
          description: 'Send layered 3D contours to CAD or GIS.',
        },
      ],
      applications: [
        {
          title: 'Topographic plans',
          description: 'Produce contour plans for land surveys, site layouts and planning submissions.',
        },
        {
          title: 'Mine plans',
          description: 'Update pit and dump contours after each survey.',
        },
        {
          title: 'Civil design',
          description: 'Give designers existing-ground contours for roads, platforms and drainage.',
        },
        {
          title: 'Environmental reporting',
          description: 'Show landform and rehabilitation progress on standard contour maps.',
        },
      ],
    },
  }),
  defineFeature({
    id: 'profile-tools',
    title: 'Profile & Cross-Section Tools',
    description:
      'Cut profiles and cross-sections through several surfaces at once, with vertical exaggeration, saved paths and interactive HTML export.',
    icon: 'ruler',
    seo: {
      title: 'Profile and Cross-Section Tools',
      description: `Draw long sections and cross-sections through multiple surfaces in ${product}, with vertical exaggeration, paths saved as JSON and interactive HTML export to share with your team.`,
      keywords: [
        'profile tool',
        'cross section software',
        'long section',
        'multi-surface profile',
        'vertical exaggeration',
        'interactive HTML profile',
      ],
    },
    detail: {
      overview: [
        `A section line tells the story a plan view cannot. ${product} draws profiles and cross-sections through any number of surfaces at once, so you can see original ground, current survey and design together.`,
        'Paths are saved for reuse on the next survey, and finished profiles export as interactive HTML that anyone can open in a browser.',
      ],
      capabilities: [
        {
          title: 'Multi-surface profiles',
          description: 'Plot several surfaces along the same line to compare survey dates or design and as-built.',
        },
        {
          title: 'Cross-sections',
          description: 'Cut sections at regular chainage intervals along an alignment.',
        },
        {
          title: 'Vertical exaggeration',
          description: 'Exaggerate the vertical scale to make subtle grades and settlements visible.',
        },
        {
          title: 'Saved paths as JSON',
          description: 'Save profile paths as JSON files and reload them to repeat the same sections later.',
        },
        {
          title: 'Interactive HTML export',
          description: 'Export profiles as self-contained HTML with zoom and hover read-outs of chainage and elevation.',
        },
      ],
      workflow: [
        {
          title: 'Draw or load a path',
          description: 'Draw a line across the surfaces, or load a saved JSON path.',
        },
        {
          title: 'Choose surfaces',
          description: 'Select the surfaces to plot, such as original ground, latest survey and design.',
        },
        {
          title: 'Adjust the view',
          description: 'Set vertical exaggeration and read elevations and grades along the section.',
        },
        {
          title: 'Save and share',
          description: 'Save the path as JSON and export the profile as interactive HTML.',
        },
      ],
      applications: [
        {
          title: 'Road and rail alignments',
          description: 'Check long sections and cross-sections of formations and cuttings.',
        },
        {
          title: 'Pit and bench profiles',
          description: 'Inspect wall angles, bench widths and ramp grades in open pits.',
        },
        {
          title: 'Dam and embankment sections',
          description: 'Monitor crest levels and settlement of tailings dams and embankments.',
        },
        {
          title: 'Channel and river sections',
          description: 'Measure channel capacity and bed changes for hydrological studies.',
        },
      ],
    },
  }),
]);

export function isFeatureId(value: unknown): value is FeatureId {
  return typeof value === 'string' && (FEATURE_IDS as readonly string[]).includes(value);
}

/** The feature a /features/:featureId address names, or null for an unknown id. */
export function findFeature(id: string): Feature | null {
  if (!isFeatureId(id)) return null;
  return FEATURES.find((feature) => feature.id === id) ?? null;
}

function defineGroup(title: string, tools: readonly CatalogueTool[]): FeatureCatalogueGroup {
  return Object.freeze({ title, tools: Object.freeze(tools.map((tool) => Object.freeze({ ...tool }))) });
}

/** The ten groups of the /features catalogue, in page order. */
export const FEATURE_CATALOGUE_GROUPS: readonly FeatureCatalogueGroup[] = Object.freeze([
  defineGroup('Point Cloud Tools - Data Processing', [
    { name: 'Import Point Cloud', description: 'Load LAS, LAZ, XYZ, CSV, TXT and PLY files with column mapping and attribute detection.' },
    { name: 'Ground Cloth Filter', description: 'Classify bare-earth points with a cloth simulation filter tuned by resolution and rigidness.' },
    { name: 'Noise Removal', description: 'Strip statistical outliers, birds and multipath returns by neighbour distance analysis.' },
    { name: 'Decimation', description: 'Thin dense clouds by voxel grid, minimum spacing or random sampling.' },
    { name: 'Rasterize', description: 'Grid a cloud into an elevation raster from the lowest, highest or mean point per cell.' },
    { name: 'Floor Estimation', description: 'Estimate the floor level of a pit, stope or slab from the lowest dense layer of points.' },
    { name: 'Colour from Image', description: 'Colourise points from a georeferenced orthophoto or image.' },
    { name: 'Registration', description: 'Align overlapping scans by picked point pairs refined with iterative closest point (ICP).' },
    { name: 'Crop Box', description: 'Keep or remove the points inside an axis-aligned or rotated 3D box.' },
    { name: 'Polygon Selection', description: 'Select points inside a drawn or imported polygon to keep, delete or export.' },
    { name: 'Lasso Selection', description: 'Select points freehand on screen for quick manual clean-up.' },
    { name: 'Point Smoothing', description: 'Reduce scanner roughness with moving least squares smoothing.' },
    { name: 'Elevation Filter', description: 'Keep only the points between a lower and an upper elevation.' },
    { name: 'Classification Filter', description: 'Show, hide or extract points by their ASPRS LAS classification code.' },
    { name: 'Intensity Filter', description: 'Filter returns by intensity range to separate materials and targets.' },
    { name: 'Return Filter', description: 'Keep first, last or only returns of multi-return LiDAR data.' },
    { name: 'Duplicate Point Removal', description: 'Merge points that share a position within a set tolerance.' },
    { name: 'Merge Clouds', description: 'Combine several point clouds into one dataset with consistent attributes.' },
    { name: 'Split Cloud', description: 'Split a cloud into tiles or by classification for faster processing.' },
    { name: 'Transform Cloud', description: 'Shift, rotate and scale a cloud, or apply a local-to-grid transformation.' },
    { name: 'Normal Estimation', description: 'Compute point normals from local neighbourhoods for meshing and shading.' },
    { name: 'Vegetation Removal', description: 'Remove vegetation and low objects by their height above the ground surface.' },
    { name: 'Height Above Ground', description: "Compute each point's height above the classified ground." },
    { name: 'Point Density Map', description: 'Map points per square metre to check coverage and spacing.' },
    { name: 'Cloud to Surface Distance', description: 'Measure the signed distance from every point to a reference surface.' },
    { name: 'Breakline Extraction', description: 'Detect kerbs, toes and crests as 3D breaklines from the cloud.' },
    { name: 'Cloud Statistics', description: 'Report point count, extents, spacing and attribute ranges.' },
  ]),
  defineGroup('Visualization & Enhancement', [
    { name: 'Colour by Elevation', description: 'Apply a hypsometric colour ramp to points by height.' },
    { name: 'Colour by Intensity', description: 'Shade points by return intensity to read surface materials.' },
    { name: 'Colour by Classification', description: 'Colour points by LAS class to review ground and vegetation filtering.' },
    { name: 'Eye-Dome Lighting', description: 'Add depth shading so edges and relief stand out without normals.' },
    { name: 'Point Size and Style', description: 'Adjust point size and shape for dense or sparse clouds.' },
    { name: 'Colour Ramp Editor', description: 'Build and save custom colour ramps with fixed or automatic ranges.' },
    { name: 'Brightness and Contrast', description: 'Enhance RGB colours of dark or washed-out photogrammetry clouds.' },
  ]),
  defineGroup('Mesh Tools - Analysis', [
    { name: 'Prism Volume', description: 'Cut and fill volume between surfaces, or to a base level, by the prism method.' },
    { name: 'Grid Volume', description: 'Cut and fill volume by grid cell summation at a chosen cell size.' },
    { name: 'Surface Difference', description: 'Map vertical differences between two surfaces with statistics and a histogram.' },
    { name: 'Crest/Valley Extraction', description: 'Extract crest and valley lines (ridges and toes) from surface curvature.' },
    { name: 'Mesh Intersection', description: 'Compute the 3D lines where two surfaces intersect.' },
    { name: 'Water Flow', description: 'D8 flow direction, depression filling, flow accumulation, wetness index and streamlines.' },
    { name: 'Slope Analysis', description: 'Map slope angle or grade for every face of a surface.' },
    { name: 'Aspect Analysis', description: 'Map the compass direction each part of a slope faces.' },
    { name: 'Area Calculation', description: 'Report plan area and true surface area inside a boundary.' },
    { name: 'Coverage Check', description: 'Measure where two surfaces overlap and where data is missing.' },
  ]),
  defineGroup('Mesh Tools - Editing & Processing', [
    { name: 'Points to Mesh', description: 'Triangulate points into a TIN surface with maximum edge length control.' },
    { name: 'Remesh', description: 'Rebuild a surface with uniform, well-shaped triangles at a target edge length.' },
    { name: 'Mesh Decimation', description: 'Reduce triangle count by quadric edge collapse within a set tolerance.' },
    { name: 'Mesh Smoothing', description: 'Smooth surfaces with Laplacian or volume-preserving Taubin filters.' },
    { name: 'Mesh Optimisation', description: 'Flip poor edges and remove slivers and degenerate triangles.' },
    { name: 'Cut/Crop', description: 'Cut a mesh with a plane or box and keep either side.' },
    { name: 'Fill Holes', description: 'Close gaps in a surface up to a maximum hole size.' },
    { name: 'Repair Mesh', description: 'Remove duplicate vertices, non-manifold edges and self-intersections.' },
    { name: 'Merge Surfaces', description: 'Combine surfaces into one, with the newest data taking precedence.' },
    { name: 'Flatten Area', description: 'Set a region of a surface to a design level, such as a pad or stockpile floor.' },
  ]),
  defineGroup('Mesh Tools - Visualization', [
    { name: 'Elevation Colour Map', description: 'Colour a surface by height with a configurable ramp.' },
    { name: 'Slope Colour Map', description: 'Highlight steep and flat areas with a slope colour scale.' },
    { name: 'Cut/Fill Colour Map', description: 'Show surface differences in cut and fill colours with a legend.' },
    { name: 'Wireframe View', description: 'Display triangle edges to inspect mesh quality.' },
    { name: 'Hillshade', description: 'Shade surfaces from an adjustable sun position to reveal relief.' },
    { name: 'Surface Transparency', description: 'Make surfaces see-through to compare overlapping models.' },
  ]),
  defineGroup('Polygon Tools', [
    { name: 'Draw Polygon', description: 'Digitise boundaries on screen with snapping to points and surfaces.' },
    { name: 'Clip to Polygon', description: 'Clip point clouds and surfaces to the inside or outside of a polygon.' },
    { name: 'Offset Polygon', description: 'Buffer a boundary inwards or outwards by a set distance.' },
    { name: 'Simplify Polygon', description: 'Remove redundant vertices within a tolerance.' },
    { name: 'Drape Polygon', description: 'Drape a 2D boundary onto a surface to give it elevations.' },
    { name: 'Polygon Boolean', description: 'Combine boundaries by union, intersection or difference.' },
    { name: 'Polygon Area and Perimeter', description: 'Report plan area and perimeter of any boundary.' },
  ]),
  defineGroup('Drawing & Measurement Tools', [
    { name: 'Measurements', description: 'Measure horizontal, slope and vertical distances between picked points.' },
    { name: 'Profile', description: 'Draw a section line to plot one or more surfaces along it.' },
    { name: 'Area Measurement', description: 'Measure plan and surface area of a drawn region.' },
    { name: 'Angle Measurement', description: 'Measure angles and grades between picked points.' },
    { name: 'Point Coordinates', description: 'Read the X, Y and Z coordinates of any picked point.' },
    { name: 'Polyline Drawing', description: 'Draw 2D and 3D polylines for alignments, breaklines and annotations.' },
    { name: 'Annotations', description: 'Place text labels and markers in the 3D scene.' },
  ]),
  defineGroup('Import & Export Tools', [
    { name: 'Point Cloud Import', description: 'Read LAS, LAZ, XYZ, CSV, TXT and PLY point clouds.' },
    { name: 'Mesh Import', description: 'Read OBJ, STL, PLY and VTK surfaces.' },
    { name: 'CAD and GIS Import', description: 'Read DXF drawings, shapefiles and ASC elevation grids.' },
    { name: 'DXF Export', description: 'Write contours, polylines, breaklines and meshes to layered DXF for CAD.' },
    { name: 'ASC Export', description: 'Write surfaces as ESRI ASCII grids for GIS.' },
    { name: 'LAS Export', description: 'Write processed point clouds to LAS with classifications kept.' },
    { name: 'Mesh Export', description: 'Write surfaces as OBJ, STL, PLY or VTK.' },
    { name: 'Shapefile Export', description: 'Write polygons and polylines as shapefiles.' },
    { name: 'Report Export', description: 'Save volumes and statistics as CSV for spreadsheets and reports.' },
  ]),
  defineGroup('Utility Tools', [
    { name: 'Project Save/Load', description: 'Save every dataset, setting and result in one project file and reopen it later.' },
    { name: 'Data Protection', description: 'Password-protect project files so client survey data stays confidential.' },
    { name: 'Layer Manager', description: 'Organise, rename, hide and lock point clouds, surfaces and drawings.' },
    { name: 'Undo/Redo', description: 'Step back and forward through edits with a full history.' },
    { name: 'Units and Precision', description: 'Set linear units, volume units and display precision.' },
    { name: 'Processing Log', description: 'Record every operation and parameter for traceable results.' },
  ]),
  defineGroup('Visualization Tools', [
    { name: '3D Navigation', description: 'Orbit, pan and zoom smoothly through large scenes.' },
    { name: 'View Presets', description: 'Jump to top, front, side and isometric views.' },
    { name: 'Lighting Controls', description: 'Adjust light direction and intensity for clearer relief.' },
    { name: 'Background and Grid', description: 'Change the background colour and show a reference grid.' },
    { name: 'Screenshot Export', description: 'Save the current view as a high-resolution image.' },
    { name: 'Split View', description: 'Compare two datasets side by side with linked cameras.' },
  ]),
]);
