import { CONSTANTS, RETCODE } from '@chronicle/contract';
import { useTranslation } from '../../../../lib/use-translation.js';
import { useDescribeError } from '../../../../app/error-message.js';
import { Button } from '../../../../components/ui/button.js';
import { ErrorState } from '../../../../components/ui/error-state.js';
import { Skeleton } from '../../../../components/ui/skeleton.js';
import { ApiError } from '../../../../lib/api-client.js';
import { useDelayedFlag } from '../../../../lib/use-delayed-flag.js';

/** A padlock in the style of the design system's icons (the set has none). */
function LockGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="5" y="10.5" width="14" height="9.5" rx="2" />
      <path d="M8.5 10.5V7.8a3.5 3.5 0 0 1 7 0v2.7" />
      <circle cx="12" cy="15.2" r="1.2" fill="currentColor" stroke="none" />
    </svg>
  );
}

/**
 * The view's loading state: the header and two sections in outline, after the
 * docs/reference/web-app.md#constants delay.
 */
export function DetailSkeleton() {
  const { t } = useTranslation('character');
  const visible = useDelayedFlag(true, CONSTANTS.loadingDelayMs);
  return (
    <div className="cd cd--loading" aria-busy="true">
      <span className="visually-hidden">{t('loading')}</span>
      {visible ? (
        <>
          <div className="cd-header">
            <Skeleton className="cd-header__art" width={128} height={128} radius={18} />
            <div className="cd-header__text">
              <Skeleton width={200} height={28} />
              <Skeleton width={140} height={16} />
              <Skeleton width={260} height={24} radius={999} />
            </div>
          </div>
          <div className="cd-grid">
            <Skeleton height={220} radius={14} />
            <Skeleton height={220} radius={14} />
          </div>
          <Skeleton height={160} radius={14} />
        </>
      ) : null}
    </div>
  );
}

/**
 * Why the build could not be shown, inside the view (never the page's error layout): 10102 when
 * the owner keeps character details from visitors, the retcode's message for other API errors,
 * and `loading_failed` with a retry when the server was not reached.
 */
export function DetailError({
  error,
  onRetry,
  onClose,
}: {
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['character', 'common']);
  const describe = useDescribeError();
  if (error instanceof ApiError && error.retcode === RETCODE.NOT_PUBLIC) {
    return (
      <div className="cd-private" role="status">
        <span className="cd-private__icon" aria-hidden="true">
          <LockGlyph />
        </span>
        <h2 className="cd-private__title">{t('notPublic.title')}</h2>
        <p className="cd-private__body">{t('notPublic.body')}</p>
        <Button variant="secondary" onClick={onClose}>
          {t('back')}
        </Button>
      </div>
    );
  }
  const description = describe(error);
  const network = description.kind === 'network';
  return (
    <ErrorState
      compact
      message={description.message}
      tip={description.tip}
      retryLabel={network ? t('common:actions.retry') : undefined}
      onRetry={network ? onRetry : undefined}
    />
  );
}
