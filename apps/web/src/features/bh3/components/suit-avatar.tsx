import { useTranslation } from '../../../lib/use-translation.js';
import { Portrait } from '../../../components/art/portrait.js';
import type { Bh3Battlesuit } from '../api/get-bh3-characters.js';
import type { Bh3Boss, Bh3Elf } from '../api/get-bh3-abyss.js';
import { rankLetter, suitType } from '../bh3-lookups.js';

export interface SuitAvatarProps {
  suit: Bh3Battlesuit;
  size?: 'sm' | 'md' | 'lg';
  /** Show the name under the portrait (lineups); the list cards print it themselves. */
  named?: boolean;
}

/** A battlesuit's portrait ringed in its type colour, with the type badge and rank letter. */
export function SuitAvatar({ suit, size = 'md', named = false }: SuitAvatarProps) {
  const { t } = useTranslation('bh3');
  const type = suitType(suit);
  const typeName = type ? t(`types.${type}`) : t('types.unknown');
  const rank = rankLetter(suit.star);
  return (
    <figure className={`b3-suit b3-suit--${size}`} data-type={type ?? 'none'}>
      <span className="b3-suit__frame">
        <Portrait src={suit.icon_path || undefined} alt={named ? '' : suit.name} size={96} />
        <abbr className="b3-suit__type" title={typeName}>
          {type ?? '?'}
        </abbr>
        <span className="b3-suit__rank" data-rank={rank}>
          {rank}
        </span>
      </span>
      {named ? <figcaption className="b3-suit__name">{suit.name}</figcaption> : null}
    </figure>
  );
}

/** Up to three battlesuits side by side, each named. */
export function Lineup({ suits, label }: { suits: readonly Bh3Battlesuit[]; label: string }) {
  return (
    <ul className="b3-lineup" aria-label={label}>
      {suits.map((suit, i) => (
        <li key={`${suit.id}-${i}`}>
          <SuitAvatar suit={suit} size="sm" named />
        </li>
      ))}
    </ul>
  );
}

/** A boss's icon and name. */
export function BossBadge({ boss }: { boss: Bh3Boss }) {
  return (
    <span className="b3-boss">
      <img src={boss.avatar || undefined} alt="" width={40} height={40} loading="lazy" />
      <span className="b3-boss__name">{boss.name}</span>
    </span>
  );
}

/** The companion of a fight, or a quiet dash when none came along. */
export function CompanionBadge({ elf }: { elf: Bh3Elf }) {
  const { t } = useTranslation('bh3');
  if (!elf) return <span className="b3-muted">{t('abyss.noCompanion')}</span>;
  return (
    <span className="b3-boss">
      <img src={elf.avatar || undefined} alt="" width={32} height={32} loading="lazy" />
      <span className="b3-boss__name">
        {elf.name} <span className="b3-muted">{elf.rarity >= 5 ? 'S' : 'A'}</span>
      </span>
    </span>
  );
}
