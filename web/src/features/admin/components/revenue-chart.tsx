import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './revenue-chart.css';
import { revenueCopy as copy } from '../../../content/admin-revenue';

/** A design-system colour token the chart draws a series in. */
export type ChartColour = 'brand' | 'accent' | 'info-strong' | 'warning-strong' | 'danger';

export interface ChartSeries {
  label: string;
  values: readonly number[];
  colour: ChartColour;
}

export interface RevenueChartProps {
  title: string;
  /** One label per point, on the horizontal axis ("Jan 27"). */
  labels: readonly string[];
  /** Lines through points (a figure over time), or bars: one series centred, two side by side. */
  kind: 'line' | 'bars';
  series: readonly ChartSeries[];
  /** How the vertical axis writes a value ("$1,200", "3"). */
  formatValue: (value: number) => string;
  /** Counts: the vertical axis steps by whole numbers only. */
  wholeNumbers?: boolean;
}

const HEIGHT = 220;
/** The steps of a count axis: never a fraction of a trial or a subscription. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];

/** A token's colour, read from the design system's stylesheet (canvas takes no CSS variables). */
function tokenColour(colour: ChartColour): string {
  return getComputedStyle(document.documentElement).getPropertyValue(`--color-${colour}`).trim();
}

function seriesOptions(kind: RevenueChartProps['kind'], series: ChartSeries, index: number, count: number): uPlot.Series {
  const colour = tokenColour(series.colour);
  if (kind === 'line') return { label: series.label, stroke: colour, width: 2, points: { show: true, size: 6, fill: colour, stroke: colour } };
  const side = count === 1 ? 0 : index === 0 ? -1 : 1;
  return {
    label: series.label,
    stroke: colour,
    fill: colour,
    width: 0,
    points: { show: false },
    paths: uPlot.paths.bars?.({ size: [count === 1 ? 0.6 : 0.35, 48], align: side }),
  };
}

function chartOptions({ labels, kind, series, formatValue, wholeNumbers }: RevenueChartProps, width: number): uPlot.Options {
  const ink = tokenColour('brand');
  const grid = getComputedStyle(document.documentElement).getPropertyValue('--color-border').trim();
  const pad = kind === 'bars' ? 0.5 : 0.25;
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: () => [-pad, labels.length - 1 + pad] },
      y: { range: (_chart, min, max) => [Math.min(0, min), Math.max(1, max) * 1.1] },
    },
    axes: [
      {
        stroke: ink,
        grid: { show: false },
        ticks: { stroke: grid },
        space: 44,
        incrs: [1, 2, 3, 4, 6, 8, 12, 13, 26],
        values: (_chart, splits) => splits.map((split) => (Number.isInteger(split) ? (labels[split] ?? '') : '')),
      },
      {
        stroke: ink,
        grid: { stroke: grid, width: 1 },
        ticks: { stroke: grid },
        size: 64,
        incrs: wholeNumbers ? WHOLE_STEPS : undefined,
        values: (_chart, splits) => splits.map(formatValue),
      },
    ],
    series: [{}, ...series.map((one, index) => seriesOptions(kind, one, index, series.length))],
  };
}

/**
 * One chart of the Revenue tab, drawn by uPlot on a canvas as wide as its box (redrawn when the
 * box changes width). The canvas says nothing to assistive technology beyond its name: the
 * table under each chart carries the figures. No cursor and no animation, so it draws the same each time.
 */
export function RevenueChart(props: RevenueChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  // Drawn again only when what it shows changes, not on every render of the tab.
  const shown = JSON.stringify([props.kind, props.labels, props.series]);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const props = latest.current;
    const data: uPlot.AlignedData = [props.labels.map((_label, index) => index), ...props.series.map((one) => [...one.values])];
    const chart = new uPlot(chartOptions(props, element.clientWidth), data, element);
    const resized = new ResizeObserver(() => {
      if (element.clientWidth !== chart.width) chart.setSize({ width: element.clientWidth, height: HEIGHT });
    });
    resized.observe(element);
    return () => {
      resized.disconnect();
      chart.destroy();
    };
  }, [shown]);
  return (
    <figure className="revenue-chart">
      <div ref={box} className="revenue-chart__canvas" role="img" aria-label={copy.chartLabel(props.title)} />
      {props.series.length > 1 && (
        <figcaption>
          <ul className="revenue-chart__legend">
            {props.series.map((one) => (
              <li key={one.label}>
                <span className={`revenue-chart__swatch revenue-chart__swatch--${one.colour}`} aria-hidden="true" />
                {one.label}
              </li>
            ))}
          </ul>
        </figcaption>
      )}
    </figure>
  );
}
