import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { ElementGlyph } from '../../../components/art/element-glyph.js';
import { Icon } from '../../../components/ui/icons.js';
import { ELEMENTS } from '../../../lib/art.js';
import {
  RARITIES,
  SORT_ORDERS,
  WEAPON_TYPES,
  toggle,
  type RosterFilters,
} from '../lib/roster-filters.js';
import './filter-panel.css';

export interface FilterPanelProps {
  filters: RosterFilters;
  onChange: (next: RosterFilters) => void;
}

function Chip({
  pressed,
  onToggle,
  children,
}: {
  pressed: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="filter-chip" aria-pressed={pressed} onClick={onToggle}>
      {children}
    </button>
  );
}

function ChipGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="filter-group">
      <span className="filter-group__label" id={id}>
        {label}
      </span>
      <div className="filter-group__chips" role="group" aria-labelledby={id}>
        {children}
      </div>
    </div>
  );
}

/** The filter chip groups (toggle buttons) shared by the desktop bar and the mobile sheet. */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const { t } = useTranslation(['roster', 'common']);
  return (
    <div className="filter-panel">
      <ChipGroup label={t('filters.element')}>
        {ELEMENTS.map((element) => (
          <Chip
            key={element}
            pressed={filters.elements.includes(element)}
            onToggle={() => onChange({ ...filters, elements: toggle(filters.elements, element) })}
          >
            <ElementGlyph element={element} label="" size="sm" />
            {t(`common:elements.${element}`)}
          </Chip>
        ))}
      </ChipGroup>
      <ChipGroup label={t('filters.weapon')}>
        {WEAPON_TYPES.map((type) => (
          <Chip
            key={type.code}
            pressed={filters.weaponTypes.includes(type.code)}
            onToggle={() =>
              onChange({ ...filters, weaponTypes: toggle(filters.weaponTypes, type.code) })
            }
          >
            {t(`weaponTypes.${type.key}`)}
          </Chip>
        ))}
      </ChipGroup>
      <ChipGroup label={t('filters.rarity')}>
        {RARITIES.map((stars) => (
          <Chip
            key={stars}
            pressed={filters.rarities.includes(stars)}
            onToggle={() => onChange({ ...filters, rarities: toggle(filters.rarities, stars) })}
          >
            <Icon name="star" className={`filter-chip__star filter-chip__star--${stars}`} />
            {t('rarity', { stars })}
          </Chip>
        ))}
      </ChipGroup>
    </div>
  );
}

/** The server-side sort order as a native select (one choice, keyboard and screen-reader friendly). */
export function SortSelect({ filters, onChange }: FilterPanelProps) {
  const { t } = useTranslation('roster');
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>{t('filters.sort')}</label>
      <select
        id={id}
        value={filters.sortType}
        onChange={(event) => onChange({ ...filters, sortType: Number(event.target.value) })}
      >
        {SORT_ORDERS.map((order) => (
          <option key={order.key} value={order.value}>
            {t(`sort.${order.key}`)}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" className="sort-select__chevron" />
    </div>
  );
}
