/** What a key does to the view while the viewer's canvas has focus (signs as OrbitControls' own key handling). */
export type ViewerKeyAction =
  { kind: 'rotate'; left: number; up: number } | { kind: 'pan'; x: number; y: number } | { kind: 'zoom'; scale: number } | { kind: 'reset' };

/** Radians one arrow press turns the view. */
export const KEY_ROTATE_STEP = Math.PI / 18;
/** Pixels (of the canvas) one Shift+arrow press moves the view. */
export const KEY_PAN_STEP = 40;
/** How much nearer one + press brings the camera (and − takes it back). */
export const KEY_ZOOM_SCALE = 1.25;

const ARROWS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/**
 * Arrows turn the view around its centre, Shift+arrows move it, + and − zoom (= and _
 * too, for keyboards where + needs Shift), Home goes back to the first view. Anything
 * else is left to the browser (Tab, Escape).
 */
export function viewerKeyAction(key: string, shiftKey: boolean): ViewerKeyAction | null {
  const arrow = ARROWS[key];
  if (arrow) {
    const [right, up] = arrow;
    return shiftKey
      ? { kind: 'pan', x: -right * KEY_PAN_STEP, y: up * KEY_PAN_STEP }
      : { kind: 'rotate', left: -right * KEY_ROTATE_STEP, up: up * KEY_ROTATE_STEP };
  }
  if (key === '+' || key === '=') return { kind: 'zoom', scale: KEY_ZOOM_SCALE };
  if (key === '-' || key === '_') return { kind: 'zoom', scale: 1 / KEY_ZOOM_SCALE };
  if (key === 'Home') return { kind: 'reset' };
  return null;
}
