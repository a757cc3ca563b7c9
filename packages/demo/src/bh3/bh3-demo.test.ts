import {
  HONKAI3RD_KINDS,
  LANG_CODES,
  type CatalogEntry,
  type Honkai3rdCharactersSnapshot,
  type Honkai3rdIndexSnapshot,
} from '@chronicle/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../accounts.js';
import { buildBh3Demo } from './index.js';

/* Starfall Vanguard's demo data on its own: complete names, valid snapshots, known ids. */

const CAPTURED_AT = '2026-01-05T04:00:00.000Z';
const { catalog, snapshots } = buildBh3Demo(CAPTURED_AT);

/** Scripts each non-Latin language must be written in (a check that names were translated). */
const SCRIPTS: Partial<Record<(typeof LANG_CODES)[number], RegExp>> = {
  'zh-cn': /\p{Script=Han}/u,
  'zh-tw': /\p{Script=Han}/u,
  'ja-jp': /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u,
  'ko-kr': /\p{Script=Hangul}/u,
  'ru-ru': /\p{Script=Cyrillic}/u,
  'th-th': /\p{Script=Thai}/u,
};

const ids = (kind: CatalogEntry['kind']) =>
  new Set(catalog.filter((e) => e.kind === kind).map((e) => e.id));

/** Every catalog reference in a payload: `[kind, id]` pairs found by the fields' meaning. */
function references(
  kind: string,
  payload: Record<string, unknown>,
): [CatalogEntry['kind'], number][] {
  const out: [CatalogEntry['kind'], number][] = [];
  const visit = (value: unknown, key: string): void => {
    if (Array.isArray(value)) return value.forEach((v) => visit(v, key));
    if (value === null || typeof value !== 'object') return;
    const o = value as Record<string, unknown>;
    const id = typeof o.id === 'number' ? o.id : undefined;
    if (id !== undefined) {
      if (key === 'boss') out.push(['bh3_boss', id]);
      if (key === 'elf') out.push(['bh3_elf', id]);
      if (['lineup', 'main_avatar', 'support_avatars', 'avatar'].includes(key)) {
        out.push(['bh3_battlesuit', id]);
      }
      if (key === 'characters') out.push(['bh3_battlesuit', id]);
      if (key === 'weapon') out.push(['bh3_weapon', id]);
      if (key === 'stigmatas') out.push(['bh3_stigmata', id]);
      if (key === 'buffs') out.push(['bh3_signet', id]);
      if (key === 'conditions') out.push(['bh3_condition', id]);
    }
    for (const [k, v] of Object.entries(o)) {
      if (k === 'costume_ids' && Array.isArray(v)) {
        for (const c of v) out.push(['bh3_costume', c as number]);
      } else visit(v, k);
    }
  };
  visit(payload, kind);
  return out;
}

describe('Starfall Vanguard demo data', () => {
  it('names every entry in all 15 languages, in their own scripts, once per kind and id', () => {
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
    expect(ids('bh3_battlesuit').size).toBe(12);
    const types = new Set(
      catalog.filter((e) => e.kind === 'bh3_battlesuit').map((e) => e.attrs?.element),
    );
    expect(types).toEqual(new Set(['BIO', 'MECH', 'PSY', 'QUA', 'IMG', 'SD']));
    // Sigil names end in the slot letter clients read.
    for (const e of catalog.filter((x) => x.kind === 'bh3_stigmata')) {
      for (const lang of LANG_CODES) expect(e.names[lang]).toMatch(/\((T|M|B)\)$/);
    }
    for (const e of catalog.filter((x) => x.kind === 'bh3_condition')) {
      for (const lang of LANG_CODES) expect(e.texts?.[lang]?.desc, `${e.id} ${lang}`).toBeTruthy();
    }
  });

  it('stores valid snapshots for the four demo captains only, and refers to known entries', () => {
    const captains = DEMO_ROLES.filter((r) => r.game_id === 1).map((r) => r.game_role_id);
    expect(new Set(snapshots.map((s) => s.game_role_id))).toEqual(new Set(captains));
    let checked = 0;
    for (const s of snapshots) {
      expect(s.game_id).toBe(1);
      const kind = HONKAI3RD_KINDS[s.kind as keyof typeof HONKAI3RD_KINDS];
      expect(kind, s.kind).toBeDefined();
      expect([...Value.Errors(kind.schema, s.payload)], `${s.game_role_id} ${s.kind}`).toEqual([]);
      expect(s.period !== '', s.kind).toBe(kind.periodic);
      for (const [refKind, id] of references(s.kind, s.payload as Record<string, unknown>)) {
        expect(ids(refKind).has(id), `${s.kind} → ${refKind} ${id}`).toBe(true);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('keeps the traveler rich and the abyss kinds matched to each captain level', () => {
    const of = (roleId: string, kind: string) =>
      snapshots.filter((s) => s.game_role_id === roleId && s.kind === kind).length;
    expect(of('150000101', 'bh3_new_abyss')).toBe(4);
    expect(of('150000101', 'bh3_battle_field')).toBe(3);
    for (const role of DEMO_ROLES.filter((r) => r.game_id === 1)) {
      const superstring = role.level >= 81;
      expect(of(role.game_role_id, 'bh3_new_abyss') > 0, role.game_role_id).toBe(superstring);
      expect(of(role.game_role_id, 'bh3_old_abyss') > 0, role.game_role_id).toBe(!superstring);
      const index = snapshots.find(
        (s) => s.game_role_id === role.game_role_id && s.kind === 'bh3_index',
      );
      const stats = (index?.payload as { stats: Record<string, unknown> }).stats;
      expect(superstring ? stats.new_abyss : stats.old_abyss, role.game_role_id).toBeDefined();
    }
  });

  it('counts in the index exactly the battlesuits and outfits the character list holds', () => {
    for (const role of DEMO_ROLES.filter((r) => r.game_id === 1)) {
      const payload = (kind: string) =>
        snapshots.find((s) => s.game_role_id === role.game_role_id && s.kind === kind)?.payload;
      const { stats } = payload('bh3_index') as Honkai3rdIndexSnapshot;
      const { characters } = payload('bh3_characters') as Honkai3rdCharactersSnapshot;
      const outfits = new Set(characters.flatMap((c) => c.costume_ids ?? []));
      expect(stats.armor_number, role.game_role_id).toBe(characters.length);
      expect(stats.sss_armor_number).toBe(characters.filter((c) => c.star === 5).length);
      expect(stats.suit_number, role.game_role_id).toBe(outfits.size);
    }
  });

  it('returns the same data on every call', () => {
    expect(buildBh3Demo(CAPTURED_AT)).toEqual({ catalog, snapshots });
  });
});
