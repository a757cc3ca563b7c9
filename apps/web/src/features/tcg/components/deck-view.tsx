import { formatDateTime } from '@chronicle/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { useShell } from '../../../lib/shell.js';
import type { GcgDeck, GcgDeckCard } from '../api/gcg-types.js';
import { CardArt } from './game-card.js';
import { CostList } from './cost-list.js';
import '../tcg-decks.css';

function DeckCharacter({ card }: { card: GcgDeckCard }) {
  const { t } = useTranslation('tcg');
  return (
    <li className="tcg-deck__character" aria-label={card.name}>
      <div className="tcg-card__visual">
        <CardArt src={card.image} kind="character" />
        <span className="tcg-card__hp">
          <span className="visually-hidden">{t('cards.hp', { hp: card.hp })}</span>
          <span aria-hidden="true">{card.hp}</span>
        </span>
      </div>
      <span className="tcg-deck__character-name">{card.name}</span>
    </li>
  );
}

function DeckAction({ card }: { card: GcgDeckCard }) {
  const { t } = useTranslation('tcg');
  return (
    <li className="tcg-deck__action">
      <span className="tcg-deck__action-art">
        {card.icon || card.image ? (
          <img src={card.icon || card.image} alt="" loading="lazy" />
        ) : null}
      </span>
      <span className="tcg-deck__action-name">{card.name}</span>
      <CostList costs={card.action_cost} />
      <span className="tcg-deck__action-num" aria-label={t('decks.copies', { count: card.num })}>
        ×{card.num}
      </span>
    </li>
  );
}

/** One deck: name, validity, its three characters and its action cards with their copies. */
export function DeckView({ deck }: { deck: GcgDeck }) {
  const { t } = useTranslation('tcg');
  const titleId = useId();
  // A phone shows the action cards folded: thirty rows would push the next deck far away.
  const foldActions = useShell() === 'mobile';
  const actions = (
    <ul className="tcg-deck__actions" aria-label={t('decks.actions')}>
      {deck.action_cards.map((card) => (
        <DeckAction key={card.id} card={card} />
      ))}
    </ul>
  );
  return (
    <article className="tcg-deck" aria-labelledby={titleId}>
      <header className="tcg-deck__header">
        <h3 className="tcg-deck__name" id={titleId}>
          {deck.name}
        </h3>
        {deck.is_valid ? null : (
          <span className="tcg-deck__invalid">{deck.invalid_reason || t('decks.invalid')}</span>
        )}
        {foldActions ? null : (
          <span className="tcg-deck__count">
            {t('decks.actionCount', { count: deck.action_card_num })}
          </span>
        )}
        {deck.update_time ? (
          <time className="tcg-deck__time">{formatDateTime(deck.update_time)}</time>
        ) : null}
      </header>
      <div className="tcg-deck__body">
        <ul className="tcg-deck__characters" aria-label={t('decks.characters')}>
          {deck.avatar_cards.map((card) => (
            <DeckCharacter key={card.id} card={card} />
          ))}
        </ul>
        {foldActions ? (
          <details className="tcg-deck__fold">
            <summary className="tcg-deck__summary">
              {t('decks.actionCount', { count: deck.action_card_num })}
            </summary>
            {actions}
          </details>
        ) : (
          actions
        )}
      </div>
    </article>
  );
}
