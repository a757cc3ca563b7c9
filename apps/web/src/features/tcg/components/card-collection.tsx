import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { useSession } from '../../../lib/session.js';
import { useGcgCardList, type CardSide } from '../api/get-gcg-card-list.js';
import type { GcgCard, GcgCardType } from '../api/gcg-types.js';
import { ActionCard, CharacterCard } from './game-card.js';
import { TcgError } from './tcg-error.js';
import { TcgSkeleton } from './tcg-skeleton.js';
import '../tcg-collection.css';

/** Type filters of each side; characters only split by ownership. */
const TYPES: Record<CardSide, readonly GcgCardType[]> = {
  character: [],
  action: ['CardTypeModify', 'CardTypeAssist', 'CardTypeEvent'],
};

type Ownership = 'all' | 'owned' | 'missing';

function matches(card: GcgCard, type: GcgCardType | 'all', owned: Ownership, search: string) {
  if (type !== 'all' && card.card_type !== type) return false;
  if (owned === 'owned' && card.num === 0) return false;
  if (owned === 'missing' && card.num > 0) return false;
  return search === '' || card.name.toLocaleLowerCase().includes(search);
}

/**
 * A side of the collection, paged through gcg/cardList with "load more". The API has no type or
 * name filter, so both apply to the pages loaded so far, and "load more" keeps fetching behind them.
 */
export function CardCollection({ side }: { side: CardSide }) {
  const { t } = useTranslation(['tcg', 'errors']);
  const session = useSession();
  const cards = useGcgCardList(session.crtRole, side);
  const [type, setType] = useState<GcgCardType | 'all'>('all');
  const [owned, setOwned] = useState<Ownership>('all');
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query.trim().toLocaleLowerCase());
  const searchId = useId();

  if (!session.crtRole) return null;
  if (cards.isPending) return <TcgSkeleton />;
  if (cards.isError) return <TcgError error={cards.error} onRetry={() => void cards.refetch()} />;

  const all = cards.data.pages.flatMap((page) => page.card_list);
  if (all.length === 0) return <EmptyState message={t('errors:not_data')} />;
  const shown = all.filter((card) => matches(card, type, owned, search));
  const Tile = side === 'character' ? CharacterCard : ActionCard;
  const typeOptions: readonly (GcgCardType | 'all')[] = ['all', ...TYPES[side]];
  const ownOptions: readonly Ownership[] = ['all', 'owned', 'missing'];

  return (
    <div className="tcg-collection-page">
      <div className="tcg-toolbar">
        <div className="tcg-search">
          <label className="visually-hidden" htmlFor={searchId}>
            {t('tcg:cards.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            className="tcg-search__input"
            placeholder={t('tcg:cards.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {typeOptions.length > 1 ? (
          <div className="tcg-chips" role="radiogroup" aria-label={t('tcg:cards.filterLabel')}>
            {typeOptions.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={type === option}
                className={`tcg-chip${type === option ? ' tcg-chip--on' : ''}`}
                onClick={() => setType(option)}
              >
                {option === 'all' ? t('tcg:cards.all') : t(`tcg:cards.types.${option}`)}
              </button>
            ))}
          </div>
        ) : null}
        <div className="tcg-chips" role="radiogroup" aria-label={t('tcg:cards.ownershipLabel')}>
          {ownOptions.map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={owned === option}
              className={`tcg-chip${owned === option ? ' tcg-chip--on' : ''}`}
              onClick={() => setOwned(option)}
            >
              {t(`tcg:cards.ownership.${option}`)}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState compact message={t('tcg:cards.noMatch')} />
      ) : (
        <ul
          className={`tcg-grid tcg-grid--${side}`}
          aria-label={t(`tcg:nav.${side === 'character' ? 'characters' : 'actions'}`)}
        >
          {shown.map((card) => (
            <li key={card.id}>
              <Tile card={card} />
            </li>
          ))}
        </ul>
      )}
      <div className="tcg-more">
        <span className="tcg-muted" role="status">
          {cards.hasNextPage
            ? t('tcg:cards.shown', { count: all.length })
            : t('tcg:cards.allLoaded', { count: all.length })}
        </span>
        {cards.hasNextPage ? (
          <Button
            variant="primary"
            disabled={cards.isFetchingNextPage}
            onClick={() => void cards.fetchNextPage()}
          >
            {cards.isFetchingNextPage ? t('tcg:cards.loadingMore') : t('tcg:cards.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
