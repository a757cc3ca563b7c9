import type { EventPageDecl } from '@chronicle/contract';
import { useTranslation } from '../../../lib/use-translation.js';
import { useEventText } from './event-text.js';
import { useEventValue } from './event-value.js';
import { Rewards, Stars, Status, Team } from './record-parts.js';
import type { EventPageData } from './use-activity.js';

/** The `stages` view: a card per stage with its result, numbers, team and rewards. */
export function StageList({
  slug,
  decl,
  data,
}: {
  slug: string;
  decl: EventPageDecl;
  data: EventPageData;
}) {
  const { t } = useTranslation('events');
  const text = useEventText(slug as never);
  const value = useEventValue();
  return (
    <ol className="ev-stages">
      {data.records.map((r, i) => {
        const numbers = [
          ...(r.score > 0
            ? [{ key: 'score', label: t('record.score'), v: value(r.score, 'count') }]
            : []),
          ...(r.cost_time > 0
            ? [{ key: 'time', label: t('record.time'), v: value(r.cost_time, 'seconds') }]
            : []),
          ...(r.times > 0
            ? [{ key: 'times', label: t('record.times'), v: value(r.times, 'count') }]
            : []),
          ...decl.metrics.map((m) => ({
            key: m.key,
            label: text.metric(m.key),
            v: value(r.metrics.find((x) => x.key === m.key)?.value ?? 0, m.unit),
          })),
        ];
        return (
          <li key={`${r.id}-${i}`} className={`ev-stage${r.finished ? ' ev-stage--done' : ''}`}>
            <div className="ev-stage__head">
              <img
                className="ev-stage__icon"
                src={r.icon}
                alt=""
                width={56}
                height={56}
                loading="lazy"
              />
              <div className="ev-stage__title">
                <h3 className="ev-stage__name">{r.name}</h3>
                <div className="ev-stage__meta">
                  {r.difficulty > 0 ? (
                    <span className="ev-chip">
                      {t('record.difficulty', { level: r.difficulty })}
                    </span>
                  ) : null}
                  <Status record={r} />
                </div>
              </div>
              <Stars stars={r.stars} max={r.max_stars} />
            </div>
            {numbers.length > 0 ? (
              <dl className="ev-stage__numbers">
                {numbers.map((n) => (
                  <div key={n.key}>
                    <dt>{n.label}</dt>
                    <dd className="tabular">{n.v}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <Team avatars={r.avatars} />
            <Rewards rewards={r.rewards} />
          </li>
        );
      })}
    </ol>
  );
}
