import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import type { CurrentRole } from '../../../lib/session.js';
import { useGcgChallengeRecord, useGcgChallengeSchedule } from '../api/get-gcg-challenge.js';
import { useGcgChallengeDeck } from '../api/get-gcg-decks.js';
import { DeckView } from './deck-view.js';
import { SeasonSelect } from './season-select.js';

function ChallengeDeck({
  role,
  scheduleId,
  deckId,
}: {
  role: CurrentRole;
  scheduleId: number;
  deckId: number;
}) {
  const { t } = useTranslation(['common', 'errors']);
  const deck = useGcgChallengeDeck(role, scheduleId, deckId);
  if (deck.isPending) return <p className="tcg-muted">{t('common:state.loading')}</p>;
  if (deck.isError) return <p className="tcg-muted">{t('errors:loading_failed')}</p>;
  return deck.data.deck ? <DeckView deck={deck.data.deck} /> : null;
}

/** The decks the role took into the selected challenge season, one per deck used. */
export function ChallengeDecks({ role }: { role: CurrentRole }) {
  const { t } = useTranslation(['tcg', 'common', 'errors']);
  const [seasonId, setSeasonId] = useState<number | undefined>(undefined);
  const seasons = useGcgChallengeSchedule(role);
  const record = useGcgChallengeRecord(role, seasonId);
  const schedule = record.data?.schedule;
  const deckIds = [
    ...new Set((record.data?.opponents ?? []).map((o) => o.deck_id).filter((id) => id > 0)),
  ];

  let body;
  if (record.isPending) body = <p className="tcg-muted">{t('common:state.loading')}</p>;
  else if (record.isError) body = <p className="tcg-muted">{t('errors:loading_failed')}</p>;
  else if (!schedule || deckIds.length === 0)
    body = <p className="tcg-muted">{t('tcg:decks.challengeEmpty')}</p>;
  else
    body = (
      <div className="tcg-decks">
        {deckIds.map((deckId) => (
          <ChallengeDeck key={deckId} role={role} scheduleId={schedule.id} deckId={deckId} />
        ))}
      </div>
    );

  const list = seasons.data?.schedule_list ?? [];
  return (
    <Card title={t('tcg:decks.challengeTitle')} titleId="tcg-challenge-decks-title">
      {list.length > 0 ? (
        <SeasonSelect seasons={list} value={seasonId ?? schedule?.id} onChange={setSeasonId} />
      ) : null}
      {body}
    </Card>
  );
}
