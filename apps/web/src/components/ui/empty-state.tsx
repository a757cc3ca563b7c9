import { useId, type ReactNode } from 'react';
import './state.css';

export interface EmptyStateProps {
  message: ReactNode;
  hint?: ReactNode;
  /** Compact variant for use inside a card. */
  compact?: boolean;
  action?: ReactNode;
}

/**
 * The empty-data block (docs/reference/web-app.md#page-states page states,
 * docs/reference/web-app.md#empty-states-and-toasts `not_data`).
 */
export function EmptyState({ message, hint, compact = false, action }: EmptyStateProps) {
  const glowId = useId();
  return (
    <div className={`state state--empty${compact ? ' state--compact' : ''}`}>
      <svg className="state__art" viewBox="0 0 120 90" aria-hidden="true">
        <defs>
          <linearGradient id={glowId} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor="currentColor" stopOpacity="0.45" />
            <stop offset="1" stopColor="currentColor" stopOpacity="0.05" />
          </linearGradient>
        </defs>
        <ellipse cx="60" cy="78" rx="40" ry="6" fill="currentColor" opacity="0.12" />
        <path
          d="M28 34h64l-6 40H34z"
          fill={`url(#${glowId})`}
          stroke="currentColor"
          strokeOpacity="0.6"
        />
        <path d="M24 34 36 22h48l12 12" fill="none" stroke="currentColor" strokeOpacity="0.6" />
        <path d="M48 52h24" stroke="currentColor" strokeOpacity="0.7" strokeLinecap="round" />
        <circle cx="60" cy="12" r="2" fill="currentColor" />
        <circle cx="44" cy="8" r="1.2" fill="currentColor" opacity="0.6" />
        <circle cx="77" cy="6" r="1.4" fill="currentColor" opacity="0.7" />
      </svg>
      <p className="state__message">{message}</p>
      {hint ? <p className="state__hint">{hint}</p> : null}
      {action ? <div className="state__action">{action}</div> : null}
    </div>
  );
}
