import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { noticeStore } from './notice-store.js';
import './offline.css';

/** How long "updated" stays up. */
const UPDATED_MS = 6_000;

function CloudOff() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M7 18h10.5a3.5 3.5 0 0 0 .6-6.95A5.5 5.5 0 0 0 8 8.6 4.75 4.75 0 0 0 7 18z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

function Spark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 3l1.9 5.6L19.5 10l-5.6 1.9L12 17.5l-1.9-5.6L4.5 10l5.6-1.4z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * The app's status line (docs/reference/web-app.md#offline): "offline, as of <time>" while the
 * records on screen are the copies the service worker kept, and a one-line notice when a new
 * build is in use or ready. Rendered in a root of its own, loaded after the first paint.
 */
export function OfflineNotice({
  onRetry,
  onReload,
}: {
  onRetry: () => void;
  onReload: () => void;
}) {
  const { t, i18n } = useTranslation('offline');
  const { offlineAsOf, update } = useSyncExternalStore(noticeStore.subscribe, noticeStore.get);

  useEffect(() => {
    if (update !== 'done') return undefined;
    const timer = window.setTimeout(() => noticeStore.set({ update: null }), UPDATED_MS);
    return () => window.clearTimeout(timer);
  }, [update]);

  let content = null;
  if (offlineAsOf !== null) {
    // The time alone when the copies are from today, else the date too.
    const today = new Date(offlineAsOf).toDateString() === new Date().toDateString();
    const time = new Intl.DateTimeFormat(i18n.language, {
      ...(today ? {} : { dateStyle: 'medium' }),
      timeStyle: 'short',
    }).format(offlineAsOf);
    content = (
      <div className="offline-notice offline-notice--offline" data-testid="offline-banner">
        <CloudOff />
        <span className="offline-notice__text">
          <strong>{t('offline')}</strong> {t('asOf', { time })}
        </span>
        <button type="button" className="offline-notice__action" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (update === 'ready') {
    content = (
      <div className="offline-notice" data-testid="update-ready">
        <Spark />
        <span className="offline-notice__text">{t('updateReady')}</span>
        <button type="button" className="offline-notice__action" onClick={onReload}>
          {t('reload')}
        </button>
        <button
          type="button"
          className="offline-notice__close"
          aria-label={t('dismiss')}
          onClick={() => noticeStore.set({ update: null })}
        >
          ×
        </button>
      </div>
    );
  } else if (update === 'done') {
    content = (
      <div className="offline-notice" data-testid="updated">
        <Spark />
        <span className="offline-notice__text">{t('updated')}</span>
      </div>
    );
  }
  return (
    <div className="offline-notice-region" role="status" aria-label={t('region')}>
      {content}
    </div>
  );
}
