import type { CSSProperties, ReactNode } from 'react';

export interface ProgressRingProps {
  /** 0–100. */
  value: number;
  /** The text in the middle (the formatted percentage). */
  label: ReactNode;
  size?: 'sm' | 'lg';
}

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A circular progress gauge; the visible label carries the value for assistive technology. */
export function ProgressRing({ value, label, size = 'sm' }: ProgressRingProps) {
  const clamped = Math.min(Math.max(value, 0), 100);
  const style = {
    '--ring-dash': `${(clamped / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`,
  } as CSSProperties;
  return (
    <span className={`ring ring--${size}${clamped >= 100 ? ' ring--full' : ''}`} style={style}>
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className="ring__track" cx="50" cy="50" r={RADIUS} />
        <circle className="ring__value" cx="50" cy="50" r={RADIUS} />
      </svg>
      <span className="ring__label tabular">{label}</span>
    </span>
  );
}
