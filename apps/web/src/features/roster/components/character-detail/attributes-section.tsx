import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.js';
import type {
  CharacterDetail,
  DetailProperty,
  PropertyMap,
} from '../../api/get-character-detail.js';
import { ItemIcon, useStatText } from './detail-bits.js';
import { propertyInfo } from './property-names.js';
import { Section } from './section.js';
import './attributes-section.css';

type View = 'key' | 'all';

function PropertyRow({ property, map }: { property: DetailProperty; map: PropertyMap }) {
  const statText = useStatText();
  const info = propertyInfo(map, property.property_type);
  return (
    <tr>
      <th scope="row">
        <span className="cd-attr__name">
          <ItemIcon src={info.icon} size={18} className="cd-attr__icon" />
          {info.name}
        </span>
      </th>
      <td className="tabular">{statText(property.base)}</td>
      <td className="tabular cd-attr__add">{property.add ? `+${statText(property.add)}` : ''}</td>
      <td className="tabular cd-attr__final">{statText(property.final)}</td>
    </tr>
  );
}

/** The stat panel: the key stats, or every stat grouped as base, advanced and elemental. */
export function AttributesSection({
  detail,
  propertyMap,
}: {
  detail: CharacterDetail;
  propertyMap: PropertyMap;
}) {
  const { t } = useTranslation('character');
  const [view, setView] = useState<View>('key');
  const groups =
    view === 'key'
      ? [{ key: 'key', label: undefined, rows: detail.selected_properties }]
      : [
          { key: 'base', label: t('attributes.groups.base'), rows: detail.base_properties },
          {
            key: 'advanced',
            label: t('attributes.groups.advanced'),
            rows: detail.extra_properties,
          },
          {
            key: 'element',
            label: t('attributes.groups.element'),
            rows: detail.element_properties,
          },
        ].filter((group) => group.rows.length > 0);
  const empty = groups.every((group) => group.rows.length === 0);
  return (
    <Section
      id="attributes"
      title={t('sections.attributes')}
      aside={
        <div className="cd-toggle" role="group" aria-label={t('attributes.view')}>
          {(['key', 'all'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="cd-toggle__option"
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {t(`attributes.${option}`)}
            </button>
          ))}
        </div>
      }
    >
      {empty ? (
        <p className="cd-note">{t('attributes.none')}</p>
      ) : (
        <table className="cd-attr">
          <thead>
            <tr>
              <th scope="col">{t('attributes.name')}</th>
              <th scope="col">{t('attributes.base')}</th>
              <th scope="col">{t('attributes.bonus')}</th>
              <th scope="col">{t('attributes.total')}</th>
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.key}>
              {group.label ? (
                <tr className="cd-attr__group">
                  <th scope="colgroup" colSpan={4}>
                    {group.label}
                  </th>
                </tr>
              ) : null}
              {group.rows.map((property) => (
                <PropertyRow key={property.property_type} property={property} map={propertyMap} />
              ))}
            </tbody>
          ))}
        </table>
      )}
    </Section>
  );
}
