import { eventPagePath, type EventDecl } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { NavLink } from '../../../lib/router/components.js';
import { useLocation } from '../../../lib/router/hooks.js';
import { useCurrentInView } from '../../../lib/use-current-in-view.js';
import { useEventText } from './event-text.js';

/**
 * One tab per sub-page of the event. Links keep the page's query (a visitor's `uid`, `lang`), so
 * moving between tabs never drops whose records are shown.
 */
export function EventTabs({ decl, current }: { decl: EventDecl; current: string }) {
  const { t } = useTranslation('events');
  const text = useEventText(decl.slug as never);
  const { search } = useLocation();
  const listRef = useCurrentInView<HTMLUListElement>(current);
  return (
    <nav className="ev-tabs" aria-label={t('tabs')}>
      <ul className="ev-tabs__list" ref={listRef}>
        {decl.pages.map((p) => (
          <li key={p.key}>
            <NavLink
              to={{ pathname: eventPagePath(decl, p.key), search }}
              end
              className={({ isActive }) =>
                `ev-tabs__tab${isActive ? ' ev-tabs__tab--current' : ''}`
              }
            >
              {text.page(p.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
