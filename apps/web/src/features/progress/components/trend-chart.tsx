import type { Lang, TrendSeries } from '@chronicle/contract';
import { useEffect, useEffectEvent, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { axisText, monthText } from '../../../lib/trend-format.js';

export interface TrendChartProps {
  series: TrendSeries;
  lang: Lang;
  /** The accessible name of the drawing; the table beside it holds the same numbers. */
  label: string;
  /** The point under the pointer or the last tap. */
  onPoint: (index: number) => void;
}

const HEIGHT = 180;

/** A colour the theme defines as a CSS variable on the chart's box, with a fallback. */
function themeColour(el: Element, name: string, fallback: string): string {
  return getComputedStyle(el).getPropertyValue(name).trim() || fallback;
}

/**
 * One trend drawn with uPlot (a small canvas charting library, loaded with this page only): a line
 * through every point, in the game theme's accent; up is always better (a clear time's axis runs
 * downwards). Hover or tap reports the nearest point.
 */
export function TrendChart({ series, lang, label, onPoint }: TrendChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const report = useEffectEvent(onPoint);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const accent = themeColour(el, '--chart-line', themeColour(el, '--c-accent', '#7aa2ff'));
    const muted = themeColour(el, '--c-text-muted', '#8a93a6');
    const grid = themeColour(el, '--c-border', 'rgba(255,255,255,0.12)');
    const xs = series.points.map((p) => p.at);
    const ys = series.points.map((p) => p.value);
    const options: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height: HEIGHT,
      legend: { show: false },
      scales: {
        x: { time: true },
        y: { dir: series.lower_is_better ? -1 : 1, range: (_u, min, max) => padRange(min, max) },
      },
      cursor: { drag: { x: false, y: false }, points: { size: 10, fill: accent } },
      series: [
        {},
        {
          stroke: accent,
          width: 2,
          fill: translucent(accent, 0.16),
          points: { show: true, size: 7, fill: accent, stroke: accent },
        },
      ],
      axes: [
        {
          stroke: muted,
          grid: { stroke: grid, width: 1 },
          ticks: { stroke: grid, width: 1 },
          space: 64,
          values: (_u, splits) => splits.map((s) => monthText(s)),
        },
        {
          stroke: muted,
          grid: { stroke: grid, width: 1 },
          ticks: { show: false },
          size: 56,
          // Floors, acts, stars and counts are whole numbers: no tick at 11.5.
          ...(series.unit === 'percent' || series.unit === 'seconds' ? {} : { incrs: WHOLE_STEPS }),
          values: (_u, splits) => splits.map((v) => axisText(series, v, lang)),
        },
      ],
      hooks: {
        setCursor: [
          (u) => {
            if (u.cursor.idx !== null && u.cursor.idx !== undefined) report(u.cursor.idx);
          },
        ],
      },
    };
    const plot = new uPlot(options, [xs, ys], el);
    // A tap on a phone brings no hover: the nearest point of the tap is read, and the cursor put there.
    const over = plot.over as HTMLElement | undefined;
    const onTap = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || !over) return;
      const rect = over.getBoundingClientRect();
      plot.setCursor({ left: event.clientX - rect.left, top: event.clientY - rect.top });
    };
    over?.addEventListener('pointerdown', onTap);
    const resize =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            plot.setSize({ width: Math.max(200, el.clientWidth), height: HEIGHT });
          });
    resize?.observe(el);
    return () => {
      over?.removeEventListener('pointerdown', onTap);
      resize?.disconnect();
      plot.destroy();
    };
  }, [series, lang]);

  return <div ref={box} className="trend-chart" role="img" aria-label={label} />;
}

/** Tick steps of whole-number axes. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000];

/** `#rrggbb` (or `#rgb`) at an opacity, for the area under the line; canvas has no color-mix(). */
function translucent(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return 'transparent';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** A y range with some air around the values, so a flat line sits mid-chart rather than on an edge. */
function padRange(min: number, max: number): uPlot.Range.MinMax {
  if (min === max) return [min - 1, max + 1];
  const pad = (max - min) * 0.15;
  return [min - pad, max + pad];
}
