import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/use-translation.js';
import { ElementGlyph } from '../../../components/art/element-glyph.js';
import { useCharacterLabels } from '../lib/character-labels.js';
import { isSpecialCharacter, starsOf } from '../lib/roster-filters.js';
import { placeCard, type HoverCardState } from '../lib/use-hover-card.js';
import { WeaponIcon } from './weapon-icon.js';
import './hover-card.css';

/**
 * The small floating card of a hovered or focused tile (desktop). Never focusable; `id` is what the
 * tile's `aria-describedby` names.
 */
export function HoverCard({ id, state }: { id: string; state: HoverCardState }) {
  const { t } = useTranslation('roster');
  const labels = useCharacterLabels();
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const { character, anchor } = state;

  // Measured before paint so the card never flashes outside the viewport.
  useLayoutEffect(() => {
    const box = ref.current?.getBoundingClientRect();
    setPosition(
      placeCard(
        anchor,
        { width: box?.width ?? 0, height: box?.height ?? 0 },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }, [anchor]);

  const stars = starsOf(character.rarity);
  const weapon = character.weapon;
  return createPortal(
    <div
      ref={ref}
      id={id}
      role="tooltip"
      className={`hover-card hover-card--rarity-${stars >= 5 ? 5 : 4}`}
      style={position ?? { left: -9999, top: -9999 }}
    >
      <div className="hover-card__head">
        <ElementGlyph element={character.element} label="" />
        <div>
          <p className="hover-card__name">{character.name}</p>
          <p className="hover-card__sub">
            {labels.rarity(character.rarity)} · {labels.element(character.element)}
          </p>
        </div>
      </div>
      <dl className="hover-card__stats">
        <div>
          <dt>{t('stats.level')}</dt>
          <dd className="tabular">{character.level}</dd>
        </div>
        {isSpecialCharacter(character.id) ? null : (
          <div>
            <dt>{t('stats.constellation')}</dt>
            <dd className="tabular">{character.actived_constellation_num}</dd>
          </div>
        )}
        <div>
          <dt>{t('stats.fetter')}</dt>
          <dd className="tabular">{character.fetter}</dd>
        </div>
      </dl>
      <div className="hover-card__weapon">
        <span className="hover-card__label">{t('stats.weapon')}</span>
        {weapon ? (
          <span className="hover-card__weapon-row">
            <WeaponIcon src={weapon.icon} size={32} />
            <span>
              <span className="hover-card__weapon-name">{weapon.name}</span>
              <span className="hover-card__weapon-line tabular">
                {t('stats.weaponLine', { level: weapon.level, refinement: weapon.affix_level })}
              </span>
            </span>
          </span>
        ) : (
          <span className="hover-card__weapon-name">{t('stats.none')}</span>
        )}
      </div>
    </div>,
    document.body,
  );
}
