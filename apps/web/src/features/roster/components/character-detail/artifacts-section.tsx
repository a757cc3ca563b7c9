import { useTranslation } from '../../../../lib/use-translation.js';
import { Icon } from '../../../../components/ui/icons.js';
import type { DetailRelic, PropertyMap } from '../../api/get-character-detail.js';
import { ItemIcon, Stars, useStatText } from './detail-bits.js';
import { propertyInfo } from './property-names.js';
import { SLOT_KEYS, recommendedMains, type RelicPropertyLists } from './recommendation.js';
import { Section } from './section.js';
import { SetBonuses } from './set-bonuses-list.js';
import './artifacts-section.css';

interface StatRowProps {
  name: string;
  value: string;
  recommended: boolean;
  /** Upgrade rolls of a sub stat; absent for the main stat. */
  times?: number;
}

function StatRow({ name, value, recommended, times }: StatRowProps) {
  const { t } = useTranslation('character');
  const statText = useStatText();
  return (
    <li className={`cd-relic__stat${recommended ? ' cd-relic__stat--recommended' : ''}`}>
      <span className="cd-relic__stat-name">
        {recommended ? (
          <span className="cd-relic__star" role="img" aria-label={t('artifacts.recommended')}>
            <Icon name="sparkle" />
          </span>
        ) : null}
        {name}
      </span>
      {times !== undefined && times > 0 ? (
        <span
          className="cd-pips"
          role="img"
          aria-label={t('artifacts.rolls', { count: times })}
          title={t('artifacts.rolls', { count: times })}
        >
          {Array.from({ length: times }, (_, index) => (
            <span key={index} className="cd-pips__pip" />
          ))}
        </span>
      ) : null}
      <span className="cd-relic__stat-value tabular">{statText(value)}</span>
    </li>
  );
}

function RelicCard({
  relic,
  map,
  lists,
}: {
  relic: DetailRelic;
  map: PropertyMap;
  lists: RelicPropertyLists;
}) {
  const { t } = useTranslation('character');
  const main = relic.main_property;
  const mains = recommendedMains(lists, relic.pos);
  return (
    <li className="cd-relic" aria-label={`${relic.pos_name}: ${relic.name}`}>
      <div className="cd-relic__head">
        <ItemIcon src={relic.icon} rarity={relic.rarity} size={52} className="cd-relic__icon" />
        <div className="cd-relic__title">
          <span className="cd-relic__slot">{relic.pos_name}</span>
          <h4 className="cd-relic__name">{relic.name}</h4>
          <span className="cd-relic__set">{relic.set.name}</span>
        </div>
        <div className="cd-relic__badges">
          <span className="cd-chip cd-chip--accent tabular">
            {t('artifacts.level', { level: relic.level })}
          </span>
          <Stars rarity={relic.rarity} />
        </div>
      </div>
      <ul className="cd-relic__main" aria-label={t('artifacts.mainStat')}>
        <StatRow
          name={propertyInfo(map, main.property_type).name}
          value={main.value}
          recommended={mains.includes(main.property_type)}
        />
      </ul>
      <ul className="cd-relic__subs" aria-label={t('artifacts.subStats')}>
        {relic.sub_property_list.map((sub) => (
          <StatRow
            key={sub.property_type}
            name={propertyInfo(map, sub.property_type).name}
            value={sub.value}
            times={sub.times}
            recommended={lists.sub_property_list.includes(sub.property_type)}
          />
        ))}
      </ul>
    </li>
  );
}

/** The five artifact slots with their stats and roll counts, then the set bonuses in effect. */
export function ArtifactsSection({
  relics,
  propertyMap,
  lists,
}: {
  relics: readonly DetailRelic[];
  propertyMap: PropertyMap;
  lists: RelicPropertyLists;
}) {
  const { t } = useTranslation('character');
  if (relics.length === 0) {
    return (
      <Section id="artifacts" title={t('sections.artifacts')}>
        <p className="cd-note">{t('artifacts.none')}</p>
      </Section>
    );
  }
  return (
    <Section id="artifacts" title={t('sections.artifacts')}>
      {/* One grid for the five slots and the set bonuses: 3 + 3 cells on a wide panel. */}
      <div className="cd-relics">
        {/* `display: contents` drops the list role in some engines, so it is stated explicitly. */}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- see the line above */}
        <ul className="cd-relics__list" role="list">
          {SLOT_KEYS.map((slot, index) => {
            const relic = relics.find((r) => r.pos === index + 1);
            return relic ? (
              <RelicCard key={slot} relic={relic} map={propertyMap} lists={lists} />
            ) : (
              <li key={slot} className="cd-relic cd-relic--empty">
                <span className="cd-relic__slot">{t(`slots.${slot}`)}</span>
                <span className="cd-note">{t('artifacts.empty')}</span>
              </li>
            );
          })}
        </ul>
        <SetBonuses relics={relics} />
      </div>
    </Section>
  );
}
