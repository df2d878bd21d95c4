import { SAMPLE_CLOUD_CLASSES } from '../../lib/sample-cloud-format';
import { ELEVATION_STOPS, elevationColour as figureElevationColour, hex } from '../../lib/sample-palette';
import { CLASS_COLOURS, classColours, elevationColour, elevationColours, hexToLinearRgb, srgbToLinear } from './point-colours';

import type { Rgb } from './point-colours';

function expectSameColour(actual: Rgb | Float32Array, expected: Rgb): void {
  expect(actual).toHaveLength(3);
  expected.forEach((channel, index) => expect(actual[index]).toBeCloseTo(channel, 6));
}

describe('point colours', () => {
  it('turns sRGB hex into linear light (what three.js expects of vertex colours)', () => {
    expect(hexToLinearRgb('#ffffff')).toEqual([1, 1, 1]);
    expect(hexToLinearRgb('#000000')).toEqual([0, 0, 0]);
    // sRGB 0x80 (0.502) is about 0.216 in linear light.
    expect(hexToLinearRgb('#808080')[0]).toBeCloseTo(0.2159, 3);
  });

  it('colours the lowest point with the first ramp stop, the highest with the last, clamping beyond', () => {
    expectSameColour(elevationColour(0), hexToLinearRgb(ELEVATION_STOPS[0]));
    expectSameColour(elevationColour(1), hexToLinearRgb(ELEVATION_STOPS[ELEVATION_STOPS.length - 1]));
    expect(elevationColour(-3)).toEqual(elevationColour(0));
    expect(elevationColour(7)).toEqual(elevationColour(1));
  });

  it("shows every height in the figures' colour: the one elevation palette, in linear light", () => {
    for (const t of [0, 0.1, 0.25, 0.5, 0.73, 0.9, 1]) {
      const [r, g, b] = figureElevationColour(t);
      expectSameColour(elevationColour(t), [srgbToLinear(r / 255), srgbToLinear(g / 255), srgbToLinear(b / 255)]);
    }
  });

  it('mixes between neighbouring stops', () => {
    const halfway = elevationColour(0.5 / (ELEVATION_STOPS.length - 1));
    // In sRGB, as the figures mix: the channel halfway between the stops' channels, then linearised.
    const [first, second] = [hex(ELEVATION_STOPS[0]), hex(ELEVATION_STOPS[1])];
    expectSameColour(halfway, [0, 1, 2].map((k) => srgbToLinear((first[k] + second[k]) / 2 / 255)) as unknown as Rgb);
  });

  it('gives each point its colour by height, and a flat cloud one colour', () => {
    const colours = elevationColours(Float32Array.from([0, 0, 100, 0, 0, 110]), 100, 110);
    expectSameColour(colours.slice(0, 3), elevationColour(0));
    expectSameColour(colours.slice(3), elevationColour(1));
    expectSameColour(elevationColours(Float32Array.from([0, 0, 5]), 5, 5), elevationColour(0));
  });

  it('gives each point the colour of its class, and an unknown code the colour of "other"', () => {
    const colours = classColours(Uint8Array.from([SAMPLE_CLOUD_CLASSES.vegetation, SAMPLE_CLOUD_CLASSES.stockpile, 200]));
    expectSameColour(colours.slice(0, 3), hexToLinearRgb(CLASS_COLOURS.vegetation));
    expectSameColour(colours.slice(3, 6), hexToLinearRgb(CLASS_COLOURS.stockpile));
    expectSameColour(colours.slice(6), hexToLinearRgb(CLASS_COLOURS.other));
  });
});
