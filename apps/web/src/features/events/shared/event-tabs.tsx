import { eventPagePath, type EventDecl } from '@chronicle/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/components.js';
import { useEventText } from './event-text.js';

/** One tab per sub-page of the event; the current one is marked for assistive technology. */
export function EventTabs({ decl, current }: { decl: EventDecl; current: string }) {
  const { t } = useTranslation('events');
  const text = useEventText(decl.slug as never);
  const listRef = useRef<HTMLUListElement>(null);
  // On a narrow screen the current tab may sit off to the side: bring it into view.
  useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && typeof active.scrollIntoView === 'function') {
      active.scrollIntoView({ block: 'nearest', inline: 'center' });
    }
  }, [current]);
  return (
    <nav className="ev-tabs" aria-label={t('tabs')}>
      <ul className="ev-tabs__list" ref={listRef}>
        {decl.pages.map((p) => (
          <li key={p.key}>
            <Link
              to={eventPagePath(decl, p.key)}
              replace
              className={`ev-tabs__tab${p.key === current ? ' ev-tabs__tab--current' : ''}`}
              aria-current={p.key === current ? 'page' : undefined}
            >
              {text.page(p.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
