import { createGrid, type Grid } from './grid';
import { seededRandom, type Random } from './random';

/**
 * The sample site: a 400 × 300 m survey of gently rolling ground drained by a shallow valley,
 * surveyed twice. Between the epochs an open pit was dug (four 5 m benches, a haul ramp down
 * its north wall) and the stockpile beside it grew. Every number is fixed, and the only
 * randomness (the ground's small-scale relief) comes from a seeded source, so every build
 * draws the same site.
 */
export const SAMPLE_SITE = {
  seed: 20260513,
  width: 400,
  height: 300,
  cellSize: 2,
  pit: {
    centreX: 260,
    centreY: 95,
    /** Half-length and half-width of the pit floor. */
    floorHalfX: 40,
    floorHalfY: 16,
    cornerRadius: 10,
    /** Depth of the floor below the ground at the pit's centre. */
    depth: 20,
    benchHeight: 5,
    /** Horizontal run of a bench face (about 59°) and the berm in front of it. */
    batterRun: 3,
    bermWidth: 6,
    rampWidth: 8,
  },
  stockpile: {
    /** The stockpile is a ridge along y = centreY between the two x ends, flat-topped, at 36°. */
    centreY: 55,
    before: { fromX: 92, toX: 108, height: 6, topHalfWidth: 3 },
    after: { fromX: 78, toX: 128, height: 11, topHalfWidth: 4 },
    reposeSlope: Math.tan((36 * Math.PI) / 180),
  },
  /** A closed hollow the depression filling must fill. */
  hollow: { centreX: 345, centreY: 205, radius: 16, depth: 1.6 },
  /** The cross-section A–A′ of the profile figure: through the stockpile and the pit. */
  section: { fromX: 20, fromY: 62, toX: 380, toY: 100 },
} as const;

export type Epoch = 'before' | 'after';

export interface SampleSite {
  readonly before: Grid;
  readonly after: Grid;
  /** The ground with neither pit nor stockpile (for classifying points). */
  readonly natural: Grid;
}

/** Smooth value noise on a lattice of `spacing` metres, with seeded lattice values in [-1, 1]. */
function valueNoise(random: Random, spacing: number): (x: number, y: number) => number {
  const cols = Math.ceil(SAMPLE_SITE.width / spacing) + 2;
  const rows = Math.ceil(SAMPLE_SITE.height / spacing) + 2;
  const lattice = Float64Array.from({ length: cols * rows }, () => random.between(-1, 1));
  const smooth = (t: number) => t * t * (3 - 2 * t);
  return (x, y) => {
    const fx = x / spacing;
    const fy = y / spacing;
    const c = Math.floor(fx);
    const r = Math.floor(fy);
    const tx = smooth(fx - c);
    const ty = smooth(fy - r);
    const at = (rr: number, cc: number) => lattice[rr * cols + cc];
    const south = at(r, c) * (1 - tx) + at(r, c + 1) * tx;
    const north = at(r + 1, c) * (1 - tx) + at(r + 1, c + 1) * tx;
    return south * (1 - ty) + north * ty;
  };
}

/** The valley's thalweg: from the west edge near y = 80 m to the east edge near y = 276 m. */
export function drainageLineY(x: number): number {
  return 80 + 190 * (x / SAMPLE_SITE.width) + 12 * Math.sin(x / 45);
}

function naturalGround(random: Random): (x: number, y: number) => number {
  const broad = valueNoise(random, 60);
  const medium = valueNoise(random, 26);
  const fine = valueNoise(random, 12);
  const { hollow } = SAMPLE_SITE;
  return (x, y) => {
    // A regional fall to the west and south, two long swells, and small-scale roughness.
    const regional = 100 + 0.045 * x + 0.02 * y + 3.5 * Math.sin(x / 70 + 0.5) * Math.cos(y / 85);
    const roughness = 1.6 * broad(x, y) + 0.7 * medium(x, y) + 0.3 * fine(x, y);
    const slope = (drainageLineY(x + 1) - drainageLineY(x - 1)) / 2;
    const channelDistance = Math.abs(y - drainageLineY(x)) / Math.sqrt(1 + slope * slope);
    const valley = 3.2 * Math.exp(-((channelDistance / 16) ** 2)) + 0.9 * Math.exp(-((channelDistance / 4) ** 2));
    const hollowDistance = Math.hypot(x - hollow.centreX, y - hollow.centreY) / hollow.radius;
    const hollowDepth = hollowDistance < 1 ? hollow.depth * (1 - hollowDistance * hollowDistance) ** 2 : 0;
    return regional + roughness - valley - hollowDepth;
  };
}

