import { KEY_PAN_STEP, KEY_ROTATE_STEP, KEY_ZOOM_SCALE, viewerKeyAction } from './viewer-keys';

describe('viewerKeyAction', () => {
  it.each([
    ['ArrowLeft', { kind: 'rotate', left: KEY_ROTATE_STEP, up: 0 }],
    ['ArrowRight', { kind: 'rotate', left: -KEY_ROTATE_STEP, up: 0 }],
    ['ArrowUp', { kind: 'rotate', left: -0, up: KEY_ROTATE_STEP }],
    ['ArrowDown', { kind: 'rotate', left: -0, up: -KEY_ROTATE_STEP }],
  ])('turns the view with %s', (key, action) => {
    expect(viewerKeyAction(key, false)).toEqual(action);
  });

  it('moves the view with Shift and an arrow', () => {
    expect(viewerKeyAction('ArrowLeft', true)).toEqual({ kind: 'pan', x: KEY_PAN_STEP, y: 0 });
    expect(viewerKeyAction('ArrowDown', true)).toEqual({ kind: 'pan', x: -0, y: -KEY_PAN_STEP });
  });

  it.each([
    ['+', KEY_ZOOM_SCALE],
    ['=', KEY_ZOOM_SCALE],
    ['-', 1 / KEY_ZOOM_SCALE],
    ['_', 1 / KEY_ZOOM_SCALE],
  ])('zooms with %s', (key, scale) => {
    expect(viewerKeyAction(key, key === '+' || key === '_')).toEqual({ kind: 'zoom', scale });
  });

  it('goes back to the first view with Home', () => {
    expect(viewerKeyAction('Home', false)).toEqual({ kind: 'reset' });
  });

  it('leaves Tab, Escape and letters to the browser', () => {
    for (const key of ['Tab', 'Escape', 'a', 'Enter']) expect(viewerKeyAction(key, false)).toBeNull();
  });
});
