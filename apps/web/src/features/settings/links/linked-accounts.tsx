import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { useDescribeError } from '../../../app/error-message.js';
import { Card } from '../../../components/ui/card.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { ErrorState } from '../../../components/ui/error-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useFormat } from '../../../lib/format.js';
import { upstreamLinksQueryOptions } from './api/upstream-links.js';
import { ImportCard } from './components/import-card.js';
import { LinkFormCard } from './components/link-form-card.js';
import { LinkList } from './components/link-list.js';
import { useSyncWatch } from './use-sync-watch.js';
import './links.css';
import './link-details.css';
import './link-forms.css';
import './link-help.css';

/**
 * Linked accounts (issue 17), on the owner's settings page of every game: links are the account's,
 * not a game's. The list with each link's state and actions, the form that links one more, and
 * the import of saved files.
 */
export function LinkedAccounts() {
  const { t } = useTranslation(['links', 'common']);
  const format = useFormat();
  const describeError = useDescribeError();
  const query = useQuery(upstreamLinksQueryOptions());
  const titleId = useId();
  useSyncWatch(query.data?.links);

  const list = () => {
    if (query.isPending) {
      return (
        <div className="link-list" aria-hidden="true">
          <Skeleton height={148} radius="var(--radius-md)" />
        </div>
      );
    }
    if (query.isError) {
      return (
        <ErrorState
          compact
          message={t('loadFailed')}
          tip={describeError(query.error).message}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (query.data.links.length === 0) {
      return <EmptyState compact message={t('empty.message')} hint={t('empty.hint')} />;
    }
    return <LinkList links={query.data.links} />;
  };

  return (
    <>
      <Card className="settings__card links-card" title={t('title')} titleId={titleId}>
        {query.data ? (
          <p className="links__text">
            {t('intro', { hours: format.number(query.data.sync_interval_hours) })}
          </p>
        ) : null}
        {list()}
      </Card>
      {query.data ? (
        <LinkFormCard hosts={query.data.hosts} hasLinks={query.data.links.length > 0} />
      ) : null}
      <ImportCard />
    </>
  );
}
