import { EVENTS, endpoints, eventPagePath, type EventDecl } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import { Link } from '../../../lib/router/components.js';
import { useLocation } from '../../../lib/router/hooks.js';
import type { CurrentRole } from '../../../lib/session.js';
import { useShell } from '../../../lib/shell.js';
import { useEventText } from './event-text.js';

/** Slugs of the events a role has a record of, from `activities`. */
function usePlayedEvents(role: CurrentRole) {
  const query = { role_id: role.game_role_id, server: role.region };
  return useQuery({
    queryKey: endpointKey(endpoints.genshin.activities, query),
    queryFn: ({ signal }) => api.call(endpoints.genshin.activities, query, { signal }),
    select: (data) => new Set(data.activities.flatMap((entry) => Object.keys(entry))),
  });
}

function EventName({ slug }: { slug: string }) {
  const text = useEventText(slug as never);
  return <>{text.name()}</>;
}

/**
 * Every event as a tile, the role's played ones marked: how a player moves between events. The
 * 1200-px event page exists on desktop only, so the mobile shell leaves it out.
 */
export function EventSwitcher({ role, current }: { role: CurrentRole; current: string }) {
  const { t } = useTranslation('events');
  const shell = useShell();
  const played = usePlayedEvents(role);
  const { search } = useLocation();
  const events = (EVENTS as readonly EventDecl[]).filter(
    (e) => shell === 'desktop' || e.addressing !== 'single',
  );
  return (
    <Card title={t('switcher.label')} titleId="ev-switcher-title" className="ev-switcher">
      <ul className="ev-switcher__list">
        {events.map((e) => {
          const state = played.data?.has(e.slug);
          return (
            <li key={e.slug}>
              <Link
                to={{ pathname: eventPagePath(e, e.pages[0]?.key ?? ''), search }}
                className={`ev-switcher__item${e.slug === current ? ' ev-switcher__item--current' : ''}`}
                aria-current={e.slug === current ? 'true' : undefined}
              >
                <span className="ev-switcher__name">
                  <EventName slug={e.slug} />
                </span>{' '}
                {state === undefined ? null : (
                  <span
                    className={`ev-switcher__state ev-switcher__state--${state ? 'played' : 'none'}`}
                  >
                    {state ? t('switcher.played') : t('switcher.notPlayed')}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
