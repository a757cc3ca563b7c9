import { formatDateTime, wallClockFromUnix } from '@chronicle/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Portrait } from '../../../components/art/portrait.js';
import type { AbyssBattle, AbyssChamber, AbyssEnemy } from '../api/get-spiral-abyss.js';
import { useCharacterName } from './character-names.js';
import { StarRating } from './star-rating.js';

/**
 * The battle's own wall time when the server sends one, else its Unix timestamp
 * (docs/reference/web-app.md#formatting format).
 */
function battleTime(battle: AbyssBattle): string {
  return formatDateTime(battle.settle_date_time ?? wallClockFromUnix(battle.timestamp));
}

/** An opponent's icon; a plain disc when there is none or it fails, never a broken image. */
function EnemyIcon({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <span className="abyss-enemy__icon" aria-hidden="true" />;
  return (
    <img
      className="abyss-enemy__icon"
      src={src}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

function EnemyList({ enemies }: { enemies: readonly AbyssEnemy[] }) {
  const { t } = useTranslation('abyss');
  if (enemies.length === 0) return null;
  return (
    <div className="abyss-enemies">
      <span className="abyss-enemies__label">{t('floors.opponents')}</span>
      <ul className="abyss-enemies__list">
        {enemies.map((enemy, i) => (
          <li key={`${enemy.name}-${i}`} className="abyss-enemy">
            <EnemyIcon src={enemy.icon} />
            <span className="abyss-enemy__name">{enemy.name}</span>
            <span className="abyss-enemy__level">{t('floors.level', { level: enemy.level })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TeamMember({ member }: { member: AbyssBattle['avatars'][number] }) {
  const { t } = useTranslation('abyss');
  const name = useCharacterName(member.id);
  const label = name
    ? t('floors.memberNamed', { name, level: member.level })
    : t('floors.member', { level: member.level });
  return (
    <li className="abyss-team__member">
      <Portrait src={member.icon} alt={label} rarity={member.rarity} size={56} />
      <span className="abyss-team__level" aria-hidden="true">
        {t('floors.level', { level: member.level })}
      </span>
    </li>
  );
}

function BattleRow({ battle, enemies }: { battle: AbyssBattle; enemies: readonly AbyssEnemy[] }) {
  const { t } = useTranslation('abyss');
  const half = battle.index === 2 ? t('floors.secondHalf') : t('floors.firstHalf');
  return (
    <li className="abyss-battle">
      <div className="abyss-battle__head">
        <span className={`abyss-battle__half abyss-battle__half--${battle.index}`}>{half}</span>
        <time className="abyss-battle__time">{battleTime(battle)}</time>
      </div>
      <ul className="abyss-team" aria-label={`${half}: ${t('floors.team')}`}>
        {battle.avatars.map((avatar) => (
          <TeamMember key={avatar.id} member={avatar} />
        ))}
      </ul>
      <EnemyList enemies={enemies} />
    </li>
  );
}

/** One chamber: its stars, then each half's team of four, time and opponents. */
export function ChamberCard({ chamber }: { chamber: AbyssChamber }) {
  const { t } = useTranslation('abyss');
  const titleId = useId();
  const battles = [...chamber.battles].sort((a, b) => a.index - b.index);
  // Battles without their half in the list still show that half's opponents.
  const enemiesOf = (index: number) =>
    index === 2 ? chamber.bottom_half_floor_monster : chamber.top_half_floor_monster;
  return (
    <article className="abyss-chamber" aria-labelledby={titleId}>
      <header className="abyss-chamber__head">
        <h4 className="abyss-chamber__title" id={titleId}>
          {t('floors.chamber', { index: chamber.index })}
        </h4>
        <StarRating star={chamber.star} max={chamber.max_star} />
      </header>
      {battles.length > 0 ? (
        <ol className="abyss-chamber__battles">
          {battles.map((battle) => (
            <BattleRow key={battle.index} battle={battle} enemies={enemiesOf(battle.index)} />
          ))}
        </ol>
      ) : (
        <p className="abyss-chamber__none">{t('floors.noBattle')}</p>
      )}
    </article>
  );
}
