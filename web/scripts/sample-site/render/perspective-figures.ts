import { Delaunay } from 'd3-delaunay';
import { SAMPLE_CLOUD_CLASSES, type SampleCloud } from '../../../src/lib/sample-cloud-format';
import { elevationAt, elevationRange, nodeX, nodeY, type Grid } from '../grid';
import { seededRandom } from '../random';
import { SAMPLE_SITE } from '../terrain';
import { elevationColour, FIGURE_COLOURS, hex, type Rgb } from '../../../src/lib/sample-palette';
import { cssRgb, mix, scale, SITE_COLOURS } from './colour';
import { contourLevels, contourLines } from './contour-lines';
import { Raster } from './raster';
import { hillshade } from './relief';
import {
  darkBackdrop,
  escapeXml,
  groundCorners,
  panel,
  PERSPECTIVE_EXAGGERATION,
  RASTER_HEIGHT,
  RASTER_WIDTH,
  siteCamera,
  SITE_VIEW,
  SUPERSAMPLING,
  type FigureDrawing,
  type Projector,
} from './scene';

const GROUPING = new Intl.NumberFormat('en-GB');

/** Relief shading sampled at a point, as a brightness factor that keeps the colour readable. */
function shadeAt(shade: Grid, x: number, y: number): number {
  return 0.5 + 0.62 * elevationAt(shade, x, y);
}

function shadeGrid(grid: Grid): Grid {
  return { ...grid, z: hillshade(grid, PERSPECTIVE_EXAGGERATION * 2) };
}

/** Splat radius: a point a survey spacing wide on the ground, at its distance from the eye. */
function splatRadius(depth: number): number {
  return Math.max(1.1, (RASTER_WIDTH * 1.05) / depth);
}

/** Points are drawn this far (metres) towards the eye, so they stay in front of the surface under them. */
const POINT_LIFT = 1.5;

function drawPoints(raster: Raster, project: Projector, cloud: SampleCloud, colourOf: (index: number, x: number, y: number, z: number) => Rgb): void {
  for (let i = 0; i < cloud.count; i++) {
    const [x, y, z] = [cloud.positions[i * 3], cloud.positions[i * 3 + 1], cloud.positions[i * 3 + 2]];
    const p = project(x, y, z);
    raster.splat(p.x, p.y, p.depth - POINT_LIFT, splatRadius(p.depth), colourOf(i, x, y, z));
  }
}

/**
 * The surveyed surface, dimmed, under the points: the gaps between points show the ground
 * they sample rather than the backdrop, as a viewer's "points over surface" mode does.
 */
function drawDimSurface(raster: Raster, project: Projector, surface: Grid, colourOf: (x: number, y: number, z: number) => Rgb): void {
  const { cols, rows } = surface;
  const screen = Array.from(surface.z, (z, i) => project(nodeX(surface, i % cols), nodeY(surface, Math.floor(i / cols)), z));
  for (let r = 0; r < rows - 1; r++) {
    for (let c = 0; c < cols - 1; c++) {
      const i = r * cols + c;
      const colour = scale(colourOf(nodeX(surface, c), nodeY(surface, r), surface.z[i]), 0.72);
      raster.triangle(screen[i], screen[i + 1], screen[i + cols], colour);
      raster.triangle(screen[i + 1], screen[i + cols + 1], screen[i + cols], colour);
    }
  }
}

