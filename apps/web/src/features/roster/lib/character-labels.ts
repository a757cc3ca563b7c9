import { useTranslation } from '../../../lib/use-translation.js';
import { isElement } from '../../../lib/art.js';
import type { RosterCharacter } from '../api/get-character-list.js';
import { isSpecialCharacter, starsOf, weaponTypeKey } from './roster-filters.js';

/** Translated labels of one character that several roster components show the same way. */
export function useCharacterLabels() {
  const { t } = useTranslation(['roster', 'common']);
  /**
   * Special characters may have no fixed element: an empty string or `None`
   * (docs/reference/web-app.md#special-characters).
   */
  const element = (value: string): string =>
    isElement(value) ? t(`common:elements.${value}`) : t('roster:noElement');
  const weaponType = (code: number): string => {
    const key = weaponTypeKey(code);
    return key ? t(`roster:weaponTypes.${key}`) : t('roster:stats.none');
  };
  const rarity = (value: number): string => t('roster:rarity', { stars: starsOf(value) });
  /** The accessible summary of a tile; special characters have no constellation to announce. */
  const summary = (character: RosterCharacter): string => {
    const values = {
      name: character.name,
      rarity: rarity(character.rarity),
      element: element(character.element),
      level: character.level,
      constellation: character.actived_constellation_num,
      fetter: character.fetter,
    };
    return isSpecialCharacter(character.id)
      ? t('roster:tile.labelSpecial', values)
      : t('roster:tile.label', values);
  };
  return { element, weaponType, rarity, summary };
}
