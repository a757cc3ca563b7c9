import type { SyncRunSummary } from '@chronicle/contract';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/use-translation.js';
import { formatDuration } from '../../../../lib/duration.js';
import { useFormat } from '../../../../lib/format.js';

const COUNTS = ['requests', 'snapshots', 'images', 'skipped', 'errors'] as const;

/** What the last finished sync did: its counts and how long it took. */
export function RunSummary({ run }: { run: SyncRunSummary }) {
  const { t } = useTranslation('links');
  const format = useFormat();
  const titleId = useId();
  return (
    <div className="link-run">
      <h4 className="link-item__label" id={titleId}>
        {t('item.lastRun')}
      </h4>
      <dl className="link-run__list" aria-labelledby={titleId}>
        {COUNTS.map((key) => (
          <div
            key={key}
            className={`link-run__item${key === 'errors' && run.errors > 0 ? ' link-run__item--bad' : ''}`}
          >
            <dt>{t(`item.run.${key}`)}</dt>
            <dd className="tabular">{format.number(run[key])}</dd>
          </div>
        ))}
        <div className="link-run__item">
          <dt>{t('item.run.duration')}</dt>
          <dd className="tabular">{formatDuration(run.duration_ms / 1000, format.lang, 2)}</dd>
        </div>
      </dl>
    </div>
  );
}
