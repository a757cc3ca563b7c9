import type { HkrpgBasicInfoData, HkrpgIndexData, HkrpgIndexSnapshot } from '@chronicle/contract';
import { artOf, characterAttrs, iconOf, lightCone, nameOf, type HsrView } from './hkrpg-view.js';

/** The role as the binding knows it, for a role whose index was never captured. */
export interface HsrRoleHeader {
  nickname: string;
  level: number;
  region: string;
}

/** The profile icon: the snapshot's, else the chosen (first) character's portrait. */
function profileIcon(view: HsrView, snapshot: HkrpgIndexSnapshot | undefined): string {
  const chosen = snapshot?.avatars.find((a) => a.is_chosen) ?? snapshot?.avatars[0];
  if (snapshot?.role.avatar) return view.absolute(snapshot.role.avatar);
  return chosen
    ? iconOf(view, 'hsr_character', chosen.id, chosen.icon)
    : view.absolute(artOf('hsr_character', 0));
}

/**
 * GET hkrpg/api/index (docs/reference/other-games.md#third-game-index): stats and every character
 * with its lens.
 */
export function presentIndex(
  view: HsrView,
  snapshot: HkrpgIndexSnapshot | undefined,
): HkrpgIndexData {
  const stats = snapshot?.stats;
  const abyssId = stats?.abyss_process_id ?? 0;
  const icon = profileIcon(view, snapshot);
  return {
    stats: {
      active_days: stats?.active_days ?? 0,
      avatar_num: stats?.avatar_num ?? 0,
      achievement_num: stats?.achievement_num ?? 0,
      chest_num: stats?.chest_num ?? 0,
      abyss_process:
        abyssId > 0
          ? nameOf(view, 'hsr_floor', abyssId, stats?.abyss_process)
          : (stats?.abyss_process ?? ''),
      dream_paster_num: stats?.dream_paster_num ?? 0,
    },
    avatar_list: (snapshot?.avatars ?? []).map((avatar) => {
      const attrs = characterAttrs(view, avatar);
      return {
        id: avatar.id,
        level: avatar.level,
        name: nameOf(view, 'hsr_character', avatar.id, avatar.name),
        element: attrs.element,
        icon: iconOf(view, 'hsr_character', avatar.id, avatar.icon),
        rarity: attrs.rarity,
        rank: avatar.rank,
        is_chosen: avatar.is_chosen ?? false,
        equip: lightCone(view, avatar.equip),
        base_type: avatar.base_type ?? attrs.baseType,
        figure_path: view.absolute(
          avatar.figure_path ||
            String(view.catalog.get('hsr_character', avatar.id, view.lang)?.attrs.figure ?? '') ||
            artOf('hsr_character', avatar.id),
        ),
        element_id: avatar.element_id ?? attrs.elementId,
      };
    }),
    cur_head_icon_url: snapshot?.role.cur_head_icon_url
      ? view.absolute(snapshot.role.cur_head_icon_url)
      : icon,
    phone_background_image_url: view.absolute(snapshot?.role.phone_background_image_url ?? ''),
  };
}

/**
 * GET hkrpg/api/role/basicInfo (docs/reference/other-games.md#third-game-basic-info): the header,
 * from the index or the binding.
 */
export function presentBasicInfo(
  view: HsrView,
  snapshot: HkrpgIndexSnapshot | undefined,
  role: HsrRoleHeader,
): HkrpgBasicInfoData {
  return {
    nickname: snapshot?.role.nickname ?? role.nickname,
    region: role.region,
    level: snapshot?.role.level ?? role.level,
    avatar: profileIcon(view, snapshot),
  };
}