/** Signed distance from the pit floor's outline (a rounded rectangle), negative inside. */
export function pitFloorDistance(x: number, y: number): number {
  const { pit } = SAMPLE_SITE;
  const qx = Math.abs(x - pit.centreX) - (pit.floorHalfX - pit.cornerRadius);
  const qy = Math.abs(y - pit.centreY) - (pit.floorHalfY - pit.cornerRadius);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - pit.cornerRadius;
}

/** Height of the benched wall above the floor at `distance` metres out from the floor's outline. */
function benchedWallHeight(distance: number): number {
  const { pit } = SAMPLE_SITE;
  const run = pit.batterRun + pit.bermWidth;
  const bench = Math.floor(Math.max(distance, 0) / run);
  const within = Math.max(distance, 0) - bench * run;
  return bench * pit.benchHeight + Math.min(within / pit.batterRun, 1) * pit.benchHeight;
}

/** The smallest distance out from the floor at which the benched wall reaches `height`. */
function benchedWallDistance(height: number): number {
  const { pit } = SAMPLE_SITE;
  const bench = Math.floor(height / pit.benchHeight);
  const rest = height - bench * pit.benchHeight;
  return bench * (pit.batterRun + pit.bermWidth) + (rest / pit.benchHeight) * pit.batterRun;
}

/**
 * The pit's design surface. Along the north wall (the face seen from the south) a ramp of
 * constant width descends from above the rim at the west end to the floor at the east end: the wall below the ramp's level keeps
 * its benches, the wall above it steps back by the ramp's width.
 */
function pitDesign(floorZ: number): (x: number, y: number) => number {
  const { pit } = SAMPLE_SITE;
  const rampFromX = pit.centreX - pit.floorHalfX - 10;
  const rampToX = pit.centreX + pit.floorHalfX - 6;
  const rampTopHeight = pit.depth + 6;
  return (x, y) => {
    const distance = pitFloorDistance(x, y);
    if (distance <= 0) return floorZ;
    if (y > pit.centreY + pit.floorHalfY - pit.cornerRadius && x >= rampFromX && x <= rampToX) {
      const rampHeight = (rampTopHeight * (rampToX - x)) / (rampToX - rampFromX);
      const rampStart = benchedWallDistance(rampHeight);
      if (distance < rampStart) return floorZ + benchedWallHeight(distance);
      if (distance < rampStart + pit.rampWidth) return floorZ + rampHeight;
      return floorZ + Math.max(rampHeight, benchedWallHeight(distance - pit.rampWidth));
    }
    return floorZ + benchedWallHeight(distance);
  };
}

/** A stockpile's shape: a flat-topped ridge along y = SAMPLE_SITE.stockpile.centreY. */
interface StockpileShape {
  readonly fromX: number;
  readonly toX: number;
  readonly height: number;
  readonly topHalfWidth: number;
}

/** Height of a stockpile of the given shape at (x, y), 0 off it. */
export function stockpileHeight(shape: StockpileShape, x: number, y: number): number {
  const { stockpile } = SAMPLE_SITE;
  const alongX = Math.min(Math.max(x, shape.fromX), shape.toX);
  const distance = Math.hypot(x - alongX, y - stockpile.centreY);
  return Math.max(0, Math.min(shape.height, shape.height - (distance - shape.topHalfWidth) * stockpile.reposeSlope));
}

/** Generates the two epochs of the sample site on a 2 m grid. */
export function generateSampleSite(): SampleSite {
  const { width, height, cellSize, pit, stockpile } = SAMPLE_SITE;
  const ground = naturalGround(seededRandom(SAMPLE_SITE.seed));
  const cols = width / cellSize + 1;
  const rows = height / cellSize + 1;
  const stockpileBase = ground((stockpile.after.fromX + stockpile.after.toX) / 2, stockpile.centreY);
  // The pile sits on the ground but levels it below its footprint, as dumped material does.
  const withStockpile = (shape: StockpileShape) => (x: number, y: number) => {
    const pile = stockpileHeight(shape, x, y);
    return pile > 0 ? Math.max(ground(x, y), stockpileBase + pile) : ground(x, y);
  };
  const design = pitDesign(ground(pit.centreX, pit.centreY) - pit.depth);
  return {
    natural: createGrid(cols, rows, cellSize, ground),
    before: createGrid(cols, rows, cellSize, withStockpile(stockpile.before)),
    after: createGrid(cols, rows, cellSize, (x, y) => Math.min(withStockpile(stockpile.after)(x, y), design(x, y))),
  };
}
