import type {
  HkrpgAvatarInfoData,
  HkrpgCharacterBuild,
  HkrpgDetailAvatar,
  HkrpgIndexSnapshot,
  HkrpgPropertyInfo,
  HkrpgRelic,
  HkrpgSkill,
} from '@chronicle/contract';
import {
  artOf,
  characterAttrs,
  iconOf,
  lightCone,
  nameOf,
  textOf,
  type HsrView,
} from './hkrpg-view.js';

type SnapRelic = HkrpgCharacterBuild['relics'][number];
type SnapSkill = HkrpgCharacterBuild['skills'][number];

/**
 * The page a wiki link of a lens or relic opens. The public wiki covers the main game only, so the
 * links lead to Stellar Transit's characters page, where every lens and relic is shown in context.
 */
const wikiUrl = (view: HsrView, kind: string, id: number) =>
  view.absolute(`/rpg/index.html#/hsr/characters?${kind}=${id}`);

function relicOf(view: HsrView, relic: SnapRelic): HkrpgRelic {
  const entry = view.catalog.get('hsr_relic', relic.id, view.lang);
  return {
    id: relic.id,
    level: relic.level,
    pos: relic.pos,
    name: entry?.name || relic.name || '',
    desc: entry?.text('desc') || relic.desc || '',
    icon: iconOf(view, 'hsr_relic', relic.id, relic.icon),
    rarity: Number(entry?.attrs.rarity ?? relic.rarity ?? 5),
    main_property: relic.main_property,
    properties: relic.properties,
  };
}

/** A trace node: its name, label and icon from the catalog by `point_id`. */
function skillOf(view: HsrView, skill: SnapSkill): HkrpgSkill {
  const id = Number(skill.point_id);
  const name = nameOf(view, 'hsr_trace', id);
  const remake = textOf(view, 'hsr_trace', id, 'remake');
  const icon = iconOf(view, 'hsr_trace', id);
  const levels = skill.stage_levels ?? [skill.level];
  return {
    point_id: skill.point_id,
    point_type: skill.point_type,
    item_url: icon,
    level: skill.level,
    is_activated: skill.is_activated,
    is_rank_work: skill.is_rank_work,
    pre_point: skill.pre_point,
    anchor: skill.anchor,
    remake,
    special_point_type: skill.special_point_type ?? 'PointTypeNormal',
    skill_stages: levels.map((level) => ({
      name,
      desc: textOf(view, 'hsr_trace', id, 'desc'),
      level,
      remake,
      item_url: icon,
      is_activated: skill.is_activated,
      is_rank_work: skill.is_rank_work,
      exclusive_skill: { name: '', desc: '' },
      special_point_type: skill.special_point_type ?? 'PointTypeNormal',
    })),
  };
}

/** Resonances (eidolons) 1–6; ids are the character id × 100 + position. */
function ranksOf(view: HsrView, build: HkrpgCharacterBuild): HkrpgDetailAvatar['ranks'] {
  return [1, 2, 3, 4, 5, 6].map((pos) => {
    const id = build.id * 100 + pos;
    return {
      id,
      pos,
      name: nameOf(view, 'hsr_trace', id),
      icon: iconOf(view, 'hsr_trace', id),
      desc: textOf(view, 'hsr_trace', id, 'desc'),
      is_unlocked: pos <= build.rank,
    };
  });
}

