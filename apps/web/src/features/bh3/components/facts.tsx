import type { ReactNode } from 'react';

/** A row of labelled figures at the top of a report. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className="b3-facts">{children}</dl>;
}

export interface FactProps {
  label: string;
  value: string;
  /** A smaller line under the value (a change, a previous rank). */
  note?: string;
  big?: boolean;
  tone?: 'up' | 'down';
}

/** One figure: label for readers first, the value large on screen. */
export function Fact({ label, value, note, big = false, tone }: FactProps) {
  return (
    <div className={`b3-fact${big ? ' b3-fact--big' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular">
        {value}
        {note ? (
          <span className={`b3-fact__note${tone ? ` b3-fact__note--${tone}` : ''}`}>{note}</span>
        ) : null}
      </dd>
    </div>
  );
}
