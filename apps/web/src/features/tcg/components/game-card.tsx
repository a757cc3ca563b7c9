import { useTranslation } from '../../../lib/use-translation.js';
import { useFormat } from '../../../lib/format.js';
import type { GcgCard } from '../api/gcg-types.js';
import { CostList } from './cost-list.js';
import { plainCardText } from './rich-text.js';

/** The card art inside an original frame; the art comes from the server (`/art/...`). */
export function CardArt({ src, kind }: { src: string; kind: 'character' | 'action' }) {
  return (
    <div className={`tcg-art tcg-art--${kind}`}>
      {src ? <img className="tcg-art__img" src={src} alt="" loading="lazy" /> : null}
      <span className="tcg-art__frame" aria-hidden="true" />
    </div>
  );
}

/** A character card: art with its health, the skills, and how much the player has used it. */
export function CharacterCard({ card }: { card: GcgCard }) {
  const { t } = useTranslation('tcg');
  const format = useFormat();
  const owned = card.num > 0;
  return (
    <article
      className={`tcg-card tcg-card--character${owned ? '' : ' tcg-card--missing'}`}
      aria-label={card.name}
    >
      <div className="tcg-card__visual">
        <CardArt src={card.image} kind="character" />
        <span className="tcg-card__hp" title={t('cards.hpLabel')}>
          <span className="visually-hidden">{t('cards.hp', { hp: card.hp })}</span>
          <span aria-hidden="true">{card.hp}</span>
        </span>
      </div>
      <div className="tcg-card__body">
        <h3 className="tcg-card__name">{card.name}</h3>
        {card.tags.length > 0 ? (
          <ul className="tcg-card__tags" aria-label={t('cards.tags')}>
            {card.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        <p className="tcg-card__meta">
          <span>{t('cards.proficiency', { value: format.number(card.proficiency) })}</span>
          <span>{t('cards.useCount', { count: card.use_count })}</span>
        </p>
        {card.card_skills.length > 0 ? (
          <ul className="tcg-card__skills" aria-label={t('cards.skills')}>
            {card.card_skills.map((skill) => (
              <li key={skill.id} className="tcg-skill">
                <span className="tcg-skill__name">{skill.name}</span>
                {skill.tag ? <span className="tcg-skill__tag">{skill.tag}</span> : null}
                {skill.desc ? (
                  <span className="tcg-skill__desc">{plainCardText(skill.desc)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** An action card: its cost on the frame, type, text and how many copies the player owns. */
export function ActionCard({ card }: { card: GcgCard }) {
  const { t } = useTranslation('tcg');
  const owned = card.num > 0;
  const typeKey = (['CardTypeModify', 'CardTypeAssist', 'CardTypeEvent'] as const).find(
    (type) => type === card.card_type,
  );
  return (
    <article
      className={`tcg-card tcg-card--action${owned ? '' : ' tcg-card--missing'}`}
      aria-label={card.name}
    >
      <div className="tcg-card__visual">
        <CardArt src={card.image} kind="action" />
        <div className="tcg-card__costs">
          <CostList costs={card.action_cost} />
        </div>
      </div>
      <div className="tcg-card__body">
        <h3 className="tcg-card__name">{card.name}</h3>
        <p className="tcg-card__meta">
          <span className="tcg-card__type">{t(`cards.types.${typeKey ?? 'CardTypeUnknown'}`)}</span>
          <span className={owned ? 'tcg-card__owned' : 'tcg-card__not-owned'}>
            {owned ? t('cards.owned', { count: card.num }) : t('cards.notOwned')}
          </span>
        </p>
        {card.desc ? <p className="tcg-card__desc">{plainCardText(card.desc)}</p> : null}
      </div>
    </article>
  );
}
