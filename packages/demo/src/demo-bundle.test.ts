import {
  CATALOG_KINDS,
  IngestBundle,
  LANG_CODES,
  SNAPSHOT_KINDS,
  SPECIAL_CHARACTER_IDS,
  gameById,
  isSnapshotKind,
  serverForUid,
  type CatalogEntry,
  type IndexSnapshot,
} from '@chronicle/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { TABLE_LANGS } from './data/localize.js';
import { DEMO_CAPTURED_AT, generateDemoBundle } from './demo-bundle.js';

const bundle = generateDemoBundle();
const catalog = bundle.catalog ?? [];
// The current snapshots; the older versions before them are demo/history.test.ts's.
const snapshots = (bundle.snapshots ?? []).filter((s) => s.captured_at === DEMO_CAPTURED_AT);
const roles = bundle.roles ?? [];

const idsOf = (kind: CatalogEntry['kind']): Set<number> =>
  new Set(catalog.filter((e) => e.kind === kind).map((e) => e.id));
const entry = (kind: CatalogEntry['kind'], id: number): CatalogEntry | undefined =>
  catalog.find((e) => e.kind === kind && e.id === id);
const indexOf = (roleId: string): IndexSnapshot => {
  const found = snapshots.find((s) => s.kind === 'index' && s.game_role_id === roleId);
  if (!found) throw new Error(`no index snapshot for ${roleId}`);
  return found.payload as IndexSnapshot;
};

/** Scripts each non-Latin language must be written in (a check that names were translated). */
const SCRIPTS: Partial<Record<(typeof LANG_CODES)[number], RegExp>> = {
  'zh-cn': /\p{Script=Han}/u,
  'zh-tw': /\p{Script=Han}/u,
  'ja-jp': /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u,
  'ko-kr': /\p{Script=Hangul}/u,
  'ru-ru': /\p{Script=Cyrillic}/u,
  'th-th': /\p{Script=Thai}/u,
};

