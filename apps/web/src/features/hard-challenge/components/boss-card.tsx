import { useTranslation } from '../../../lib/use-translation.js';
import { ElementGlyph } from '../../../components/art/element-glyph.js';
import { useFormat } from '../../../lib/format.js';
import type { Challenge } from '../api/get-hard-challenge.js';
import { formatClearTime } from './best-record.js';
import { parseRichText, RichText } from './rich-text.js';

type Tag = Challenge['monster']['tags'][number];

/**
 * Tags of the same kind and words in one pill with every element glyph ("💧❄ Elemental
 * Advantage"), as the game groups them; the words stay the localized text the server sent.
 */
export function groupTags(
  tags: readonly Tag[],
): { type: number; elements: string[]; text: string }[] {
  const groups = new Map<string, { type: number; elements: string[]; text: string }>();
  for (const tag of tags) {
    const pieces = parseRichText(tag.desc);
    const text = pieces
      .map((p) => (p.kind === 'element' ? '' : p.text))
      .join('')
      .trim();
    const key = `${tag.type}:${text}`;
    const group = groups.get(key) ?? { type: tag.type, elements: [], text };
    pieces.forEach((p) => {
      if (p.kind === 'element') group.elements.push(p.element);
    });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** One boss of a mode: the boss with its traits, the team fielded and the best hits. */
export function BossCard({ challenge }: { challenge: Challenge }) {
  const { t } = useTranslation(['challenge', 'common']);
  const format = useFormat();
  const { monster } = challenge;
  const names = new Map(challenge.teams.map((m) => [m.avatar_id, m.name]));
  const lines = monster.desc.filter((line) => line.trim() !== '');
  return (
    <article className="hc-boss" aria-label={challenge.name}>
      <header className="hc-boss__head">
        {monster.icon ? (
          <img className="hc-boss__icon" src={monster.icon} alt="" width={72} height={72} />
        ) : null}
        <div className="hc-boss__title">
          <h3 className="hc-boss__name">{challenge.name}</h3>
          <p className="hc-boss__meta">
            <span>{t('challenge:boss.level', { level: monster.level })}</span>
            <span className="hc-boss__time">
              {t('challenge:boss.time')} <strong>{formatClearTime(challenge.second)}</strong>
            </span>
          </p>
        </div>
      </header>
      {monster.tags.length > 0 ? (
        <ul className="hc-boss__tags" aria-label={t('challenge:boss.traits')}>
          {groupTags(monster.tags).map((tag, i) => (
            <li key={i} className={`hc-tag hc-tag--${tag.type === 1 ? 'up' : 'down'}`}>
              {tag.elements.map((element) => (
                <ElementGlyph
                  key={element}
                  element={element}
                  label={t(`common:elements.${element}` as 'common:elements.Anemo')}
                  size="sm"
                />
              ))}
              {tag.text}
            </li>
          ))}
        </ul>
      ) : null}
      {lines.length > 0 ? (
        <div className="hc-boss__desc">
          {lines.map((line, i) => (
            <p key={i}>
              <RichText text={line} />
            </p>
          ))}
        </div>
      ) : null}
      <h4 className="hc-boss__sub">{t('challenge:boss.team')}</h4>
      <ul className="hc-team">
        {challenge.teams.map((m) => (
          <li key={m.avatar_id} className={`hc-member hc-member--r${m.rarity}`}>
            <span className="hc-member__art">
              <img src={m.image} alt="" width={64} height={64} loading="lazy" />
              <span className="hc-member__rank" title={t('challenge:boss.constellation')}>
                {t('challenge:boss.rank', { rank: m.rank })}
              </span>
              <span className="hc-member__element">
                <ElementGlyph
                  element={m.element}
                  label={t(`common:elements.${m.element}` as 'common:elements.Anemo')}
                  size="sm"
                />
              </span>
            </span>
            <span className="hc-member__name">{m.name}</span>
            <span className="hc-member__level">
              {t('challenge:boss.memberLevel', { level: m.level })}
            </span>
          </li>
        ))}
      </ul>
      {challenge.best_avatar.length > 0 ? (
        <dl className="hc-hits">
          {challenge.best_avatar.map((b) => (
            <div key={b.type} className="hc-hit">
              <dt>{t(b.type === 1 ? 'challenge:hits.strongest' : 'challenge:hits.total')}</dt>
              <dd>
                <img src={b.side_icon} alt="" width={32} height={32} />
                <span className="hc-hit__who">{names.get(b.avatar_id) ?? ''}</span>
                <strong className="hc-hit__value">{format.number(Number(b.dps))}</strong>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}