function scaleNote(x: number, y: number, anchor: 'start' | 'end' = 'start'): string {
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-size="26" fill="${SITE_COLOURS.onBrandMuted}">Vertical exaggeration ${PERSPECTIVE_EXAGGERATION}×</text>`;
}

/** The hero: the after-excavation survey in perspective, coloured by elevation, with 5 m contours draped on it. */
export function heroFigure(surface: Grid, cloud: SampleCloud): FigureDrawing {
  const { min, max } = elevationRange(surface.z);
  const drawRaster = () => {
    const raster = new Raster(RASTER_WIDTH, RASTER_HEIGHT, darkBackdrop());
    const project = siteCamera(groundCorners(surface, 0, 0, SAMPLE_SITE.width, SAMPLE_SITE.height), { ...SITE_VIEW, margin: 36, topInset: 20 });
    const shade = shadeGrid(surface);
    const colourAt = (x: number, y: number, z: number) => scale(elevationColour((z - min) / (max - min)), shadeAt(shade, x, y));
    drawDimSurface(raster, project, surface, colourAt);
    drawPoints(raster, project, cloud, (_i, x, y, z) => colourAt(x, y, z));

    const contourColour = hex('#f8fafc');
    for (const { level, lines } of contourLines(surface, contourLevels(min, max, 5))) {
      const major = level % 25 === 0;
      for (const line of lines) {
        for (let i = 1; i < line.length; i++) {
          const a = project(line[i - 1][0], line[i - 1][1], level);
          const b = project(line[i][0], line[i][1], level);
          raster.line(a.x, a.y, a.depth, b.x, b.y, b.depth, contourColour, (major ? 2.4 : 1.5) * SUPERSAMPLING * 0.9, major ? 0.9 : 0.7, 8);
        }
      }
    }
    return raster;
  };
  const legendStops = [0, 0.25, 0.5, 0.75, 1].map((t) => `<stop offset="${t}" stop-color="${cssRgb(elevationColour(t))}"/>`).join('');
  const overlay = `
    <defs><linearGradient id="ramp" x1="0" x2="1">${legendStops}</linearGradient></defs>
    ${panel(28, 28, 470, 140)}
    <text x="52" y="74" font-size="30" font-weight="700" fill="${SITE_COLOURS.onBrand}">Elevation, m · contours 5 m</text>
    <rect x="52" y="92" width="422" height="20" rx="4" fill="url(#ramp)"/>
    <text x="52" y="148" font-size="26" fill="${SITE_COLOURS.onBrandMuted}">${Math.round(min)}</text>
    <text x="474" y="148" text-anchor="end" font-size="26" fill="${SITE_COLOURS.onBrandMuted}">${Math.round(max)}</text>
    <text x="1172" y="772" text-anchor="end" font-size="26" fill="${SITE_COLOURS.onBrandMuted}">${escapeXml(`${GROUPING.format(cloud.count)} points · 400 × 300 m`)}</text>
    ${scaleNote(28, 772)}`;
  return { overlay, drawRaster };
}

const CLASS_STYLES: readonly { value: number; colour: string }[] = [
  { value: SAMPLE_CLOUD_CLASSES.ground, colour: FIGURE_COLOURS.classes.ground },
  { value: SAMPLE_CLOUD_CLASSES.pit, colour: FIGURE_COLOURS.classes.pit },
  { value: SAMPLE_CLOUD_CLASSES.stockpile, colour: FIGURE_COLOURS.classes.stockpile },
  { value: SAMPLE_CLOUD_CLASSES.vegetation, colour: FIGURE_COLOURS.classes.vegetation },
];

/** Point cloud: the same survey, each point coloured by its class. */
export function pointCloudFigure(surface: Grid, cloud: SampleCloud): FigureDrawing {
  const drawRaster = () => {
    const raster = new Raster(RASTER_WIDTH, RASTER_HEIGHT, darkBackdrop());
    const project = siteCamera(groundCorners(surface, 0, 0, SAMPLE_SITE.width, SAMPLE_SITE.height), { ...SITE_VIEW, margin: 36, topInset: 20 });
    const shade = shadeGrid(surface);
    const colours = new Map(CLASS_STYLES.map((style) => [style.value, hex(style.colour)]));
    const ground = hex(CLASS_STYLES[0].colour);
    drawDimSurface(raster, project, surface, (x, y) => scale(ground, shadeAt(shade, x, y) * 0.8));
    drawPoints(raster, project, cloud, (i, x, y) => scale(colours.get(cloud.classes[i]) ?? [255, 255, 255], shadeAt(shade, x, y)));
    return raster;
  };
  // Its legend is HTML beside the picture (src/content/sample-figure-legends.ts).
  const overlay = '';
  return { overlay, drawRaster };
}

/**
 * The nodes of an adaptive TIN inside `window`: every grid node where the surface bends
 * (bench crests and toes, the ramp, the stockpile's edges), a sparse seeded sample of the
 * flat ground, and the window's edge, as a surface-modelling tool thins a surface.
 */
function adaptiveTinNodes(surface: Grid, window: { fromX: number; fromY: number; toX: number; toY: number }): [number, number, number][] {
  const { cols, rows, cellSize, z } = surface;
  const random = seededRandom(SAMPLE_SITE.seed + 4);
  const nodes: [number, number, number][] = [];
  for (let r = 1; r < rows - 1; r++) {
    for (let c = 1; c < cols - 1; c++) {
      const [x, y] = [nodeX(surface, c), nodeY(surface, r)];
      if (x < window.fromX || x > window.toX || y < window.fromY || y > window.toY) continue;
      const i = r * cols + c;
      const bend = Math.abs(z[i - 1] + z[i + 1] + z[i - cols] + z[i + cols] - 4 * z[i]) / (cellSize * cellSize);
      const onEdge = x - window.fromX < cellSize || window.toX - x < cellSize || y - window.fromY < cellSize || window.toY - y < cellSize;
      const keep = bend > 0.09 || random.next() < 0.07 || (onEdge && (r + c) % 3 === 0);
      if (keep) nodes.push([x, y, z[i]]);
    }
  }
  return nodes;
}

/** The part of the site the surface-modelling figure shows: the pit and its rim. */
const PIT_WINDOW = { fromX: 170, fromY: 22, toX: 360, toY: 142 };

/** The adaptive TIN of the pit: its nodes and their Delaunay triangulation (d3-delaunay's triangles and half-edges). */
export function pitTin(surface: Grid) {
  const nodes = adaptiveTinNodes(surface, PIT_WINDOW);
  const { triangles, halfedges } = Delaunay.from(nodes.map(([x, y]) => [x, y]));
  return { nodes, triangles, halfedges };
}

/**
 * Surface modelling: an adaptive TIN of the excavated pit, triangulated by Delaunay
 * (d3-delaunay), each triangle flat-shaded by a sun behind the viewer, its edges drawn thin.
 */
export function surfaceModellingFigure(surface: Grid): FigureDrawing {
  const { nodes, triangles, halfedges } = pitTin(surface);
  const drawRaster = () => {
    const raster = new Raster(RASTER_WIDTH, RASTER_HEIGHT, darkBackdrop());
    const project = siteCamera(groundCorners(surface, PIT_WINDOW.fromX, PIT_WINDOW.fromY, PIT_WINDOW.toX, PIT_WINDOW.toY), {
      eye: [PIT_WINDOW.fromX + 30, PIT_WINDOW.fromY - 150, 245],
      target: [(PIT_WINDOW.fromX + PIT_WINDOW.toX) / 2 + 10, (PIT_WINDOW.fromY + PIT_WINDOW.toY) / 2 + 10, 95],
      margin: 24,
      topInset: 40,
    });
    const { min, max } = elevationRange(nodes.map(([, , z]) => z));
    const sun = [-0.5, -0.45, 0.75].map((c, _i, all) => c / Math.hypot(...all));
    const screen = nodes.map(([x, y, z]) => project(x, y, z));
    const edgeColour = hex(SITE_COLOURS.brandStrong);
    for (let t = 0; t < triangles.length; t += 3) {
      const [a, b, c] = [nodes[triangles[t]], nodes[triangles[t + 1]], nodes[triangles[t + 2]]];
      const e = PERSPECTIVE_EXAGGERATION;
      const u = [b[0] - a[0], b[1] - a[1], (b[2] - a[2]) * e];
      const v = [c[0] - a[0], c[1] - a[1], (c[2] - a[2]) * e];
      const normal = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
      const length = Math.hypot(...normal) * Math.sign(normal[2] || 1);
      const light = Math.max(0, (normal[0] * sun[0] + normal[1] * sun[1] + normal[2] * sun[2]) / length);
      const tint = mix(elevationColour(((a[2] + b[2] + c[2]) / 3 - min) / (max - min)), hex('#e2e8f0'), 0.3);
      raster.triangle(screen[triangles[t]], screen[triangles[t + 1]], screen[triangles[t + 2]], scale(tint, 0.25 + 0.85 * light));
    }
    for (let e = 0; e < triangles.length; e++) {
      // Each interior edge once (from the half-edge with the larger index), hull edges too.
      if (halfedges[e] > e) continue;
      const p = screen[triangles[e]];
      const q = screen[triangles[e % 3 === 2 ? e - 2 : e + 1]];
      raster.line(p.x, p.y, p.depth, q.x, q.y, q.depth, edgeColour, 1.6, 0.55, 0.6);
    }
    return raster;
  };
  // Its legend is HTML beside the picture (src/content/sample-figure-legends.ts).
  const overlay = '';
  return { overlay, drawRaster };
}
