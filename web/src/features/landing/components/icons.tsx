import { classNames } from '../../../components/ui/class-names';

/** A stroke of an icon: a path's `d`, a circle (cx, cy, r) or a rounded rectangle (x, y, width, height, rx). */
type Shape = string | { circle: readonly [number, number, number] } | { rect: readonly [number, number, number, number, number] };

/**
 * Line icons drawn on a 24 × 24 grid with the current text colour. They are decorative:
 * every one sits beside text that says the same, so they are hidden from assistive tech.
 */
const ICONS = {
  cube: [
    'M21 8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16Z',
    'm3.3 7 8.7 5 8.7-5',
    'M12 22V12',
  ],
  layers: ['m12 2 10 5-10 5L2 7Z', 'm2 12 10 5 10-5', 'm2 17 10 5 10-5'],
  droplet: ['M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5s-3.5-4-4-6.5c-.5 2.5-2 4.9-4 6.5C6 11.1 5 13 5 15a7 7 0 0 0 7 7Z'],
  'area-chart': ['M3 3v18h18', 'M7 17v-5l4-4 4 4 4-5v10Z'],
  map: ['M9 4 3 6v14l6-2 6 2 6-2V4l-6 2Z', 'M9 4v14', 'M15 6v14'],
  ruler: [
    'M21.3 15.3a2.4 2.4 0 0 1 0 3.4l-2.6 2.6a2.4 2.4 0 0 1-3.4 0L2.7 8.7a2.41 2.41 0 0 1 0-3.4l2.6-2.6a2.41 2.41 0 0 1 3.4 0Z',
    'm14.5 12.5 2-2',
    'm11.5 9.5 2-2',
    'm8.5 6.5 2-2',
    'm17.5 15.5 2-2',
  ],
  upload: ['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'm17 8-5-5-5 5', 'M12 3v12'],
  cog: ['M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3', 'M2 14h4M10 8h4M18 16h4'],
  chart: ['M3 3v18h18', 'M8 17v-5M13 17V8M18 17v-9'],
  share: [{ circle: [18, 5, 3] }, { circle: [6, 12, 3] }, { circle: [18, 19, 3] }, 'm8.6 13.5 6.8 4M15.4 6.5l-6.8 4'],
  pickaxe: ['M3.5 20.5 13 11', 'M5 6.5C9.5 3 15.5 3 20 6.8', 'M17.5 4C21 8.5 21 14.5 17.2 19', 'm11 9 4 4'],
  compass: [{ circle: [12, 12, 10] }, 'm16.2 7.8-1.8 5.4a2 2 0 0 1-1.3 1.3l-5.4 1.8 1.8-5.4a2 2 0 0 1 1.3-1.3Z'],
  bridge: ['M2 18h20', 'M2 12c4-5 16-5 20 0', 'M4 18v-7.3M20 18v-7.3M8 18V9.1M12 18V8.5M16 18V9.1'],
  leaf: ['M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10Z', 'M2 21c0-3 1.9-5.4 5.1-6 2.4-.5 4.9-2 5.9-3'],
  check: ['M20 6 9 17l-5-5'],
  'arrow-right': ['M5 12h14M12 5l7 7-7 7'],
  mail: [{ rect: [2, 4, 20, 16, 2] }, 'm22 7-9 5.7a2 2 0 0 1-2 0L2 7'],
  'map-pin': ['M20 10c0 5-5.5 10.2-7.4 11.8a1 1 0 0 1-1.2 0C9.5 20.2 4 15 4 10a8 8 0 0 1 16 0', { circle: [12, 10, 3] }],
  clock: [{ circle: [12, 12, 10] }, 'M12 6v6l4 2'],
} satisfies Record<string, readonly Shape[]>;

export type IconName = keyof typeof ICONS;

function stroke(shape: Shape, key: number) {
  if (typeof shape === 'string') return <path key={key} d={shape} />;
  if ('circle' in shape) {
    const [cx, cy, r] = shape.circle;
    return <circle key={key} cx={cx} cy={cy} r={r} />;
  }
  const [x, y, width, height, rx] = shape.rect;
  return <rect key={key} width={width} height={height} x={x} y={y} rx={rx} />;
}

interface IconProps {
  name: IconName;
  className?: string;
}

export function Icon({ name, className }: IconProps) {
  return (
    <svg
      className={classNames('icon', className)}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name].map(stroke)}
    </svg>
  );
}
