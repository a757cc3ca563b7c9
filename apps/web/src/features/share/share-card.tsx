import { formatDate, maskUid, type GameConfig } from '@chronicle/contract';
import type { CSSProperties, Ref } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { gameArtUrl, PORTRAIT_FALLBACK_URL } from '../../lib/art.js';
import { useFormat } from '../../lib/format.js';
import type { CurrentRole, GameRecordCard } from '../../lib/session.js';

export interface ShareCardProps {
  game: GameConfig;
  role: CurrentRole;
  /** The record card's name/value pairs (already in the page's language). */
  stats: GameRecordCard['data'];
  /** The day the image is made. */
  date: Date;
  /** The owner hides the UID on share images: the card shows it masked. */
  uidMasked: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Today's date as `YYYY.MM.DD` (docs/reference/web-app.md#formatting) in the viewer's time zone.
 */
export function shareDate(date: Date): string {
  return formatDate({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: 0,
    minute: 0,
    second: 0,
  });
}

/**
 * Chronicle's book-under-a-star mark (as app/brand-mark.tsx draws it), repeated here so the lazily
 * loaded card does not pull the desktop header's module apart from the first page load.
 */
function CardBrandMark() {
  return (
    <svg viewBox="0 0 64 64" width={22} height={22} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#141d31" />
      <path
        d="M14 20c6-2 12-2 18 1 6-3 12-3 18-1v26c-6-2-12-2-18 1-6-3-12-3-18-1zm18 1v26"
        fill="none"
        stroke="#d3bc8e"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M32 8l1.8 5.2L39 15l-5.2 1.8L32 22l-1.8-5.2L25 15l5.2-1.8z" fill="#fff1cf" />
    </svg>
  );
}

/** A whole number the server sends as text (`1268`) reads like the rest of the app (`1,268`). */
function useStatValue() {
  const format = useFormat();
  return (value: string) => (/^\d+$/.test(value) ? format.number(Number(value)) : value);
}

/**
 * The owner's share image (docs/reference/web-app.md#sharing): drawn 375 px wide in fixed pixels
 * whatever the shell's root size, in the game's accent and background, with the role, the four
 * record-card numbers, the game and Chronicle's marks and the date; the UID masked when the owner
 * hides it. Only same-origin images, so the capture can inline them.
 */
export function ShareCard({ game, role, stats, date, uidMasked, ref }: ShareCardProps) {
  const { t } = useTranslation(['share', 'common']);
  const statValue = useStatValue();
  const logo = gameArtUrl(game.art.logo);
  const head = role.game_head_icon || PORTRAIT_FALLBACK_URL;
  const theme = {
    '--share-accent': game.theme.accent,
    '--share-bg': game.theme.background,
    '--share-bg-alt': game.theme.backgroundAlt,
  } as CSSProperties;
  return (
    <div ref={ref} className="share-card" style={theme}>
      <svg className="share-card__motif" viewBox="0 0 200 200" aria-hidden="true" focusable="false">
        <circle cx="100" cy="100" r="96" />
        <circle cx="100" cy="100" r="70" />
        <circle cx="100" cy="100" r="44" />
        <path d="M100 20l7 73 73 7-73 7-7 73-7-73-73-7 73-7z" />
      </svg>
      <header className="share-card__top">
        <span className="share-card__game">
          {logo ? <img src={logo} alt="" width={28} height={28} /> : null}
          <span>{game.name}</span>
        </span>
        <span className="share-card__brand">
          <CardBrandMark />
          <span>{t('common:brand.name')}</span>
        </span>
      </header>
      <div className="share-card__role">
        <img
          className="share-card__head"
          src={head}
          alt=""
          width={72}
          height={72}
          onError={(event) => {
            if (event.currentTarget.src !== PORTRAIT_FALLBACK_URL) {
              event.currentTarget.src = PORTRAIT_FALLBACK_URL;
            }
          }}
        />
        <div className="share-card__who">
          <p className="share-card__name">{role.nickname}</p>
          <p className="share-card__meta">
            <span className="share-card__level">
              {t('common:account.level', { level: role.level })}
            </span>
            <span>{role.region_name}</span>
          </p>
          <p className="share-card__uid">
            {t('common:account.uid', { uid: uidMasked ? maskUid(role.game_uid) : role.game_uid })}
          </p>
        </div>
      </div>
      {stats.length > 0 ? (
        <dl className="share-card__stats">
          {stats.slice(0, 4).map((stat) => (
            <div key={stat.name} className="share-card__stat">
              <dt>{stat.name}</dt>
              <dd>{statValue(stat.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <footer className="share-card__foot">
        <span>{t('share:card.caption')}</span>
        <span className="share-card__date">{shareDate(date)}</span>
      </footer>
    </div>
  );
}
