import type { CharacterDetail } from '../../api/get-character-detail.js';

export type RelicPropertyLists =
  CharacterDetail['recommend_relic_property']['recommend_properties'];

/** Slot keys by relic `pos` (1 flower … 5 circlet). */
export const SLOT_KEYS = ['flower', 'plume', 'sands', 'goblet', 'circlet'] as const;
export type SlotKey = (typeof SLOT_KEYS)[number];

/** The stats to highlight: the player's own picks when they set some, else the suggested ones. */
export function recommendationOf(detail: CharacterDetail): {
  lists: RelicPropertyLists;
  custom: boolean;
} {
  const { recommend_properties, custom_properties, has_set_recommend_prop } =
    detail.recommend_relic_property;
  if (has_set_recommend_prop && custom_properties)
    return { lists: custom_properties, custom: true };
  return { lists: recommend_properties, custom: false };
}

/** The recommended main stats of a slot; flower and plume have a fixed main stat, so none. */
export function recommendedMains(lists: RelicPropertyLists, pos: number): readonly number[] {
  switch (pos) {
    case 3:
      return lists.sand_main_property_list;
    case 4:
      return lists.goblet_main_property_list;
    case 5:
      return lists.circlet_main_property_list;
    default:
      return [];
  }
}
