// One trend drawn by uPlot on a canvas. Loaded lazily from the overview only: the library and its
// stylesheet stay out of the first route and every route chunk.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TrendLine } from '../trends-api.ts';

export interface TrendChartProps {
  /** The China dates, oldest first. */
  days: string[];
  lines: TrendLine[];
  colors: string[];
  kind: 'line' | 'bar';
  /** The value axis's name, e.g. 笔数. */
  unit: string;
  /** How a value shows on the axis (fen as yuan). */
  formatValue: (value: number) => string;
}

const HEIGHT = 180;
/** The value axis steps by whole counts (whole fen): no 0.5 of a top-up. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 10_000_000];

/** Whether the browser draws on a canvas: one that refuses (privacy settings, no 2D context) keeps the card's table. */
function canDraw(): boolean {
  return document.createElement('canvas').getContext('2d') !== null;
}

function buildOptions({ days, lines, colors, kind, unit, formatValue }: TrendChartProps, width: number): uPlot.Options {
  const bars = kind === 'bar' ? uPlot.paths.bars?.({ size: [0.6, 24] }) : undefined;
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false }, y: { range: (_plot, _min, max) => [0, Math.max(1, max)] } },
    axes: [
      { label: '日期', values: (_plot, splits) => splits.map((index) => days[index]?.slice(5) ?? '') },
      { label: unit, size: 60, incrs: WHOLE_STEPS, values: (_plot, splits) => splits.map(formatValue) },
    ],
    series: [
      {},
      ...lines.map((line, index) => ({
        label: line.label,
        stroke: colors[index % colors.length],
        width: 2,
        ...(bars ? { paths: bars, fill: colors[index % colors.length], points: { show: false } } : {}),
      })),
    ],
  };
}

export default function TrendChart({ days, lines, colors, kind, unit, formatValue }: TrendChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const props = { days, lines, colors, kind, unit, formatValue };
    const element = box.current;
    if (!element || !canDraw()) {
      return undefined;
    }
    const data: uPlot.AlignedData = [props.days.map((_day, index) => index), ...props.lines.map((line) => line.values)];
    const plot = new uPlot(buildOptions(props, Math.max(200, element.clientWidth)), data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, element.clientWidth), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, lines, colors, kind, unit, formatValue]);
  return <div ref={box} aria-hidden="true" />;
}
