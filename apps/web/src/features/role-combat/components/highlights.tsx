import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Portrait } from '../../../components/art/portrait.js';
import { useFormat } from '../../../lib/format.js';
import type { StageSeason } from '../api/get-role-combat.js';

const KEYS = [
  'max_damage_avatar',
  'max_defeat_avatar',
  'max_take_damage_avatar',
  'total_coin_consumed',
] as const;

/** The season's battle highlights: who struck hardest, defeated most, took most, cost most. */
export function Highlights({ season }: { season: StageSeason }) {
  const { t } = useTranslation('roleCombat');
  const format = useFormat();
  const titleId = useId();
  const stats = season.detail?.fight_statisic;
  if (!stats?.is_show_battle_stats) return null;
  const items = KEYS.flatMap((key) => {
    const entry = stats[key];
    return entry ? [{ key, entry }] : [];
  });
  if (items.length === 0) return null;
  return (
    <section className="stage-highlights" aria-labelledby={titleId}>
      <h2 className="stage-section-title" id={titleId}>
        {t('highlights.title')}
      </h2>
      <ul className="stage-highlights__list">
        {items.map(({ key, entry }) => (
          <li key={key} className="stage-highlight">
            <Portrait src={entry.avatar_icon} alt="" rarity={entry.rarity} size={44} />
            <span className="stage-highlight__label">{t(`highlights.${key}`)}</span>
            <strong className="stage-highlight__value" data-testid={`stage-hl-${key}`}>
              {entry.value === '' ? '-' : format.number(Number(entry.value))}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
