import { useTranslation } from '../../lib/use-translation.js';
import { Card } from '../../components/ui/card.js';
import { useSession } from '../../lib/session.js';
import { useGcgDeckList } from './api/get-gcg-decks.js';
import { ChallengeDecks } from './components/challenge-decks.js';
import { DeckView } from './components/deck-view.js';
import { TcgError } from './components/tcg-error.js';
import { TcgNav } from './components/tcg-nav.js';
import { TcgSkeleton } from './components/tcg-skeleton.js';
import './tcg.css';
import './tcg-cards.css';

/** `/ys/tcg/deck`: the saved decks, then the decks of a challenge season. */
export function DeckPage() {
  const { t } = useTranslation('tcg');
  const session = useSession();
  const role = session.crtRole;
  const decks = useGcgDeckList(role);
  if (!role) return null;

  let body;
  if (decks.isPending) body = <TcgSkeleton cards={3} />;
  else if (decks.isError)
    body = <TcgError error={decks.error} onRetry={() => void decks.refetch()} />;
  else
    body = (
      <>
        <Card title={t('decks.title')} titleId="tcg-decks-title">
          {decks.data.deck_list.length === 0 ? (
            <p className="tcg-muted">{t('decks.empty')}</p>
          ) : (
            <div className="tcg-decks">
              {decks.data.deck_list.map((deck) => (
                <DeckView key={deck.id} deck={deck} />
              ))}
            </div>
          )}
        </Card>
        <ChallengeDecks role={role} />
      </>
    );
  return (
    <div className="tcg">
      <TcgNav />
      {body}
    </div>
  );
}