describe('generateDemoBundle', () => {
  it('returns the same data on every call', () => {
    expect(generateDemoBundle()).toEqual(bundle);
  });

  it('passes the ingest bundle schema', () => {
    expect(Value.Errors(IngestBundle, bundle)).toEqual([]);
    expect(Value.Check(IngestBundle, bundle)).toBe(true);
  });

  it('gives every snapshot a payload valid for its kind', () => {
    expect(snapshots.length).toBeGreaterThan(0);
    for (const snapshot of snapshots) {
      expect(isSnapshotKind(snapshot.kind)).toBe(true);
      if (!isSnapshotKind(snapshot.kind)) continue;
      const { schema } = SNAPSHOT_KINDS[snapshot.kind];
      expect(Value.Errors(schema, snapshot.payload)).toEqual([]);
      expect(Value.Check(schema, snapshot.payload)).toBe(true);
    }
  });

  it('writes data tables in all 15 languages', () => {
    expect([...TABLE_LANGS].sort()).toEqual([...LANG_CODES].sort());
  });

  it('names every catalog entry in all 15 languages, in their own scripts, once per kind and id', () => {
    const keys = new Set<string>();
    for (const e of catalog) {
      const key = `${e.kind}:${e.id}`;
      expect(keys.has(key), key).toBe(false);
      keys.add(key);
      for (const lang of LANG_CODES) {
        const name = e.names[lang];
        expect(name, `${key} ${lang}`).toBeTruthy();
        const script = SCRIPTS[lang];
        if (script) expect(name, `${key} ${lang}`).toMatch(script);
      }
    }
    for (const kind of CATALOG_KINDS) expect(idsOf(kind).size, kind).toBeGreaterThan(0);
  });

  it('has 60+ characters, balanced elements and the special and twin characters', () => {
    const characters = catalog.filter((e) => e.kind === 'character');
    expect(characters.length).toBeGreaterThanOrEqual(60);
    for (const id of [...SPECIAL_CHARACTER_IDS, 10000005, 10000007]) {
      expect(idsOf('character').has(id), String(id)).toBe(true);
    }
    expect(entry('character', 10000062)?.attrs?.rarity).toBe(105);
    for (const id of [10000117, 10000118]) {
      expect(entry('character', id)?.attrs?.has_constellations).toBe(false);
    }
    expect(entry('character', 10000118)?.attrs?.fixed_element).toBe(false);
    const byElement = new Map<unknown, number>();
    for (const c of characters) {
      byElement.set(c.attrs?.element, (byElement.get(c.attrs?.element) ?? 0) + 1);
    }
    expect(byElement.size).toBe(7);
    expect(Math.max(...byElement.values()) - Math.min(...byElement.values())).toBeLessThanOrEqual(
      2,
    );
    const fiveStars = characters.filter((c) => c.attrs?.rarity !== 4).length / characters.length;
    expect(fiveStars).toBeGreaterThan(0.38);
    expect(fiveStars).toBeLessThan(0.52);
  });

  it('gives every relic set both bonuses and every relic its slot name in every language', () => {
    for (const e of catalog.filter((x) => x.kind === 'relic_set' || x.kind === 'relic')) {
      for (const lang of LANG_CODES) {
        const texts = e.texts?.[lang];
        if (e.kind === 'relic') expect(texts?.pos_name, `${e.id} ${lang}`).toBeTruthy();
        else expect([texts?.affix2, texts?.affix4].every(Boolean), `${e.id} ${lang}`).toBe(true);
      }
    }
  });

  it('refers only to catalog entries from its snapshots', () => {
    // The main game's; the other games' demo tests check theirs (demo/hsr, demo/bh3).
    for (const { game_role_id: roleId } of snapshots.filter((s) => s.game_id === 2)) {
      const index = indexOf(roleId);
      for (const avatar of index.avatars) {
        expect(idsOf('character').has(avatar.id), `character ${avatar.id}`).toBe(true);
        if (avatar.weapon) {
          const weapon = entry('weapon', avatar.weapon.id);
          expect(weapon?.attrs?.type).toBe(entry('character', avatar.id)?.attrs?.weapon_type);
        }
        for (const relic of avatar.relics ?? []) {
          expect(entry('relic', relic.id)?.attrs).toEqual({ pos: relic.pos, set_id: relic.set_id });
        }
      }
      expect(index.world_explorations.map((r) => r.id).sort((a, b) => a - b)).toEqual(
        [...idsOf('region')].sort((a, b) => a - b),
      );
      for (const region of index.world_explorations) {
        for (const area of region.areas) expect(idsOf('area').has(area.id)).toBe(true);
        for (const boss of region.bosses) expect(idsOf('boss').has(boss.id)).toBe(true);
        for (const o of region.offerings) expect(idsOf('offering').has(o.id)).toBe(true);
        for (const t of region.tribes ?? []) expect(idsOf('tribe').has(t.id)).toBe(true);
      }
      for (const home of index.homes) expect(idsOf('home').has(home.id)).toBe(true);
    }
  });

  it('writes an index snapshot for every main-game role, with coherent statistics', () => {
    const mainRoles = roles.filter((r) => r.game_id === 2);
    const indexes = snapshots.filter((s) => s.kind === 'index');
    expect(indexes.map((s) => s.game_role_id).sort()).toEqual(
      mainRoles.map((r) => r.game_role_id).sort(),
    );
    for (const role of mainRoles) {
      const index = indexOf(role.game_role_id);
      expect(index.role).toMatchObject({ nickname: role.nickname, level: role.level });
      expect(index.stats.avatar_number).toBe(index.avatars.length);
      expect(index.stats.full_fetter_avatar_num).toBe(
        index.avatars.filter((a) => a.fetter === 10).length,
      );
      expect(index.avatars.filter((a) => a.is_chosen)).toHaveLength(8);
      expect(index.stats.field_ext_map).toHaveProperty('way_point_number');
      expect(index.stats.field_ext_map).toHaveProperty('domain_number');
      const twins = index.avatars.filter((a) => a.id === 10000005 || a.id === 10000007);
      expect(twins).toHaveLength(1);
      expect(twins[0]?.element).toBeTruthy();
      const doll = index.avatars.find((a) => a.id === 10000118);
      if (doll) expect(doll.element).toBeTruthy();
    }
    const sizes = ['812000101', '612000202', '712000303', '912000505', '612000111'].map(
      (id) => indexOf(id).avatars.length,
    );
    expect(sizes).toEqual([60, 45, 30, 12, 20]);
    expect(indexOf('912000505').stats.spiral_abyss).toBe('-');
    expect(indexOf('812000101').stats.spiral_abyss).toBe('12-3');
    expect(indexOf('812000101').homes.length).toBeGreaterThanOrEqual(3);
    expect(indexOf('912000505').homes).toHaveLength(1);
    const full = indexOf('812000101').world_explorations.filter(
      (r) => r.exploration_percentage === 1000,
    );
    expect(full.length).toBeGreaterThan(0);
  });

  it('maps every role id to its server by the real rule (the anime game carries its own)', () => {
    for (const role of roles) {
      const derived = serverForUid(role.game_id, role.game_role_id);
      const servers = gameById(role.game_id)?.servers.map((s) => s.region) ?? [];
      if (role.game_id === 1) {
        expect(role.region, role.game_role_id).toBeDefined();
        expect(servers).toContain(role.region);
      } else {
        expect(derived, role.game_role_id).toBeDefined();
        if (role.region !== undefined) expect(role.region).toBe(derived);
      }
    }
    expect(roles.find((r) => r.game_role_id === '812000101')?.is_chosen).toBe(true);
  });

  it('keeps the private player private and everyone else public, with a row per switch', () => {
    const switches = bundle.switches ?? [];
    for (const account of bundle.accounts ?? []) {
      const own = switches.filter((s) => s.uid === account.uid);
      expect(own).toHaveLength(7);
      expect(own.every((s) => s.is_public === (account.account !== 'private'))).toBe(true);
    }
    expect(roles.some((r) => r.uid === 100000004)).toBe(false);
    expect(bundle.accounts?.find((a) => a.account === 'minor')?.birth_date).toBe(
      `${new Date().getUTCFullYear() - 10}-03-14`,
    );
  });
});
