import { useTranslation } from '../../../lib/use-translation.js';
import { Portrait } from '../../../components/art/portrait.js';
import { elementGlyphUrl } from '../../../lib/art.js';
import type { CardPool } from '../api/get-act-calendar.js';
import { StatusChip, TimeLeft } from './time-left.js';

/** One wish banner: name, version, time left and its featured characters or weapons. */
export function BannerCard({ pool }: { pool: CardPool }) {
  const { t } = useTranslation('calendar');
  const featured = [
    ...pool.avatars.map((a) => ({
      key: `a${a.id}`,
      name: a.name,
      icon: a.icon,
      rarity: a.rarity,
      element: a.element,
    })),
    ...pool.weapon.map((w) => ({
      key: `w${w.id}`,
      name: w.name,
      icon: w.icon,
      rarity: w.rarity,
      element: '',
    })),
  ];
  return (
    <article
      className={`calendar-card calendar-banner calendar-banner--type${pool.pool_type}`}
      data-pool={pool.pool_id}
    >
      <header className="calendar-card__head">
        <h3 className="calendar-card__title">{pool.pool_name}</h3>
        <StatusChip status={pool.pool_status} />
      </header>
      <p className="calendar-card__sub">{t('pool.version', { version: pool.version_name })}</p>
      <TimeLeft
        status={pool.pool_status}
        countdown={pool.countdown_seconds}
        start={pool.start_timestamp}
        end={pool.end_timestamp}
      />
      <ul
        className="calendar-banner__featured"
        aria-label={pool.avatars.length > 0 ? t('pool.characters') : t('pool.weapons')}
      >
        {featured.map((f) => {
          const glyph = f.element ? elementGlyphUrl(f.element) : undefined;
          return (
            <li key={f.key} className={`calendar-banner__item calendar-banner__item--r${f.rarity}`}>
              <span className="calendar-banner__portrait">
                <Portrait src={f.icon} alt="" rarity={f.rarity} size={64} />
                {glyph ? (
                  <img
                    className="calendar-banner__element"
                    src={glyph}
                    alt=""
                    width={18}
                    height={18}
                  />
                ) : null}
              </span>
              <span className="calendar-banner__name">{f.name}</span>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
