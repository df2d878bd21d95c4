import {
  BufferAttribute,
  BufferGeometry,
  CanvasTexture,
  Color,
  PerspectiveCamera,
  Points,
  PointsMaterial,
  Scene,
  Vector2,
  Vector3,
  WebGLRenderer,
  type Texture,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { LineMaterial } from 'three/examples/jsm/lines/LineMaterial.js';
import { LineSegments2 } from 'three/examples/jsm/lines/LineSegments2.js';
import { LineSegmentsGeometry } from 'three/examples/jsm/lines/LineSegmentsGeometry.js';
import { contourInterval, contourLevels, contourSegments, heightGrid } from './contour-lines';
import { classColours, elevationColours } from './point-colours';
import { capPointSizeInShader, MAX_POINT_SIZE_UNIFORM, maxPointSize } from './point-size';
import { SAMPLE_CLOUD_CLASSES, type SampleCloud } from '../../lib/sample-cloud-format';
import { epochsIn, pointsOfEpoch, type SampleEpoch } from './sample-cloud';
import { viewerKeyAction } from './viewer-keys';

export type ColourMode = 'elevation' | 'class';

export interface SampleViewSettings {
  colourBy: ColourMode;
  contours: boolean;
  epoch: SampleEpoch;
}

/** The viewer's background: the brand's deepest navy (--color-brand-strong), so every point colour stands out. */
const BACKGROUND = '#071a2e';
/** Every fifth contour is a major one, drawn heavier. */
const MAJOR_EVERY = 5;
/**
 * The contour grid's cell in point spacings: scattered points leave finer cells empty, and
 * an empty node breaks the lines through it.
 */
const CONTOUR_GRID_SPACINGS = 2.5;
/** Contours float this far over the surface (in point spacings), so the points do not hide them. */
const CONTOUR_LIFT = 1.2;
/**
 * Contour lines: the brand's navy, like the lines of a printed map, wide enough (in CSS
 * pixels; WebGL's own lines are one device pixel) to read over the points, majors heavier.
 */
const CONTOUR_COLOUR = '#f8fafc';
const MINOR_CONTOUR_WIDTH = 1.5;
const MAJOR_CONTOUR_WIDTH = 3;
/** The first view: from the south-west, about 35° above the horizon. */
const VIEW_DIRECTION = new Vector3(-0.5, -0.85, 0.62).normalize();
/** How much of the canvas (from the centre to each edge) the first view gives the site; less across, for the legend's corner. */
const FRAME_FILL = { x: 0.8, y: 0.88 };
/** How many points the first view's framing looks at. */
const FRAMING_SAMPLE = 400;
/** Vertical field of view, in degrees. */
const FIELD_OF_VIEW = 40;
/** Classes that make up the terrain the contours follow (not trees or buildings). */
const SURFACE_CLASS_CODES = new Set<number>([SAMPLE_CLOUD_CLASSES.ground, SAMPLE_CLOUD_CLASSES.stockpile, SAMPLE_CLOUD_CLASSES.pit]);

/**
 * True when this browser can give a canvas a WebGL 2 context (three.js needs it). Asked of a
 * throwaway canvas before the renderer is made, so a browser without it gets the viewer's
 * message instead of an exception; the test context is released at once.
 */
export function webgl2Available(): boolean {
  try {
    const context = document.createElement('canvas').getContext('webgl2');
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    return context !== null;
  } catch {
    return false;
  }
}

interface EpochLayer {
  points: Points<BufferGeometry, PointsMaterial>;
  elevation: BufferAttribute;
  byClass: BufferAttribute | null;
  classes: Uint8Array;
  positions: Float32Array;
  contours: LineSegments2[] | null;
}

/**
 * The sample cloud drawn with three.js: one point layer per epoch, coloured by height or by
 * class, optional contour lines, and orbit controls. It draws only when something changes
 * (no animation loop), so an idle viewer costs nothing.
 */
export class SampleViewerScene {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera: PerspectiveCamera;
  private readonly controls: OrbitControls;
  private readonly layers = new Map<SampleEpoch, EpochLayer>();
  /** The survey's height at the scene's origin: the drawing is centred on the site. */
  private readonly originZ: number;
  private readonly pointSpacing: number;
  private readonly pointSprite: Texture;
  /** Some of the points (about FRAMING_SAMPLE, the outermost among them), to frame the site by what is drawn rather than its box. */
  private readonly framingPoints: Vector3[] = [];
  /** Until the visitor moves the view, every resize frames the site anew for the canvas's shape. */
  private moved = false;
  /** Lowest and highest survey height (m), the ends of the elevation colours. */
  private readonly elevationRange: readonly [number, number];
  /** The contour interval in metres. */
  private readonly contourInterval: number;

  /** Sets the scene up; nothing is shown until `apply` picks the epoch and colours. */
  constructor(canvas: HTMLCanvasElement, cloud: SampleCloud) {
    // preserveDrawingBuffer keeps the last frame readable (a screenshot, the browser journey's check).
    this.renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    const gl = this.renderer.getContext();
    const pointSizeLimit = maxPointSize(this.renderer.getPixelRatio(), (gl.getParameter(gl.ALIASED_POINT_SIZE_RANGE) as Float32Array)[1]);
    this.scene.background = new Color(BACKGROUND);

    const { minX, minY, minZ, maxX, maxY, maxZ } = cloud.bounds;
    const [min, max] = [
      [minX, minY, minZ],
      [maxX, maxY, maxZ],
    ];
    const centre = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
    this.originZ = centre[2];
    this.elevationRange = [min[2], max[2]];
    const size = Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2]) || 1;
    this.pointSprite = roundPointSprite();
    const epochs = epochsIn(cloud);
    const pointsPerEpoch = cloud.count / Math.max(1, epochs.length);
    this.pointSpacing = Math.sqrt(((max[0] - min[0]) * (max[1] - min[1]) || 1) / Math.max(1, pointsPerEpoch));
    this.contourInterval = contourInterval(min[2], max[2]);

    for (const epoch of epochs) {
      const { positions, classes } = pointsOfEpoch(cloud, epoch);
      // Survey coordinates are far from the origin; centring keeps float precision on the GPU.
      for (let index = 0; index < positions.length; index += 1) positions[index] -= centre[index % 3];
      this.framingPoints.push(...framingSample(positions, Math.ceil(FRAMING_SAMPLE / epochs.length)));
      const geometry = new BufferGeometry();
      geometry.setAttribute('position', new BufferAttribute(positions, 3));
      const elevation = new BufferAttribute(elevationColours(positions, min[2] - centre[2], max[2] - centre[2]), 3);
      geometry.setAttribute('color', elevation);
      // Round dots a little wider than the spacing, so the surface reads as closed up close.
      const material = new PointsMaterial({
        size: this.pointSpacing * 1.4,
        vertexColors: true,
        sizeAttenuation: true,
        map: this.pointSprite,
        alphaTest: 0.5,
      });
      // ...but no larger on screen than maxPointSize, however near the eye comes.
      material.onBeforeCompile = (shader) => {
        shader.uniforms[MAX_POINT_SIZE_UNIFORM] = { value: pointSizeLimit };
        shader.vertexShader = capPointSizeInShader(shader.vertexShader);
      };
      const points = new Points(geometry, material);
      points.visible = false;
      this.scene.add(points);
      this.layers.set(epoch, { points, elevation, byClass: null, classes, positions, contours: null });
    }

    // z is up in a survey.
    this.camera = new PerspectiveCamera(FIELD_OF_VIEW, 1, size / 500, size * 10);
    this.camera.up.set(0, 0, 1);
    this.camera.position.copy(VIEW_DIRECTION).multiplyScalar(size);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.target.set(0, 0, 0);
    this.controls.minDistance = size * 0.08;
    this.controls.maxDistance = size * 4;
    // Never under the ground: the site is seen from above or level with it.
    this.controls.maxPolarAngle = Math.PI * 0.5;
    this.controls.update();
    this.controls.addEventListener('change', this.render);
    this.controls.addEventListener('start', this.onMoved);
  }

  /** Shows the given epoch, colouring and contours, and draws. */
  apply(settings: SampleViewSettings): void {
    for (const [epoch, layer] of this.layers) {
      const shown = epoch === settings.epoch;
      layer.points.visible = shown;
      if (shown) this.colour(layer, settings.colourBy);
      if (shown && settings.contours) layer.contours ??= this.traceContours(layer);
      for (const line of layer.contours ?? []) line.visible = shown && settings.contours;
    }
    this.render();
  }

  /** Fits the drawing to the canvas's displayed size (CSS pixels). */
  resize(width: number, height: number): void {
    if (width === 0 || height === 0) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    for (const layer of this.layers.values()) {
      for (const line of layer.contours ?? []) line.material.resolution.set(width, height);
    }
    if (!this.moved) this.frameSite();
    this.render();
  }

  /** Moves the view for a key pressed on the canvas; true when the key was the viewer's. */
  handleKey(key: string, shiftKey: boolean): boolean {
    const action = viewerKeyAction(key, shiftKey);
    if (!action) return false;
    this.onMoved();
    if (action.kind === 'rotate') {
      this.controls.rotateLeft(action.left);
      this.controls.rotateUp(action.up);
    } else if (action.kind === 'pan') {
      this.controls.pan(action.x, action.y);
    } else if (action.kind === 'zoom') {
      // OrbitControls' "dolly out" divides the distance by the scale: > 1 comes nearer.
      this.controls.dollyOut(action.scale);
    } else {
      this.controls.reset();
    }
    return true;
  }

  /** Frees the GPU: geometries, materials, the controls' listeners and the context itself. */
  dispose(): void {
    this.controls.removeEventListener('change', this.render);
    this.controls.removeEventListener('start', this.onMoved);
    this.controls.dispose();
    for (const layer of this.layers.values()) {
      layer.points.geometry.dispose();
      layer.points.material.dispose();
      for (const line of layer.contours ?? []) {
        line.geometry.dispose();
        line.material.dispose();
      }
    }
    this.layers.clear();
    this.pointSprite.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
  }

  /**
   * Puts the camera, looking from VIEW_DIRECTION, as near as it can be with the whole site on
   * the canvas (a margin left) and centred, whatever the canvas's shape; Home comes back here.
   */
  private frameSite(): void {
    const aim = new Vector3();
    for (const point of this.framingPoints) aim.add(point);
    aim.divideScalar(Math.max(1, this.framingPoints.length));
    // Perspective puts the points' mean off the middle of their picture: fit, then move the
    // aim by what is left over, a few times (each round nearly halves the offset).
    for (let round = 0; round < 4; round += 1) {
      const distance = this.fittingDistance(aim);
      const [minX, minY, maxX, maxY] = this.screenExtent(aim, distance);
      const halfHeight = Math.tan(((FIELD_OF_VIEW / 2) * Math.PI) / 180) * distance;
      const right = new Vector3().setFromMatrixColumn(this.camera.matrixWorld, 0);
      const up = new Vector3().setFromMatrixColumn(this.camera.matrixWorld, 1);
      aim.addScaledVector(right, ((minX + maxX) / 2) * halfHeight * this.camera.aspect).addScaledVector(up, ((minY + maxY) / 2) * halfHeight);
    }
    this.screenExtent(aim, this.fittingDistance(aim));
    this.controls.target.copy(aim);
    this.controls.update();
    this.controls.saveState();
  }

  /** The nearest distance from `aim` at which every framing point is within FRAME_FILL of the canvas's middle, found by halving. */
  private fittingDistance(aim: Vector3): number {
    let [near, far] = [this.controls.minDistance, this.controls.maxDistance];
    for (let step = 0; step < 24; step += 1) {
      const distance = (near + far) / 2;
      const [minX, minY, maxX, maxY] = this.screenExtent(aim, distance);
      if (Math.max(-minX, maxX) <= FRAME_FILL.x && Math.max(-minY, maxY) <= FRAME_FILL.y) far = distance;
      else near = distance;
    }
    return far;
  }

  /** Places the camera `distance` from `aim` and returns where the framing points land (min x, min y, max x, max y, in -1…1). */
  private screenExtent(aim: Vector3, distance: number): [number, number, number, number] {
    this.camera.position.copy(VIEW_DIRECTION).multiplyScalar(distance).add(aim);
    this.camera.lookAt(aim);
    this.camera.updateMatrixWorld();
    const extent: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    const projected = new Vector3();
    for (const point of this.framingPoints) {
      const { x, y } = projected.copy(point).project(this.camera);
      extent[0] = Math.min(extent[0], x);
      extent[1] = Math.min(extent[1], y);
      extent[2] = Math.max(extent[2], x);
      extent[3] = Math.max(extent[3], y);
    }
    return extent;
  }

  private readonly onMoved = (): void => {
    this.moved = true;
  };

  private readonly render = (): void => {
    this.renderer.render(this.scene, this.camera);
  };

  private colour(layer: EpochLayer, mode: ColourMode): void {
    if (mode === 'class') layer.byClass ??= new BufferAttribute(classColours(layer.classes), 3);
    const attribute = mode === 'class' ? layer.byClass : layer.elevation;
    if (attribute && layer.points.geometry.getAttribute('color') !== attribute) layer.points.geometry.setAttribute('color', attribute);
  }

  /** Minor and major contour lines of one epoch's terrain, traced on a grid coarse enough that (almost) every node has points. */
  private traceContours(layer: EpochLayer): LineSegments2[] {
    const grid = heightGrid(layer.positions, this.pointSpacing * CONTOUR_GRID_SPACINGS, (point) => SURFACE_CLASS_CODES.has(layer.classes[point]));
    const interval = this.contourInterval;
    const minor: number[] = [];
    const major: number[] = [];
    // Levels are round survey heights (a major one every MAJOR_EVERY intervals), placed in the centred scene.
    for (const level of contourLevels(...this.elevationRange, interval)) {
      const isMajor = Math.round(level / interval) % MAJOR_EVERY === 0;
      const target = isMajor ? major : minor;
      for (const value of contourSegments(grid, level - this.originZ)) target.push(value);
    }
    const lines = [
      this.lineLayer(minor, new LineMaterial({ color: CONTOUR_COLOUR, linewidth: MINOR_CONTOUR_WIDTH, transparent: true, opacity: 0.7, depthTest: false })),
      this.lineLayer(major, new LineMaterial({ color: CONTOUR_COLOUR, linewidth: MAJOR_CONTOUR_WIDTH, depthTest: false })),
    ];
    for (const line of lines) this.scene.add(line);
    return lines;
  }

  private lineLayer(segments: number[], material: LineMaterial): LineSegments2 {
    const positions = Float32Array.from(segments);
    for (let index = 2; index < positions.length; index += 3) positions[index] += CONTOUR_LIFT * this.pointSpacing;
    const size = this.renderer.getSize(new Vector2());
    material.resolution.copy(size);
    return new LineSegments2(new LineSegmentsGeometry().setPositions(positions), material);
  }
}

