import type { Rgb } from '../../../src/lib/sample-palette';

/**
 * A small software rasteriser for the figures: an RGB image with a depth buffer, drawing
 * point splats, depth-tested lines and flat triangles. Figures are drawn at twice their size
 * and scaled down, which is what smooths their edges.
 */
export class Raster {
  readonly rgb: Uint8ClampedArray;
  private readonly depth: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: (x: number, y: number) => Rgb,
  ) {
    this.rgb = new Uint8ClampedArray(width * height * 3);
    this.depth = new Float32Array(width * height).fill(Infinity);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) this.rgb.set(background(x, y), (y * width + x) * 3);
    }
  }

  /** Paints one pixel, and keeps its depth, if it is nearer than what is there. */
  plot(x: number, y: number, depth: number, colour: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = y * this.width + x;
    if (depth > this.depth[i]) return;
    this.depth[i] = depth;
    this.blend(i, colour, 1);
  }

  /** A round splat of `radius` pixels, the whole splat at one depth. */
  splat(cx: number, cy: number, depth: number, radius: number, colour: Rgb): void {
    const r = Math.max(radius, 0.5);
    for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++) {
      for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) this.plot(x, y, depth, colour);
      }
    }
  }

  /** A line of `width` pixels, its depth interpolated along it and pulled `bias` towards the eye. */
  line(x0: number, y0: number, d0: number, x1: number, y1: number, d1: number, colour: Rgb, width: number, alpha = 1, bias = 0): void {
    const steps = Math.ceil(Math.hypot(x1 - x0, y1 - y0)) + 1;
    const r = width / 2;
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      const x = x0 + (x1 - x0) * t;
      const y = y0 + (y1 - y0) * t;
      const d = d0 + (d1 - d0) * t - bias;
      for (let py = Math.floor(y - r); py <= Math.ceil(y + r); py++) {
        for (let px = Math.floor(x - r); px <= Math.ceil(x + r); px++) {
          if ((px - x) ** 2 + (py - y) ** 2 <= r * r) this.plotOnce(px, py, d, colour, alpha);
        }
      }
    }
  }

  /** A filled triangle with depth interpolated across it. */
  triangle(a: ScreenPoint, b: ScreenPoint, c: ScreenPoint, colour: Rgb): void {
    const minX = Math.max(Math.floor(Math.min(a.x, b.x, c.x)), 0);
    const maxX = Math.min(Math.ceil(Math.max(a.x, b.x, c.x)), this.width - 1);
    const minY = Math.max(Math.floor(Math.min(a.y, b.y, c.y)), 0);
    const maxY = Math.min(Math.ceil(Math.max(a.y, b.y, c.y)), this.height - 1);
    const area = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y);
    if (area === 0) return;
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const w0 = ((b.x - px) * (c.y - py) - (c.x - px) * (b.y - py)) / area;
        const w1 = ((c.x - px) * (a.y - py) - (a.x - px) * (c.y - py)) / area;
        const w2 = 1 - w0 - w1;
        if (w0 < 0 || w1 < 0 || w2 < 0) continue;
        this.plot(x, y, w0 * a.depth + w1 * b.depth + w2 * c.depth, colour);
      }
    }
  }

  /** Depth-tested without writing depth, so overlapping stamps of one line do not hide each other. */
  private plotOnce(x: number, y: number, depth: number, colour: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = y * this.width + x;
    if (depth > this.depth[i]) return;
    this.blend(i, colour, alpha);
  }

  private blend(pixel: number, colour: Rgb, alpha: number): void {
    const o = pixel * 3;
    for (let k = 0; k < 3; k++) this.rgb[o + k] = this.rgb[o + k] + (colour[k] - this.rgb[o + k]) * alpha;
  }
}

export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
  readonly depth: number;
}

/**
 * A perspective camera looking from `eye` at `target` (z up), with a vertical field of view,
 * projecting onto an image `width` × `height`.
 */
export function perspectiveCamera(
  eye: readonly [number, number, number],
  target: readonly [number, number, number],
  fieldOfViewDegrees: number,
  width: number,
  height: number,
): (x: number, y: number, z: number) => ScreenPoint {
  const sub = (a: readonly number[], b: readonly number[]) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
  const norm = (v: number[]) => {
    const l = Math.hypot(v[0], v[1], v[2]);
    return v.map((c) => c / l);
  };
  const cross = (a: number[], b: number[]) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
  const dot = (a: number[], b: number[]) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  const forward = norm(sub(target, eye));
  const right = norm(cross(forward, [0, 0, 1]));
  const up = cross(right, forward);
  const focal = height / 2 / Math.tan((fieldOfViewDegrees * Math.PI) / 360);
  return (x, y, z) => {
    const v = sub([x, y, z], eye);
    const depth = dot(v, forward);
    return { x: width / 2 + (dot(v, right) / depth) * focal, y: height / 2 - (dot(v, up) / depth) * focal, depth };
  };
}
