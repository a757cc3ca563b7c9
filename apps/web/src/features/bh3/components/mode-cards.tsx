import { useTranslation } from '../../../lib/use-translation.js';
import { Icon } from '../../../components/ui/icons.js';
import { useFormat } from '../../../lib/format.js';
import { Link } from '../../../lib/router/components.js';
import type { Bh3IndexData } from '../api/get-bh3-index.js';
import { useAreaName, useRiftRankName } from './rank-name.js';

type Stats = Bh3IndexData['stats'];

interface ModeLink {
  to: string;
  key: string;
  title: string;
  headline: string;
}

/** The home's links to the three modes and the Vanguards, each with its headline from `index`. */
export function ModeCards({ stats }: { stats: Stats }) {
  const { t } = useTranslation('bh3');
  const format = useFormat();
  const areaName = useAreaName();
  const rankName = useRiftRankName();
  const noRecord = t('modes.noRecord');

  let abyss: ModeLink;
  if (stats.new_abyss) {
    abyss = {
      to: '/bh3/abyss',
      key: 'ladder',
      title: t('modes.ladder'),
      headline: t('modes.ladderHeadline', {
        rank: rankName(stats.new_abyss.level),
        cups: format.number(stats.new_abyss.cup_number),
      }),
    };
  } else {
    const old = stats.old_abyss;
    abyss = {
      to: '/bh3/abyss',
      key: 'trial',
      title: t('modes.trial'),
      headline: old
        ? t('modes.trialHeadline', {
            letter: old.latest_level,
            area: areaName(old.latest_area),
          })
        : noRecord,
    };
  }
  const links: ModeLink[] = [
    abyss,
    {
      to: '/bh3/arena',
      key: 'arena',
      title: t('modes.arena'),
      headline:
        stats.battle_field_score > 0
          ? t('modes.arenaHeadline', {
              score: format.number(stats.battle_field_score),
              // "" counts as 0 (docs/reference/other-games.md#second-game-index).
              percent: format.percent(Number(stats.battle_field_ranking_percentage || '0')),
            })
          : noRecord,
    },
    {
      to: '/bh3/elysian',
      key: 'dreamscape',
      title: t('modes.dreamscape'),
      headline:
        stats.god_war_max_challenge_score > 0
          ? t('modes.dreamscapeHeadline', {
              score: format.number(stats.god_war_max_challenge_score),
              floor: format.number(stats.god_war_max_challenge_level),
            })
          : noRecord,
    },
    {
      to: '/bh3/valkyries',
      key: 'vanguards',
      title: t('modes.vanguards'),
      headline: t('modes.vanguardsHint', {
        count: format.number(stats.armor_number),
        sss: format.number(stats.sss_armor_number),
      }),
    },
  ];
  return (
    <nav className="b3-modes" aria-label={t('modes.title')}>
      {links.map((link) => (
        <Link key={link.key} to={link.to} className="b3-mode-card" data-mode={link.key}>
          <span className="b3-mode-card__title">{link.title}</span>
          <span className="b3-mode-card__headline tabular">{link.headline}</span>
          <Icon name="chevronRight" className="b3-mode-card__chevron" aria-hidden="true" />
        </Link>
      ))}
    </nav>
  );
}
