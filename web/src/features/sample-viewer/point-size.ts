/**
 * The largest a point is drawn, in CSS pixels. three.js's PointsMaterial scales a point with
 * its nearness to the eye and without a limit, so zoomed in, a few points would fill the view
 * as blobs; held to this size they part, and the visitor sees single survey points.
 */
export const MAX_POINT_CSS_PIXELS = 10;

/**
 * The largest point size in device pixels (what gl_PointSize counts): MAX_POINT_CSS_PIXELS at
 * the renderer's pixel ratio, so a point looks as large on a phone's dense screen as on a
 * desktop's, and never more than the GPU draws (its ALIASED_POINT_SIZE_RANGE maximum).
 */
export function maxPointSize(pixelRatio: number, gpuMaximum: number): number {
  const ratio = Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1;
  return Math.min(MAX_POINT_CSS_PIXELS * ratio, gpuMaximum);
}

/** The uniform's name in the points' vertex shader. */
export const MAX_POINT_SIZE_UNIFORM = 'maxPointSize';

/**
 * PointsMaterial's vertex shader with the point's size held to the `maxPointSize` uniform,
 * after three.js has scaled it by distance (at the end of the shader, before the fog).
 */
export function capPointSizeInShader(vertexShader: string): string {
  const end = '#include <fog_vertex>';
  if (!vertexShader.includes(end)) throw new Error('the points shader has changed: no fog_vertex chunk to cap the point size before');
  return `uniform float ${MAX_POINT_SIZE_UNIFORM};\n${vertexShader.replace(end, `gl_PointSize = min(gl_PointSize, ${MAX_POINT_SIZE_UNIFORM});\n${end}`)}`;
}