/** A white disc on a transparent square: PointsMaterial's map, so points are drawn round, not square. */
function roundPointSprite(): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 64;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(32, 32, 30, 0, Math.PI * 2);
    context.fill();
  }
  return new CanvasTexture(canvas);
}

/**
 * About `size` points spread over the cloud, plus its outermost ones (least and most x, y,
 * x + y and x − y: the corners of a rectangular site), so that framing them frames it all.
 */
function framingSample(positions: Float32Array, size: number): Vector3[] {
  const count = positions.length / 3;
  const at = (point: number) => new Vector3(positions[point * 3], positions[point * 3 + 1], positions[point * 3 + 2]);
  const sample: Vector3[] = [];
  for (let point = 0; point < count; point += Math.max(1, Math.floor(count / size))) sample.push(at(point));
  const measures = [(x: number) => x, (_: number, y: number) => y, (x: number, y: number) => x + y, (x: number, y: number) => x - y];
  for (const measure of measures) {
    let [lowest, highest] = [0, 0];
    for (let point = 1; point < count; point += 1) {
      const value = measure(positions[point * 3], positions[point * 3 + 1]);
      if (value < measure(positions[lowest * 3], positions[lowest * 3 + 1])) lowest = point;
      if (value > measure(positions[highest * 3], positions[highest * 3 + 1])) highest = point;
    }
    if (count > 0) sample.push(at(lowest), at(highest));
  }
  return sample;
}