function avatarOf(
  view: HsrView,
  build: HkrpgCharacterBuild,
  indexed: HkrpgIndexSnapshot['avatars'][number] | undefined,
): HkrpgDetailAvatar {
  const attrs = characterAttrs(view, { ...build, element: build.element ?? indexed?.element });
  const entry = view.catalog.get('hsr_character', build.id, view.lang);
  const servant = build.servant;
  return {
    id: build.id,
    level: build.level,
    name: entry?.name || build.name || indexed?.name || '',
    element: attrs.element,
    icon: iconOf(view, 'hsr_character', build.id, build.icon),
    rarity: attrs.rarity,
    rank: build.rank,
    image: view.absolute(String(entry?.attrs.image ?? '') || artOf('hsr_character', build.id)),
    equip: lightCone(view, build.equip),
    relics: build.relics.map((r) => relicOf(view, r)),
    ornaments: build.ornaments.map((r) => relicOf(view, r)),
    ranks: ranksOf(view, build),
    properties: build.properties,
    skills: build.skills.map((s) => skillOf(view, s)),
    base_type: build.base_type ?? attrs.baseType,
    figure_path: view.absolute(
      String(entry?.attrs.figure ?? '') || artOf('hsr_character', build.id),
    ),
    element_id: attrs.elementId,
    servant_detail: servant
      ? {
          servant_id: String(servant.servant_id),
          servant_name: nameOf(view, 'hsr_character', servant.servant_id, servant.name),
          servant_icon: iconOf(view, 'hsr_character', servant.servant_id, servant.icon),
          servant_properties: servant.properties,
          servant_skills: servant.skills.map((s) => skillOf(view, s)),
          is_health_secret: servant.is_health_secret ?? false,
        }
      : {
          servant_id: '0',
          servant_name: '',
          servant_icon: '',
          servant_properties: [],
          servant_skills: [],
          is_health_secret: false,
        },
    avatar_ld_type: 'AvatarLDTypeNone',
    special_skills: [],
  };
}

/**
 * Every property type a build uses, panel and relic stats alike, plus the panel stats relic stats
 * map to: genshin.py looks each one up in `property_info` and fails on a missing key
 * (docs/reference/other-games.md#client-quirks #4).
 */
function propertyInfo(
  view: HsrView,
  avatars: readonly HkrpgDetailAvatar[],
): Record<string, HkrpgPropertyInfo> {
  const used = new Set<number>();
  for (const a of avatars) {
    for (const r of [...a.relics, ...a.ornaments]) {
      used.add(r.main_property.property_type);
      for (const p of r.properties) used.add(p.property_type);
    }
    for (const p of [...a.properties, ...a.servant_detail.servant_properties])
      used.add(p.property_type);
  }
  const info: Record<string, HkrpgPropertyInfo> = {};
  for (const type of [...used].sort((x, y) => x - y)) {
    const name = nameOf(view, 'hsr_property', type) || `#${type}`;
    info[String(type)] = {
      property_type: type,
      name,
      icon: iconOf(view, 'hsr_property', type),
      property_name_relic: name,
      property_name_filter: name,
    };
  }
  return info;
}

/** Relic stat → panel stat, for the relic stats the catalog knows (`attrs.panel`). */
function relicProperties(
  view: HsrView,
  info: Record<string, HkrpgPropertyInfo>,
): HkrpgAvatarInfoData['relic_properties'] {
  return Object.values(info).flatMap((p) => {
    const panel = view.catalog.get('hsr_property', p.property_type, view.lang)?.attrs.panel;
    return typeof panel === 'number'
      ? [{ property_type: p.property_type, modify_property_type: panel }]
      : [];
  });
}

/**
 * GET hkrpg/api/avatar/info (docs/reference/other-games.md#third-game-characters): every build, or
 * the ones of `id_list[]`, with the complete `property_info` and `recommend_property` maps; wiki
 * links only with `need_wiki`.
 */
export function presentAvatarInfo(
  view: HsrView,
  builds: readonly HkrpgCharacterBuild[],
  index: HkrpgIndexSnapshot | undefined,
  options: { needWiki: boolean; ids?: readonly number[] | undefined },
): HkrpgAvatarInfoData {
  const wanted = options.ids && options.ids.length > 0 ? new Set(options.ids) : undefined;
  const chosen = builds.filter((b) => !wanted || wanted.has(b.id));
  const avatars = chosen.map((b) =>
    avatarOf(
      view,
      b,
      index?.avatars.find((a) => a.id === b.id),
    ),
  );
  const info = propertyInfo(view, avatars);
  const equipWiki: Record<string, string> = {};
  const relicWiki: Record<string, string> = {};
  if (options.needWiki) {
    for (const a of avatars) {
      if (a.equip) equipWiki[String(a.equip.id)] = wikiUrl(view, 'light_cone', a.equip.id);
      for (const r of [...a.relics, ...a.ornaments])
        relicWiki[String(r.id)] = wikiUrl(view, 'relic', r.id);
    }
  }
  return {
    avatar_list: avatars,
    equip_wiki: equipWiki,
    relic_wiki: relicWiki,
    property_info: info,
    recommend_property: Object.fromEntries(chosen.map((b) => [String(b.id), b.recommend])),
    relic_properties: relicProperties(view, info),
  };
}
