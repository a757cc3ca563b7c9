import type { ReactNode } from 'react';
import { Icon } from '../../../../components/ui/icons.js';

/**
 * A short "how do I…" disclosure: a native `<details>` (keyboard and screen readers know it), its
 * steps numbered, and an optional note under them.
 */
export function HelpSteps({
  summary,
  steps,
  note,
}: {
  summary: string;
  steps: readonly string[];
  note?: ReactNode;
}) {
  return (
    <details className="link-help">
      <summary className="link-help__summary">
        <Icon name="info" className="link-help__icon" />
        <span>{summary}</span>
        <Icon name="chevronDown" className="link-help__chevron" />
      </summary>
      <ol className="link-help__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {note ? <p className="link-help__note">{note}</p> : null}
    </details>
  );
}
