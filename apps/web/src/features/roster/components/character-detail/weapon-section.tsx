import { useTranslation } from '../../../../lib/use-translation.js';
import type { DetailProperty, DetailWeapon, PropertyMap } from '../../api/get-character-detail.js';
import { ItemIcon, Stars, useStatText } from './detail-bits.js';
import { propertyInfo } from './property-names.js';
import { RichText } from './rich-text.js';
import { Section } from './section.js';
import './weapon-section.css';

function WeaponStat({ property, map }: { property: DetailProperty; map: PropertyMap }) {
  const statText = useStatText();
  const info = propertyInfo(map, property.property_type);
  return (
    <div className="cd-weapon__stat">
      <dt>{info.name}</dt>
      <dd className="tabular">{statText(property.final || property.base)}</dd>
    </div>
  );
}

/** The equipped weapon: icon, name, type, rarity, level, ascension, refinement, stats, text. */
export function WeaponSection({
  weapon,
  propertyMap,
}: {
  weapon: DetailWeapon | null;
  propertyMap: PropertyMap;
}) {
  const { t } = useTranslation('character');
  return (
    <Section id="weapon" title={t('sections.weapon')}>
      {weapon ? (
        <div className="cd-weapon">
          <ItemIcon
            src={weapon.icon}
            rarity={weapon.rarity}
            size={80}
            className="cd-weapon__icon"
          />
          <div className="cd-weapon__body">
            <h4 className="cd-weapon__name">{weapon.name}</h4>
            <div className="cd-weapon__meta">
              <span>{weapon.type_name}</span>
              <Stars rarity={weapon.rarity} />
            </div>
            <ul className="cd-weapon__chips">
              <li className="cd-chip cd-chip--accent tabular">
                {t('weapon.level', { level: weapon.level })}
              </li>
              <li className="cd-chip tabular">
                {t('weapon.ascension', { level: weapon.promote_level })}
              </li>
              <li className="cd-chip tabular">
                {t('weapon.refinement', { level: weapon.affix_level })}
              </li>
            </ul>
            <dl className="cd-weapon__stats">
              <WeaponStat property={weapon.main_property} map={propertyMap} />
              {weapon.sub_property ? (
                <WeaponStat property={weapon.sub_property} map={propertyMap} />
              ) : null}
            </dl>
          </div>
          {weapon.desc ? <RichText className="cd-weapon__desc" text={weapon.desc} /> : null}
        </div>
      ) : (
        <p className="cd-note">{t('weapon.none')}</p>
      )}
    </Section>
  );
}
