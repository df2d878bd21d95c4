import { SAMPLE_CLOUD_CLASSES, sampleCloudBounds, type SampleCloud } from '../../src/lib/sample-cloud-format';
import { elevationAt, type Grid } from './grid';
import { seededRandom } from './random';
import { drainageLineY, pitFloorDistance, SAMPLE_SITE, type Epoch, type SampleSite } from './terrain';

/** Ground returns per epoch, spread uniformly (0.2 per m², a thinned drone survey). */
export const GROUND_POINTS_PER_EPOCH = 24_000;
/** Trees, the same in both epochs, each returning points from its crown. */
const TREE_COUNT = 80;
const POINTS_PER_TREE = 40;
/** Survey noise of a ground return, metres (standard deviation). */
const VERTICAL_NOISE = 0.03;
/** A ground point this far above or below the natural ground belongs to the stockpile or the pit. */
const CHANGE_THRESHOLD = 0.3;

interface Tree {
  readonly x: number;
  readonly y: number;
  readonly crownRadius: number;
  readonly height: number;
}

/** Trees line the drainage valley and dot the rest, but none stands in the pit or on the stockpile. */
function plantTrees(): Tree[] {
  const random = seededRandom(SAMPLE_SITE.seed + 3);
  const pile = SAMPLE_SITE.stockpile.after;
  const trees: Tree[] = [];
  while (trees.length < TREE_COUNT) {
    const x = random.between(8, SAMPLE_SITE.width - 8);
    const nearValley = random.next() < 0.7;
    const y = nearValley ? drainageLineY(x) + random.normal() * 12 : random.between(8, SAMPLE_SITE.height - 8);
    const clearOfWorks = pitFloorDistance(x, y) > 40 && Math.hypot(Math.max(pile.fromX - x, x - pile.toX, 0), y - SAMPLE_SITE.stockpile.centreY) > 30;
    if (y > 4 && y < SAMPLE_SITE.height - 4 && clearOfWorks) {
      trees.push({ x, y, crownRadius: random.between(2.5, 4.5), height: random.between(6, 12) });
    }
  }
  return trees;
}

/** The survey of one epoch as points: ground returns classified against the natural ground, plus tree crowns. */
export function surveyPoints(site: SampleSite, epoch: Epoch): SampleCloud {
  const surface: Grid = site[epoch];
  const random = seededRandom(SAMPLE_SITE.seed + (epoch === 'before' ? 1 : 2));
  const trees = plantTrees();
  const count = GROUND_POINTS_PER_EPOCH + trees.length * POINTS_PER_TREE;
  const positions = new Float32Array(count * 3);
  const classes = new Uint8Array(count);
  let index = 0;
  const add = (x: number, y: number, z: number, pointClass: number) => {
    positions.set([x, y, z], index * 3);
    classes[index++] = pointClass;
  };
  for (let i = 0; i < GROUND_POINTS_PER_EPOCH; i++) {
    const x = random.between(0, SAMPLE_SITE.width);
    const y = random.between(0, SAMPLE_SITE.height);
    const z = elevationAt(surface, x, y);
    const change = z - elevationAt(site.natural, x, y);
    const pointClass =
      change > CHANGE_THRESHOLD ? SAMPLE_CLOUD_CLASSES.stockpile : change < -CHANGE_THRESHOLD ? SAMPLE_CLOUD_CLASSES.pit : SAMPLE_CLOUD_CLASSES.ground;
    add(x, y, z + random.normal() * VERTICAL_NOISE, pointClass);
  }
  for (const tree of trees) {
    const base = elevationAt(surface, tree.x, tree.y);
    for (let i = 0; i < POINTS_PER_TREE; i++) {
      // Returns from the upper half of an ellipsoidal crown, which the sensor sees from above.
      const azimuth = random.between(0, 2 * Math.PI);
      const elevationAngle = Math.asin(random.next());
      const shell = 0.75 + 0.25 * random.next();
      add(
        tree.x + Math.cos(azimuth) * Math.cos(elevationAngle) * tree.crownRadius * shell,
        tree.y + Math.sin(azimuth) * Math.cos(elevationAngle) * tree.crownRadius * shell,
        base + tree.height * 0.6 + Math.sin(elevationAngle) * tree.height * 0.4 * shell,
        SAMPLE_CLOUD_CLASSES.vegetation,
      );
    }
  }
  const epochs = new Uint8Array(count).fill(epoch === 'before' ? 0 : 1);
  return { count, bounds: sampleCloudBounds(positions), positions, classes, epochs };
}

/** Both epochs in one cloud, the earlier first. */
export function mergeClouds(first: SampleCloud, second: SampleCloud): SampleCloud {
  const join = <T extends Float32Array | Uint8Array>(a: T, b: T, make: (length: number) => T): T => {
    const joined = make(a.length + b.length);
    joined.set(a);
    joined.set(b, a.length);
    return joined;
  };
  const positions = join(first.positions, second.positions, (n) => new Float32Array(n));
  return {
    count: first.count + second.count,
    bounds: sampleCloudBounds(positions),
    positions,
    classes: join(first.classes, second.classes, (n) => new Uint8Array(n)),
    epochs: join(first.epochs, second.epochs, (n) => new Uint8Array(n)),
  };
}
