import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.js';
import { Button } from '../../../../components/ui/button.js';
import type { CurrentRole } from '../../../../lib/session.js';
import { useSession } from '../../../../lib/session.js';
import type {
  CharacterDetail,
  PropertyMap,
  RelicPropertyOptions,
} from '../../api/get-character-detail.js';
import { propertyInfo } from './property-names.js';
import { RecommendedStatsEditor, type StatRow } from './recommended-stats-editor.js';
import { recommendationOf, type SlotKey } from './recommendation.js';
import { Section } from './section.js';
import './recommended-stats.css';

/**
 * The recommended main stats per slot and sub stats; the player's own picks when set. The owner
 * (never a visitor) can edit them in place.
 */
export function RecommendedStats({
  role,
  detail,
  propertyMap,
  options,
}: {
  role: CurrentRole;
  detail: CharacterDetail;
  propertyMap: PropertyMap;
  options: RelicPropertyOptions;
}) {
  const { t } = useTranslation('character');
  const session = useSession();
  const owner = session.uid !== undefined && !session.isVisitor;
  const [editing, setEditing] = useState(false);
  const { lists, custom } = recommendationOf(detail);
  // The server's slot names (already localized) when that slot is worn; ours otherwise.
  const slotName = (pos: number, key: SlotKey) =>
    detail.relics.find((relic) => relic.pos === pos)?.pos_name || t(`slots.${key}`);
  const rows: StatRow[] = [
    { list: 'sand_main_property_list', label: slotName(3, 'sands') },
    { list: 'goblet_main_property_list', label: slotName(4, 'goblet') },
    { list: 'circlet_main_property_list', label: slotName(5, 'circlet') },
    { list: 'sub_property_list', label: t('recommended.subStats') },
  ];
  return (
    <Section
      id="recommended"
      title={t('sections.recommended')}
      aside={
        <>
          <span className={`cd-chip${custom ? ' cd-chip--accent' : ''}`}>
            {custom ? t('recommended.custom') : t('recommended.suggested')}
          </span>
          {owner && !editing ? (
            <Button
              variant="ghost"
              size="sm"
              icon="settings"
              className="cd-reco__edit"
              onClick={() => setEditing(true)}
            >
              {t('recommended.edit')}
            </Button>
          ) : null}
        </>
      }
    >
      {owner && editing ? (
        <RecommendedStatsEditor
          role={role}
          characterId={detail.base.id}
          rows={rows}
          current={lists}
          custom={custom}
          options={options}
          propertyMap={propertyMap}
          onClose={() => setEditing(false)}
        />
      ) : (
        <>
          <dl className="cd-reco">
            {rows.map((row) => (
              <div key={row.list} className="cd-reco__row">
                <dt>{row.label}</dt>
                <dd>
                  <ul className="cd-reco__list">
                    {lists[row.list].map((type) => (
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
        </>
      )}
    </Section>
  );
}
