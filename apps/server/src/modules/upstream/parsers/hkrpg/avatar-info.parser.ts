import type { HkrpgCharacterBuild, HkrpgCharProp, HkrpgRelicProp } from '@chronicle/contract';
import type { CatalogCollector, UpstreamAnswer } from '../parse-kit.js';
import type { Reader } from '../answer-reader.js';
import { arrMax, count, digitString, element, intIn, nonEmpty, shortStr } from './fields.js';

/*
 * `avatar/info` back into builds (`hsr_characters`): the inverse of `avatar-info.presenter.ts`.
 * Names, descriptions and art of characters, light cones, relics, eidolons, traces and stats go to
 * the catalog; what the presenter derives (eidolon unlocks, `element_id`, wiki links, the relic stat
 * map's selection) is not kept.
 */

type SnapRelic = HkrpgCharacterBuild['relics'][number];
type SnapSkill = HkrpgCharacterBuild['skills'][number];
type SnapLightCone = NonNullable<HkrpgCharacterBuild['equip']>;

/** A character's build with the path the answer gave it (kept only where the catalog differs). */
export interface SeenBuild {
  build: HkrpgCharacterBuild;
  baseType: number;
}

/** An equipped light cone (null when none); its texts and art go to the catalog. */
export function lightConeAt(
  r: Reader,
  key: string,
  catalog: CatalogCollector,
): SnapLightCone | null {
  if (r.raw(key) === null) return null;
  const cone = r.obj(key);
  const id = intIn(cone, 'id', 1);
  catalog.add('hsr_light_cone', id, {
    name: nonEmpty(cone.str('name')),
    icon: nonEmpty(cone.str('icon')),
    attrs: { rarity: cone.int('rarity') },
    texts: { desc: nonEmpty(cone.str('desc')) },
  });
  return { id, level: intIn(cone, 'level', 1, 80), rank: intIn(cone, 'rank', 1, 5) };
}

function relicProp(r: Reader): HkrpgRelicProp {
  return { property_type: r.int('property_type'), value: r.str('value'), times: count(r, 'times') };
}

/** A panel stat (character or memosprite), formatted strings kept as they are. */
function charProp(r: Reader): HkrpgCharProp {
  return {
    property_type: r.int('property_type'),
    base: r.str('base'),
    add: r.str('add'),
    final: r.str('final'),
  };
}

function relic(r: Reader, catalog: CatalogCollector): SnapRelic {
  const id = intIn(r, 'id', 1);
  catalog.add('hsr_relic', id, {
    name: nonEmpty(r.str('name')),
    icon: nonEmpty(r.str('icon')),
    attrs: { rarity: r.int('rarity') },
    texts: { desc: nonEmpty(r.str('desc')) },
  });
  return {
    id,
    level: intIn(r, 'level', 0, 15),
    pos: intIn(r, 'pos', 1, 6),
    main_property: relicProp(r.obj('main_property')),
    properties: arrMax(r, 'properties', 4).map(relicProp),
  };
}

/**
 * A trace node. The presenter names every stage after the node, so the first stage's name and
 * description are the node's; the stages' levels are kept when they are not just the node's level.
 */
function skill(r: Reader, catalog: CatalogCollector): SnapSkill {
  const pointId = digitString(r, 'point_id');
  const level = count(r, 'level');
  const stages = r.arr('skill_stages').map((s) => ({
    name: s.str('name'),
    desc: s.str('desc'),
    level: count(s, 'level'),
  }));
  const [first] = stages;
  catalog.add('hsr_trace', Number(pointId), {
    name: nonEmpty(first?.name),
    icon: nonEmpty(r.str('item_url')),
    texts: { remake: nonEmpty(r.str('remake')), desc: nonEmpty(first?.desc) },
  });
  const levels = stages.map((s) => s.level);
  return {
    point_id: pointId,
    point_type: intIn(r, 'point_type', 1, 4),
    level,
    is_activated: r.bool('is_activated'),
    is_rank_work: r.bool('is_rank_work'),
    pre_point: digitString(r, 'pre_point'),
    anchor: shortStr(r, 'anchor', 16),
    special_point_type: shortStr(r, 'special_point_type', 32),
    ...(levels.length === 1 && levels[0] === level ? {} : { stage_levels: levels }),
  };
}

