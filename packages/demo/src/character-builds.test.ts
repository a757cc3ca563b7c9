import {
  SPECIAL_CHARACTER_IDS,
  type CatalogKind,
  type CharactersSnapshot,
  type IndexSnapshot,
} from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { buildCharacterSnapshots } from './character-builds.js';
import { DEMO_CAPTURED_AT, generateDemoBundle } from './demo-bundle.js';

const bundle = generateDemoBundle();
// The current snapshots; the older versions before them are demo/history.test.ts's.
const snapshots = (bundle.snapshots ?? []).filter((s) => s.captured_at === DEMO_CAPTURED_AT);
const catalog = bundle.catalog ?? [];
const payloadOf = <T>(kind: string, roleId: string): T => {
  const found = snapshots.find((s) => s.kind === kind && s.game_role_id === roleId);
  if (!found) throw new Error(`no ${kind} snapshot for ${roleId}`);
  return found.payload as T;
};
const has = (kind: CatalogKind, id: number) => catalog.some((e) => e.kind === kind && e.id === id);

describe('demo character builds', () => {
  it('are deterministic', () => {
    expect(buildCharacterSnapshots('x')).toEqual(buildCharacterSnapshots('x'));
  });

  it('give every main-game role a build for every character it owns', () => {
    const mainRoles = (bundle.roles ?? []).filter((r) => r.game_id === 2);
    for (const role of mainRoles) {
      const index = payloadOf<IndexSnapshot>('index', role.game_role_id);
      const builds = payloadOf<CharactersSnapshot>('characters', role.game_role_id);
      expect(builds.avatars.map((b) => b.id)).toEqual(index.avatars.map((a) => a.id));
      for (const avatar of index.avatars) {
        const build = builds.avatars.find((b) => b.id === avatar.id);
        // Relic stats match the index relics slot for slot.
        expect(build?.relics.map((r) => r.pos)).toEqual((avatar.relics ?? []).map((r) => r.pos));
        expect(Boolean(build?.weapon)).toBe(Boolean(avatar.weapon));
        const special = (SPECIAL_CHARACTER_IDS as readonly number[]).includes(avatar.id);
        if (special && avatar.id !== 10000062) expect(build?.constellation_ids).toEqual([]);
        else expect(build?.constellation_ids).toHaveLength(6);
        for (const relic of build?.relics ?? []) {
          const rolls = relic.sub_property_list.reduce((sum, s) => sum + s.times, 0);
          const level = avatar.relics?.find((r) => r.pos === relic.pos)?.level ?? 0;
          expect(rolls).toBe(Math.floor(level / 4));
        }
      }
    }
  });

  it('refer only to catalog entries: properties, constellations, talents, costumes', () => {
    for (const snapshot of snapshots.filter((s) => s.kind === 'characters')) {
      const { avatars } = snapshot.payload as CharactersSnapshot;
      for (const build of avatars) {
        const props = [
          ...build.base_properties,
          ...build.extra_properties,
          ...build.element_properties,
          ...build.selected_properties,
        ].map((p) => p.property_type);
        for (const relic of build.relics) {
          props.push(relic.main_property.property_type);
          props.push(...relic.sub_property_list.map((s) => s.property_type));
        }
        if (build.weapon) props.push(build.weapon.main_property.property_type);
        if (build.weapon?.sub_property) props.push(build.weapon.sub_property.property_type);
        props.push(...Object.values(build.recommend_properties).flat());
        for (const id of props) expect(has('property', id), `property ${id}`).toBe(true);
        for (const id of build.constellation_ids) expect(has('constellation', id)).toBe(true);
        for (const skill of build.skills) expect(has('skill', skill.skill_id)).toBe(true);
        for (const id of build.costume_ids ?? []) expect(has('costume', id)).toBe(true);
      }
    }
    for (const type of [1, 10, 11, 12, 13]) expect(has('weapon_type', type)).toBe(true);
  });
});
