import { onCLS, onINP, onLCP, type MetricType } from 'web-vitals';

/** One measurement as the monitoring endpoint takes it. */
export interface VitalReading {
  name: 'LCP' | 'INP' | 'CLS';
  /** Milliseconds for LCP and INP, the unitless score for CLS. */
  value: number;
  rating: MetricType['rating'];
}

/** The contract's upper bound of a vital's value. */
const VALUE_LIMIT = 600_000;

/**
 * Real-user performance measurements (docs/reference/web-app.md#tracking-and-monitoring, issue 7):
 * LCP, INP and CLS through web-vitals, each reported once its value is final (after the first
 * input, or when the page is hidden).
 */
export function watchVitals(report: (reading: VitalReading) => void): void {
  const forward = (metric: {
    name: VitalReading['name'];
    value: number;
    rating: VitalReading['rating'];
  }) =>
    report({
      name: metric.name,
      value: Math.min(Math.max(metric.value, 0), VALUE_LIMIT),
      rating: metric.rating,
    });
  onLCP(forward);
  onINP(forward);
  onCLS(forward);
}
