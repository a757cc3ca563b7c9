import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Button } from '../../../components/ui/button.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { useToast } from '../../../components/ui/toast.js';
import type { CurrentRole } from '../../../lib/session.js';
import { useGcgCardBacks } from '../api/get-gcg-card-backs.js';
import { useGcgCardList } from '../api/get-gcg-card-list.js';
import type { GcgCover, GcgCoverCategory } from '../api/gcg-types.js';
import { useSetGcgCover } from '../api/set-gcg-cover.js';
import '../tcg-collection.css';

interface Candidate {
  id: number;
  name: string;
  image: string;
}

const CATEGORIES = [
  { value: 'GCGCardCategoryAvatarCard', key: 'characters' },
  { value: 'GCGCardCategoryActionCard', key: 'actions' },
  { value: 'CGCCardCategoryCardBack', key: 'cardBacks' },
] as const satisfies readonly { value: GcgCoverCategory; key: string }[];

/** The owned cards (or gained card backs) of one category, with paging for the cards. */
function useCandidates(role: CurrentRole, category: GcgCoverCategory, open: boolean) {
  const side = category === 'GCGCardCategoryActionCard' ? 'action' : 'character';
  const cards = useGcgCardList(
    open && category !== 'CGCCardCategoryCardBack' ? role : undefined,
    side,
  );
  const backs = useGcgCardBacks(role, open && category === 'CGCCardCategoryCardBack');
  if (category === 'CGCCardCategoryCardBack') {
    const list: Candidate[] = (backs.data?.card_back_list ?? []).filter((b) => b.has_gained);
    return { list, pending: backs.isPending, more: false, loadMore: () => undefined };
  }
  const list: Candidate[] = (cards.data?.pages ?? [])
    .flatMap((page) => page.card_list)
    .filter((card) => card.num > 0);
  return {
    list,
    pending: cards.isPending,
    more: cards.hasNextPage,
    loadMore: () => void cards.fetchNextPage(),
  };
}

/** The owner's "change showcase" button and its dialog: pick a category, then a card. */
export function CoverPicker({ role, covers }: { role: CurrentRole; covers: readonly GcgCover[] }) {
  const { t } = useTranslation(['tcg', 'common']);
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState<GcgCoverCategory>('GCGCardCategoryAvatarCard');
  const candidates = useCandidates(role, category, open);
  const setCover = useSetGcgCover(role, {
    onSuccess: () => {
      toast(t('tcg:covers.saved'), 'success');
      setOpen(false);
    },
  });
  const current = new Set(covers.filter((c) => c.category === category).map((c) => c.id));

  return (
    <>
      <Button size="sm" icon="swap" onClick={() => setOpen(true)}>
        {t('tcg:covers.change')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('tcg:covers.dialogTitle')}
        description={t('tcg:covers.dialogHint')}
        closeLabel={t('common:actions.close')}
      >
        <div className="tcg-picker">
          <div className="tcg-chips" role="radiogroup" aria-label={t('tcg:cards.filterLabel')}>
            {CATEGORIES.map((option) => (
              <button
                key={option.value}
                type="button"
                role="radio"
                aria-checked={category === option.value}
                className={`tcg-chip${category === option.value ? ' tcg-chip--on' : ''}`}
                onClick={() => setCategory(option.value)}
              >
                {t(`tcg:covers.categories.${option.key}`)}
              </button>
            ))}
          </div>
          {setCover.isError ? (
            <p className="tcg-picker__error" role="alert">
              {t('tcg:covers.failed')}
            </p>
          ) : null}
          {candidates.pending ? (
            <p className="tcg-muted">{t('common:state.loading')}</p>
          ) : (
            <ul className="tcg-picker__grid">
              {candidates.list.map((card) => (
                <li key={card.id}>
                  <button
                    type="button"
                    className="tcg-picker__card"
                    aria-label={t('tcg:covers.pick', { name: card.name })}
                    aria-pressed={current.has(card.id)}
                    disabled={setCover.isPending}
                    onClick={() => setCover.mutate({ category, card_id: card.id })}
                  >
                    <img src={card.image} alt="" loading="lazy" />
                    <span>{card.name}</span>
                    {current.has(card.id) ? (
                      <span className="tcg-picker__current">{t('tcg:covers.current')}</span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {candidates.more ? (
            <Button size="sm" onClick={candidates.loadMore}>
              {t('tcg:cards.loadMore')}
            </Button>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