/** The memosprite, or undefined for the `servant_id "0"` of a character without one. */
function servant(r: Reader, catalog: CatalogCollector): HkrpgCharacterBuild['servant'] {
  const id = Number(digitString(r, 'servant_id'));
  const properties = r.arr('servant_properties').map(charProp);
  const skills = r.arr('servant_skills').map((s) => skill(s, catalog));
  const name = r.str('servant_name');
  const icon = r.str('servant_icon');
  const secret = r.bool('is_health_secret');
  if (id === 0) return undefined;
  catalog.add('hsr_character', id, { name: nonEmpty(name), icon: nonEmpty(icon) });
  return { servant_id: id, properties, skills, ...(secret ? { is_health_secret: true } : {}) };
}

/** One character: its build, and its name, art and attributes for the catalog. */
function build(r: Reader, recommend: Reader, catalog: CatalogCollector): SeenBuild {
  const id = intIn(r, 'id', 1);
  const baseType = intIn(r, 'base_type', 1);
  catalog.add('hsr_character', id, {
    name: nonEmpty(r.str('name')),
    icon: nonEmpty(r.str('icon')),
    attrs: {
      element: element(r, 'element'),
      rarity: intIn(r, 'rarity', 4, 5),
      base_type: baseType,
      image: nonEmpty(r.str('image')),
      figure: nonEmpty(r.str('figure_path')),
    },
  });
  for (const rank of arrMax(r, 'ranks', 6)) {
    catalog.add('hsr_trace', rank.int('id'), {
      name: nonEmpty(rank.str('name')),
      icon: nonEmpty(rank.str('icon')),
      texts: { desc: nonEmpty(rank.str('desc')) },
    });
  }
  const pick = recommend.obj(String(id));
  const memo = servant(r.obj('servant_detail'), catalog);
  return {
    baseType,
    build: {
      id,
      level: intIn(r, 'level', 1, 80),
      rank: intIn(r, 'rank', 0, 6),
      equip: lightConeAt(r, 'equip', catalog),
      relics: arrMax(r, 'relics', 4).map((x) => relic(x, catalog)),
      ornaments: arrMax(r, 'ornaments', 2).map((x) => relic(x, catalog)),
      properties: r.arr('properties').map(charProp),
      skills: r.arr('skills').map((s) => skill(s, catalog)),
      ...(memo ? { servant: memo } : {}),
      recommend: {
        recommend_relic_properties: pick.arr('recommend_relic_properties').map((x) => x.asInt()),
        custom_relic_properties: pick.arr('custom_relic_properties').map((x) => x.asInt()),
        is_custom_property_valid: pick.bool('is_custom_property_valid'),
      },
    },
  };
}

/**
 * Stat names and art (`property_info`), with the panel stat each relic stat counts towards
 * (`relic_properties`; null for the ones it does not map, which the presenter then leaves out).
 */
function properties(r: Reader, catalog: CatalogCollector): void {
  const panel = new Map<number, number>();
  for (const pair of r.arr('relic_properties')) {
    panel.set(pair.int('property_type'), pair.int('modify_property_type'));
  }
  const info = r.obj('property_info');
  for (const key of info.keys().filter((k) => /^[0-9]+$/.test(k))) {
    const p = info.obj(key);
    const type = p.int('property_type');
    catalog.add('hsr_property', type, {
      name: nonEmpty(p.str('name')),
      icon: nonEmpty(p.str('icon')),
      attrs: { panel: panel.get(type) ?? null },
    });
  }
}

/** The builds of an `avatar/info` answer, in its order. */
export function parseAvatarInfo(answer: UpstreamAnswer, r: Reader, catalog: CatalogCollector) {
  const recommend = r.obj('recommend_property');
  const builds = r.arr('avatar_list').map((a) => build(a, recommend, catalog));
  properties(r, catalog);
  // An answer to `id_list[]` holds only the characters asked for.
  const partial = answer.input['id_list[]'] !== undefined || answer.input.id_list !== undefined;
  return { builds, partial };
}
