import type { GameConfig } from '@chronicle/contract';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../lib/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { useModal } from '../../components/ui/use-modal.js';
import { useDescribeError } from '../../app/error-message.js';
import { ApiError } from '../../lib/api-client.js';
import { useShell } from '../../lib/shell.js';
import {
  CaptchaError,
  MAX_ATTEMPTS,
  type ChallengeStep,
} from '../../lib/risk-challenge/challenge.js';
import type { RiskView } from './risk-flow.js';
import './risk.css';
import './risk-emblem.css';

const STEPS: readonly ChallengeStep[] = ['create', 'solve', 'verify'];

export interface RiskDialogProps {
  game: GameConfig;
  view: Exclude<RiskView, { phase: 'idle' }>;
  onClose: () => void;
  onRetry: () => void;
}

/** The emblem: a shield in a ring that turns while the browser works, closes with a check mark. */
function Emblem({ phase }: { phase: RiskDialogProps['view']['phase'] }) {
  return (
    <svg className="risk__emblem" viewBox="0 0 96 96" aria-hidden="true" data-phase={phase}>
      <circle className="risk__track" cx="48" cy="48" r="42" />
      <circle className="risk__arc" cx="48" cy="48" r="42" pathLength="100" />
      <path
        className="risk__shield"
        d="M48 22 68 30v15c0 13-8.4 23.4-20 28-11.6-4.6-20-15-20-28V30z"
        pathLength="100"
      />
      {phase === 'verified' ? (
        <path className="risk__mark" d="m39 48 7 7 12-13" pathLength="100" />
      ) : phase === 'failed' ? (
        <path className="risk__mark" d="M48 38v11m0 7v.5" pathLength="100" />
      ) : (
        <g className="risk__dots">
          <circle cx="40" cy="47" r="2.4" />
          <circle cx="48" cy="47" r="2.4" />
          <circle cx="56" cy="47" r="2.4" />
        </g>
      )}
    </svg>
  );
}

/**
 * The risk challenge dialog (docs/reference/web-app.md#risk-challenge,
 * docs/reference/web-app.md#errors): a card on desktop, a bottom sheet on mobile. It says why the
 * check is there, follows the three steps (prepare, compute, confirm) in a live status, shows
 * "Verified" before the page reloads, and on a failure says what went wrong with a retry. The close
 * button and Escape close it (GEETEST_CLOSE); the backdrop does not, so a stray tap cannot.
 */
export function RiskDialog({ game, view, onClose, onRetry }: RiskDialogProps) {
  const { t } = useTranslation(['risk', 'errors', 'games', 'common']);
  const shell = useShell();
  const describeError = useDescribeError();
  const panelRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const introId = useId();
  const statusId = useId();
  useModal(true, panelRef, onClose);

  const failed = view.phase === 'failed';
  // A failure moves focus to its way forward, so a keyboard user lands on "Try again".
  useEffect(() => {
    if (failed) retryRef.current?.focus();
  }, [failed]);

  const layout = shell === 'mobile' ? 'sheet' : 'card';
  const current = view.phase === 'working' ? STEPS.indexOf(view.step) : STEPS.length;

  let status: string;
  let detail: string | undefined;
  switch (view.phase) {
    case 'working':
      status = t(`risk:step.${view.step}`);
      if (view.attempt > 1)
        detail = t('risk:attempt', { attempt: view.attempt, max: MAX_ATTEMPTS });
      break;
    case 'verified':
      status = t('risk:verified');
      detail = t('risk:reloading');
      break;
    case 'failed':
      status = failureMessage(view.error);
      break;
  }

  function failureMessage(error: unknown): string {
    // Other API errors are passed on: their catalogue message says what the server refused.
    if (error instanceof ApiError) return describeError(error).message;
    if (error instanceof CaptchaError && error.code === 'error_01') return t('risk:refused');
    return t('errors:captchaNetwork');
  }

  return createPortal(
    <div className={`sheet-dialog-root sheet-dialog-root--${layout} risk-root`}>
      <div className="sheet-dialog-backdrop" aria-hidden="true" />
      <div
        ref={panelRef}
        className={`sheet-dialog sheet-dialog--${layout} risk risk--${layout}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        data-phase={view.phase}
        data-risk=""
      >
        {layout === 'sheet' ? <span className="sheet-dialog__grabber" aria-hidden="true" /> : null}
        <div className="sheet-dialog__header">
          <div className="sheet-dialog__heading">
            <p className="sheet-dialog__eyebrow">{t(`games:${game.key}.title`)}</p>
            <h2
              className="sheet-dialog__title risk__title"
              id={titleId}
              tabIndex={-1}
              data-autofocus
            >
              {t('risk:title')}
            </h2>
          </div>
          <Button
            variant="ghost"
            icon="close"
            iconOnly
            aria-label={t('risk:close')}
            onClick={onClose}
          />
        </div>
        <div className="sheet-dialog__body risk__body">
          <p className="risk__intro" id={introId}>
            {t('risk:intro')}
          </p>
          <div className="risk__stage">
            <div
              className="risk__meter"
              role="progressbar"
              aria-labelledby={statusId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={view.phase === 'verified' ? 100 : undefined}
            >
              <Emblem phase={view.phase} />
            </div>
            <div className="risk__status-block">
              <p className="risk__status" id={statusId} role="status">
                {status}
                {detail ? <span className="risk__detail">{detail}</span> : null}
              </p>
              {failed ? null : (
                <ol className="risk__steps" aria-label={t('risk:stepsLabel')}>
                  {STEPS.map((step, i) => (
                    <li
                      key={step}
                      className="risk__step"
                      data-state={i < current ? 'done' : i === current ? 'active' : 'todo'}
                      aria-current={i === current ? 'step' : undefined}
                    >
                      <span className="risk__step-dot" aria-hidden="true" />
                      {t(`risk:stepName.${step}`)}
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </div>
          {view.phase === 'working' ? <p className="risk__note">{t('risk:note')}</p> : null}
        </div>
        {failed ? (
          <div className="sheet-dialog__footer risk__footer">
            <Button variant="secondary" block={layout === 'sheet'} onClick={onClose}>
              {t('common:actions.close')}
            </Button>
            <Button
              ref={retryRef}
              variant="primary"
              icon="refresh"
              block={layout === 'sheet'}
              onClick={onRetry}
            >
              {t('common:actions.retry')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
