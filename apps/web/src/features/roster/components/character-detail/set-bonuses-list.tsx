import { useTranslation } from '../../../../lib/use-translation.js';
import type { DetailRelic } from '../../api/get-character-detail.js';
import { RichText } from './rich-text.js';
import { activeSets } from './set-bonuses.js';

/** The 2- and 4-piece effects the equipped artifacts activate, grouped by set. */
export function SetBonuses({ relics }: { relics: readonly DetailRelic[] }) {
  const { t } = useTranslation('character');
  const sets = activeSets(relics);
  return (
    <div className="cd-sets">
      <h4 className="cd-sets__title">{t('sections.setBonuses')}</h4>
      {sets.length === 0 ? (
        <p className="cd-note">{t('artifacts.noSet')}</p>
      ) : (
        <ul className="cd-sets__list">
          {sets.map((set) => (
            <li key={set.id} className="cd-set">
              <div className="cd-set__head">
                <span className="cd-set__name">{set.name}</span>
                <span className="cd-chip tabular">
                  {t('artifacts.setCount', { count: set.pieces })}
                </span>
              </div>
              <dl className="cd-set__bonuses">
                {set.bonuses.map((bonus) => (
                  <div key={bonus.activation_number} className="cd-set__bonus">
                    <dt className="cd-set__pieces">
                      {t('artifacts.pieces', { count: bonus.activation_number })}
                    </dt>
                    <dd>
                      <RichText text={bonus.effect} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
