import { useTranslation } from '../../../lib/use-translation.js';
import { useEventText } from './event-text.js';
import { Status } from './record-parts.js';
import type { EventPageData } from './use-activity.js';

/** The `story` view: chapters in order on a timeline, read ones lit, the rest locked. */
export function StoryList({ slug, data }: { slug: string; data: EventPageData }) {
  const { t } = useTranslation('events');
  const text = useEventText(slug as never);
  const read = data.records.filter((r) => r.finished).length;
  return (
    <section className="ev-story">
      <p className="ev-story__progress">
        {t('story.progress', { read, total: data.records.length })}
      </p>
      <ol className="ev-story__list">
        {data.records.map((r, i) => (
          <li key={`${r.id}-${i}`} className={`ev-chapter${r.finished ? ' ev-chapter--read' : ''}`}>
            <span className="ev-chapter__dot" aria-hidden="true" />
            <img
              className="ev-chapter__icon"
              src={r.icon}
              alt=""
              width={64}
              height={64}
              loading="lazy"
            />
            <div className="ev-chapter__text">
              <span className="ev-chapter__number">
                {text.step(data.key, i + 1) ?? t('story.chapter', { n: i + 1 })}
              </span>
              <h3 className="ev-chapter__name">{r.name}</h3>
              <Status record={r} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
