import type { FocusEvent, PointerEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { PortraitArt } from '../../../components/art/portrait-art.js';
import { Icon } from '../../../components/ui/icons.js';
import type { RosterCharacter } from '../api/get-character-list.js';
import { useCharacterLabels } from '../lib/character-labels.js';
import { isSpecialCharacter, starsOf } from '../lib/roster-filters.js';
import { WeaponIcon } from './weapon-icon.js';
import './character-tile.css';

/** Pointer and focus handlers the hover card attaches to a tile (desktop only). */
export interface TileHoverHandlers {
  /** The hover card's id while it shows this tile's character. */
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface CharacterTileProps {
  character: RosterCharacter;
  onOpen: (character: RosterCharacter) => void;
  hover?: TileHoverHandlers;
}

/** One roster tile: a button that opens the character's card. */
export function CharacterTile({ character, onOpen, hover }: CharacterTileProps) {
  const { t } = useTranslation('roster');
  const labels = useCharacterLabels();
  const stars = starsOf(character.rarity);
  const special = isSpecialCharacter(character.id);
  const weapon = character.weapon;
  return (
    <li className={`roster-tile roster-tile--rarity-${stars >= 5 ? 5 : 4}`}>
      {/* The button lies over the whole tile but holds no text: what the tile shows (level badge,
          bond, refinement) is not the button's name, and visible text inside a control must be
          part of its accessible name (WCAG 2.5.3), which the spoken summary below is not. */}
      <div className="roster-tile__card">
        <PortraitArt
          src={character.icon || character.image || undefined}
          rarity={stars}
          element={character.element}
          level={t('tile.level', { level: character.level })}
          constellation={
            special
              ? undefined
              : t('tile.constellation', { value: character.actived_constellation_num })
          }
          size={128}
          className="roster-tile__art"
        />
        <span className="roster-tile__text" aria-hidden="true">
          <span className="roster-tile__name">{character.name}</span>
          <span className="roster-tile__meta">
            <span className="roster-tile__fetter tabular">
              <Icon name="heart" />
              {character.fetter}
            </span>
            {weapon ? (
              <span className="roster-tile__weapon">
                <WeaponIcon src={weapon.icon} size={20} />
                <span className="roster-tile__refine tabular">
                  {t('tile.refinement', { value: weapon.affix_level })}
                </span>
              </span>
            ) : null}
          </span>
        </span>
        <button
          type="button"
          className="roster-tile__button"
          aria-label={labels.summary(character)}
          aria-haspopup="dialog"
          onClick={() => onOpen(character)}
          {...hover}
        />
      </div>
    </li>
  );
}
