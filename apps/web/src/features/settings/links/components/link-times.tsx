import { useTranslation } from '../../../../lib/use-translation.js';
import type { UpstreamLink } from '../api/upstream-links.js';
import { isoTime, syncTime } from '../time.js';

function When({ seconds }: { seconds: number | null }) {
  const { t } = useTranslation('links');
  const text = syncTime(seconds);
  if (seconds === null || text === null) return <>{t('item.never')}</>;
  return <time dateTime={isoTime(seconds)}>{text}</time>;
}

/**
 * When the link last synced and syncs next; after a failed sync, when one last went through as
 * well.
 */
export function LinkTimes({ link }: { link: UpstreamLink }) {
  const { t } = useTranslation('links');
  const showSuccess = link.last_success_at !== null && link.last_success_at !== link.last_sync_at;
  return (
    <dl className="link-times">
      <div>
        <dt>{t('item.lastSync')}</dt>
        <dd className="tabular">
          <When seconds={link.last_sync_at} />
        </dd>
      </div>
      {showSuccess ? (
        <div>
          <dt>{t('item.lastSuccess')}</dt>
          <dd className="tabular">
            <When seconds={link.last_success_at} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t('item.nextSync')}</dt>
        <dd className="tabular">
          <When seconds={link.next_sync_at} />
        </dd>
      </div>
    </dl>
  );
}
