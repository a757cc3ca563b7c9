import { eventOfPath, type EventDecl, type EventPageDecl } from '@chronicle/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { QueryErrorState } from '../../../app/query-error-state.js';
import { useLocation } from '../../../lib/router/hooks.js';
import { useSession, type CurrentRole } from '../../../lib/session.js';
import type { EventFolder, EventTheme } from './event-folder.js';
import { EventHeader } from './event-header.js';
import { EventSkeleton } from './event-skeleton.js';
import { EventSwitcher } from './event-switcher.js';
import { EventTabs } from './event-tabs.js';
import { useEventText } from './event-text.js';
import { ScoreTable } from './score-table.js';
import { StageList } from './stage-list.js';
import { StoryList } from './story-list.js';
import { useActivityRecord, type EventPageData } from './use-activity.js';
import './events.css';

function themeStyle(theme: EventTheme): CSSProperties {
  return {
    '--ev-accent': theme.accent,
    '--ev-sky': theme.sky,
    '--ev-horizon': theme.horizon,
  } as CSSProperties;
}

function PageBody({
  decl,
  page,
  data,
}: {
  decl: EventDecl;
  page: EventPageDecl;
  data: EventPageData;
}) {
  const { t } = useTranslation('events');
  const text = useEventText(decl.slug as never);
  if (!data.exists_data) {
    return (
      <Card>
        <EmptyState message={t('empty.page')} hint={text.pageHint(page.key)} />
      </Card>
    );
  }
  if (page.view === 'table') return <ScoreTable decl={page} slug={decl.slug} data={data} />;
  if (page.view === 'story') return <StoryList slug={decl.slug} data={data} />;
  return <StageList decl={page} slug={decl.slug} data={data} />;
}

function RoleEvent({
  folder,
  decl,
  page,
  role,
}: {
  folder: EventFolder;
  decl: EventDecl;
  page: EventPageDecl;
  role: CurrentRole;
}) {
  const { t } = useTranslation(['events', 'common']);
  const query = useActivityRecord(folder.slug, role);
  const theme = typeof folder.theme === 'function' ? folder.theme(page.key) : folder.theme;

  let body;
  if (query.isPending) body = <EventSkeleton />;
  else if (query.isError) {
    body = <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!query.data.exists_data) {
    body = (
      <Card>
        <EmptyState message={t('events:empty.event')} hint={t('events:empty.eventHint')} />
      </Card>
    );
  } else {
    const data = query.data.pages.find((p) => p.key === page.key);
    body = data ? <PageBody decl={decl} page={page} data={data} /> : null;
  }

  return (
    <div className={`ev ev--${decl.slug} ev--page-${page.key}`} style={themeStyle(theme)}>
      <EventHeader
        folder={folder}
        decl={decl}
        page={page}
        data={query.isSuccess ? query.data : undefined}
      />
      {decl.pages.length > 1 ? <EventTabs decl={decl} current={page.key} /> : null}
      <div className="ev__body">{body}</div>
      <EventSwitcher role={role} current={decl.slug} />
    </div>
  );
}

/**
 * The page of one event's folder: the route path picks the sub-page from the contract's declaration,
 * the role's record fills the shared header, tabs and the sub-page's view.
 */
export function createEventPage(folder: EventFolder) {
  function EventPage() {
    const session = useSession();
    const location = useLocation();
    const found = eventOfPath(location.pathname);
    const role = session.crtRole;
    if (!role || !found || found.event.slug !== folder.slug) return null;
    return (
      <RoleEvent
        key={`${role.region}:${role.game_role_id}`}
        folder={folder}
        decl={found.event}
        page={found.page}
        role={role}
      />
    );
  }
  EventPage.displayName = `EventPage(${folder.slug})`;
  return EventPage;
}
