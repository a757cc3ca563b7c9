import { useTranslation } from 'react-i18next';
import type { CharacterDetail, PropertyMap } from '../../api/get-character-detail.js';
import { propertyInfo } from './property-names.js';
import { recommendationOf, type SlotKey } from './recommendation.js';
import { Section } from './section.js';
import './recommended-stats.css';

/** The recommended main stats per slot and sub stats; the player's own picks when set. */
export function RecommendedStats({
  detail,
  propertyMap,
}: {
  detail: CharacterDetail;
  propertyMap: PropertyMap;
}) {
  const { t } = useTranslation('character');
  const { lists, custom } = recommendationOf(detail);
  // The server's slot names (already localized) when that slot is worn; ours otherwise.
  const slotName = (pos: number, key: SlotKey) =>
    detail.relics.find((relic) => relic.pos === pos)?.pos_name || t(`slots.${key}`);
  const rows = [
    { key: 'sands', label: slotName(3, 'sands'), types: lists.sand_main_property_list },
    { key: 'goblet', label: slotName(4, 'goblet'), types: lists.goblet_main_property_list },
    { key: 'circlet', label: slotName(5, 'circlet'), types: lists.circlet_main_property_list },
    { key: 'sub', label: t('recommended.subStats'), types: lists.sub_property_list },
  ];
  return (
    <Section
      id="recommended"
      title={t('sections.recommended')}
      aside={
        <span className={`cd-chip${custom ? ' cd-chip--accent' : ''}`}>
          {custom ? t('recommended.custom') : t('recommended.suggested')}
        </span>
      }
    >
      <dl className="cd-reco">
        {rows.map((row) => (
          <div key={row.key} className="cd-reco__row">
            <dt>{row.label}</dt>
            <dd>
              <ul className="cd-reco__list">
                {row.types.map((type) => (
                  <li key={type} className="cd-chip">
                    {propertyInfo(propertyMap, type).name}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
      <p className="cd-note cd-note--small">{t('recommended.hint')}</p>
    </Section>
  );
}
