import type { EventDecl, EventPageDecl } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import type { EventFolder } from './event-folder.js';
import { useEventText } from './event-text.js';
import { useEventValue } from './event-value.js';
import type { ActivityRecordData } from './use-activity.js';

/** `2025-10-14 02:00:00` → `2025.10.14` (docs/reference/web-app.md#formatting); '' stays ''. */
export function eventDate(value: string): string {
  return value.slice(0, 10).replaceAll('-', '.');
}

/**
 * The event's banner: its own art, name, description and dates, with the headline numbers of the
 * event and of the sub-page once the record is in.
 */
export function EventHeader({
  folder,
  decl,
  page,
  data,
}: {
  folder: EventFolder;
  decl: EventDecl;
  page: EventPageDecl;
  data: ActivityRecordData | undefined;
}) {
  const { t } = useTranslation('events');
  const text = useEventText(decl.slug as never);
  const value = useEventValue();
  const pageData = data?.pages.find((p) => p.key === page.key);
  const stats = data?.exists_data
    ? [
        ...decl.stats.map((d) => ({ d, v: data.stats.find((s) => s.key === d.key)?.value ?? 0 })),
        ...page.stats.map((d) => ({
          d,
          v: pageData?.stats.find((s) => s.key === d.key)?.value ?? 0,
        })),
      ]
    : [];
  const { Art } = folder;
  return (
    <header className="ev-header">
      <div className="ev-header__art" aria-hidden="true">
        <Art page={page.key} />
      </div>
      <div className="ev-header__text">
        {data?.exists_data && data.start_time ? (
          <p className="ev-header__dates">
            {t('period', { start: eventDate(data.start_time), end: eventDate(data.end_time) })}
          </p>
        ) : null}
        <h2 className="ev-header__name">{text.name()}</h2>
        <p className="ev-header__description">{text.description()}</p>
      </div>
      {stats.length > 0 ? (
        <dl className="ev-header__stats">
          {stats.map(({ d, v }) => (
            <div key={d.key} className="ev-stat">
              <dt className="ev-stat__label">{text.stat(d.key)}</dt>
              <dd className="ev-stat__value tabular">{value(v, d.unit)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </header>
  );
}
