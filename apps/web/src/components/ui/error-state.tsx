import type { ReactNode } from 'react';
import { Button } from './button.js';
import { Icon } from './icons.js';
import './state.css';

export interface ErrorStateProps {
  message: ReactNode;
  tip?: ReactNode;
  /** An illustration (the game's error image); the alert icon when absent. */
  imageSrc?: string;
  retryLabel?: string;
  onRetry?: () => void;
  action?: ReactNode;
  compact?: boolean;
}

/**
 * The error screen of docs/reference/web-app.md#page-states: icon, message, optional tip, and a way
 * forward.
 */
export function ErrorState({
  message,
  tip,
  imageSrc,
  retryLabel,
  onRetry,
  action,
  compact = false,
}: ErrorStateProps) {
  return (
    <div className={`state state--error${compact ? ' state--compact' : ''}`} role="alert">
      {imageSrc ? (
        <img className="state__image" src={imageSrc} alt="" width={180} height={140} />
      ) : (
        <span className="state__icon">
          <Icon name="alert" />
        </span>
      )}
      <p className="state__message">{message}</p>
      {tip ? <p className="state__hint">{tip}</p> : null}
      {onRetry || action ? (
        <div className="state__action">
          {onRetry && retryLabel ? (
            <Button variant="secondary" icon="refresh" onClick={onRetry}>
              {retryLabel}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}
