import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import './detail-tabs.css';

/**
 * A character's detail with two tabs, its current build and its History (issue 18). The history is
 * only mounted, and so only requested, once its tab is opened.
 */
export function DetailTabs({
  children,
  history,
}: {
  children: ReactNode;
  history: () => ReactNode;
}) {
  const { t } = useTranslation('buildHistory');
  const id = useId();
  const [tab, setTab] = useState<'build' | 'history'>('build');
  const tabs = ['build', 'history'] as const;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tab === 'build' ? 'history' : 'build';
    setTab(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <div className="detail-tabs">
      <div className="detail-tabs__list" role="tablist" aria-label={t('tabs.label')}>
        {tabs.map((name) => (
          <button
            key={name}
            id={`${id}-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={`detail-tabs__tab${tab === name ? ' detail-tabs__tab--on' : ''}`}
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        id={`${id}-${tab}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${tab}`}
        className="detail-tabs__panel"
      >
        {tab === 'build' ? children : history()}
      </div>
    </div>
  );
}
