import { capPointSizeInShader, MAX_POINT_CSS_PIXELS, maxPointSize } from './point-size';

describe('the largest point size of the 3D viewer', () => {
  it('is the same on screen at any pixel ratio: more device pixels on a denser screen', () => {
    expect(maxPointSize(1, 64)).toBe(MAX_POINT_CSS_PIXELS);
    expect(maxPointSize(2, 64)).toBe(MAX_POINT_CSS_PIXELS * 2);
    expect(maxPointSize(1.5, 64)).toBe(MAX_POINT_CSS_PIXELS * 1.5);
  });

  it('is a few CSS pixels, not a blob that hides its neighbours', () => {
    expect(MAX_POINT_CSS_PIXELS).toBeGreaterThanOrEqual(4);
    expect(MAX_POINT_CSS_PIXELS).toBeLessThanOrEqual(16);
  });

  it('never passes what the GPU can draw', () => {
    expect(maxPointSize(3, 20)).toBe(20);
  });

  it('takes a pixel ratio the browser does not give as 1', () => {
    expect(maxPointSize(Number.NaN, 64)).toBe(MAX_POINT_CSS_PIXELS);
    expect(maxPointSize(0, 64)).toBe(MAX_POINT_CSS_PIXELS);
  });

  it("holds the points shader's size to the limit after the distance scaling, and fails loudly if three.js changes the shader", () => {
    const shader = [
      'void main() {',
      '  gl_PointSize = size;',
      '  if ( isPerspective ) gl_PointSize *= ( scale / - mvPosition.z );',
      '  #include <fog_vertex>',
      '}',
    ].join('\n');
    const capped = capPointSizeInShader(shader);
    expect(capped).toMatch(/^uniform float maxPointSize;/);
    expect(capped.indexOf('gl_PointSize = min(gl_PointSize, maxPointSize);')).toBeGreaterThan(capped.indexOf('gl_PointSize *='));
    expect(capped.indexOf('gl_PointSize = min(gl_PointSize, maxPointSize);')).toBeLessThan(capped.indexOf('#include <fog_vertex>'));
    expect(() => capPointSizeInShader('void main() {}')).toThrow(/fog_vertex/);
  });
});
