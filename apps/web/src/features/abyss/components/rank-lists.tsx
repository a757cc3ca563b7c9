import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Portrait } from '../../../components/art/portrait.js';
import { Card } from '../../../components/ui/card.js';
import { useFormat } from '../../../lib/format.js';
import type { AbyssRank, SpiralAbyssData } from '../api/get-spiral-abyss.js';
import { useCharacterName } from './character-names.js';

/**
 * The single-record lists of docs/reference/web-app.md#abyss-rank-lists ("Abyss rank keys"), in the
 * order the game shows them.
 */
export const RECORD_RANKS = [
  'defeat_rank',
  'damage_rank',
  'take_damage_rank',
  'normal_skill_rank',
  'energy_skill_rank',
] as const;

/**
 * Entries with avatar id 0 are empty slots in real payloads
 * (docs/reference/hoyolab-api.md#spiral-abyss).
 */
function usable(list: readonly AbyssRank[]): AbyssRank[] {
  return list.filter((entry) => entry.avatar_id !== 0);
}

function UsedItem({ entry }: { entry: AbyssRank }) {
  const { t } = useTranslation('abyss');
  const format = useFormat();
  const name = useCharacterName(entry.avatar_id);
  return (
    <li className="abyss-ranks__used-item">
      <Portrait src={entry.avatar_icon} alt="" rarity={entry.rarity} size={72} />
      {name ? <span className="abyss-ranks__name">{name}</span> : null}
      <span className="abyss-ranks__count">
        {t('ranks.usedTimes', { value: format.number(entry.value) })}
      </span>
    </li>
  );
}

function RecordItem({ label, top }: { label: string; top: AbyssRank | undefined }) {
  const { t } = useTranslation('abyss');
  const format = useFormat();
  const name = useCharacterName(top?.avatar_id ?? 0);
  return (
    <li className="abyss-record">
      {top ? (
        <Portrait src={top.avatar_icon} alt="" rarity={top.rarity} size={48} />
      ) : (
        <span className="abyss-record__blank" aria-hidden="true" />
      )}
      <span className="abyss-record__label">{label}</span>
      <span className="abyss-record__line">
        <strong className="abyss-record__value">
          {top ? format.number(top.value) : t('ranks.none')}
        </strong>
        {name ? <span className="abyss-record__name">{name}</span> : null}
      </span>
    </li>
  );
}

/** Most used characters (a row of portraits with battle counts) and the five record holders. */
export function RankLists({ data }: { data: SpiralAbyssData }) {
  const { t } = useTranslation('abyss');
  const titleId = useId();
  const revealId = useId();
  const reveal = usable(data.reveal_rank);

  return (
    <Card title={t('ranks.title')} titleId={titleId} className="abyss-ranks">
      <div className="abyss-ranks__layout">
        <section className="abyss-ranks__reveal" aria-labelledby={revealId}>
          <h3 className="abyss-ranks__heading" id={revealId}>
            {t('ranks.reveal_rank')}
          </h3>
          {reveal.length > 0 ? (
            <ol className="abyss-ranks__used">
              {reveal.map((entry) => (
                <UsedItem key={entry.avatar_id} entry={entry} />
              ))}
            </ol>
          ) : (
            <p className="abyss-ranks__none">{t('ranks.none')}</p>
          )}
        </section>
        <ul className="abyss-ranks__records">
          {RECORD_RANKS.map((key) => (
            <RecordItem key={key} label={t(`ranks.${key}`)} top={usable(data[key])[0]} />
          ))}
        </ul>
      </div>
    </Card>
  );
}
