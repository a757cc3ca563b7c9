import { eventPagePath, type EventDecl } from '@chronicle/contract';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/components.js';
import { useEventText } from './event-text.js';

/** One tab per sub-page of the event; the current one is marked for assistive technology. */
export function EventTabs({ decl, current }: { decl: EventDecl; current: string }) {
  const { t } = useTranslation('events');
  const text = useEventText(decl.slug as never);
  return (
    <nav className="ev-tabs" aria-label={t('tabs')}>
      <ul className="ev-tabs__list">
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
