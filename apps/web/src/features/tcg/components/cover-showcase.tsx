import { useTranslation } from '../../../lib/use-translation.js';
import type { GcgCover } from '../api/gcg-types.js';
import { CardArt } from './game-card.js';
import { CostList } from './cost-list.js';

/** Which frame a cover gets: character and card-back covers are portrait, action cards too. */
function coverKind(cover: GcgCover): 'character' | 'action' | 'back' {
  if (cover.category === 'GCGCardCategoryAvatarCard') return 'character';
  if (cover.category === 'GCGCardCategoryActionCard') return 'action';
  return 'back';
}

/** The showcased cards of the profile, each in its frame with its cost when it has one. */
export function CoverShowcase({ covers }: { covers: readonly GcgCover[] }) {
  const { t } = useTranslation('tcg');
  if (covers.length === 0) return <p className="tcg-muted">{t('covers.empty')}</p>;
  return (
    <ul className="tcg-covers" aria-label={t('covers.title')}>
      {covers.map((cover) => {
        const kind = coverKind(cover);
        return (
          <li
            key={`${cover.category}-${cover.id}`}
            className={`tcg-cover tcg-cover--${kind}`}
            aria-label={cover.name ?? undefined}
          >
            <CardArt src={cover.image_v2 || cover.image} kind={kind === 'back' ? 'action' : kind} />
            {cover.name ? <span className="tcg-cover__name">{cover.name}</span> : null}
            <div className="tcg-cover__costs">
              <CostList costs={cover.action_cost} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
