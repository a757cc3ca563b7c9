import {
  LANG_CODES,
  SPECIAL_CHARACTER_IDS,
  type CharacterDetailData,
  type DataOf,
  type IndexSnapshot,
  serverForUid,
  type endpoints,
} from '@chronicle/contract';
import { expect, it } from 'vitest';
import { generateDemoBundle } from '@chronicle/demo';
import { describeEachDb, envelope } from '../../test/harness.js';

type ListData = DataOf<typeof endpoints.genshin.characterList>;

const bundle = generateDemoBundle();
const mainRoles = (bundle.roles ?? []).filter((r) => r.game_id === 2);
const avatarIds = (roleId: string) =>
  (
    bundle.snapshots?.find((s) => s.kind === 'index' && s.game_role_id === roleId)
      ?.payload as IndexSnapshot
  ).avatars.map((a) => a.id);
const BASE = '/game_record/genshin/api';
const PRIVATE_UID = 100000003;
const serverOf = (roleId: string) => serverForUid(2, roleId) ?? '';

describeEachDb(
  'character endpoints on the demo data',
  (env) => {
    const post = async <T>(path: string, body: object, as: number, lang = 'en-us') =>
      envelope<T>(
        await env.post(`${BASE}/${path}`, { body, as, headers: { 'x-rpc-language': lang } }),
      );

    it('answers every role’s whole roster in detail with a complete property_map', async () => {
      for (const role of mainRoles) {
        const ids = avatarIds(role.game_role_id);
        const body = await post<CharacterDetailData>(
          'character/detail',
          { role_id: role.game_role_id, server: serverOf(role.game_role_id), character_ids: ids },
          role.uid,
        );
        expect(body.retcode, role.game_role_id).toBe(0);
        expect(body.data.list).toHaveLength(ids.length);
        const names = new Set(Object.keys(body.data.property_map));
        for (const d of body.data.list) {
          const types = [
            ...d.base_properties,
            ...d.extra_properties,
            ...d.element_properties,
            ...d.selected_properties,
          ].map((p) => p.property_type);
          for (const r of d.relics) {
            types.push(
              r.main_property.property_type,
              ...r.sub_property_list.map((s) => s.property_type),
            );
          }
          for (const t of types) expect(names.has(String(t)), `property ${t}`).toBe(true);
          for (const p of Object.values(body.data.property_map))
            expect(p.name).not.toBe(String(p.property_type));
          const special = (SPECIAL_CHARACTER_IDS as readonly number[]).includes(d.base.id);
          if (special && d.base.id !== 10000062) expect(d.constellations).toEqual([]);
          else expect(d.constellations).toHaveLength(6);
          expect(d.skills).toHaveLength(5);
          expect(d.base.element).not.toBe('');
        }
      }
    });

    it('names constellations, talents and stats in every language', async () => {
      const role = mainRoles[0];
      if (!role) throw new Error('no demo role');
      const request = {
        role_id: role.game_role_id,
        server: serverOf(role.game_role_id),
        character_ids: avatarIds(role.game_role_id).slice(0, 1),
      };
      const english = await post<CharacterDetailData>('character/detail', request, role.uid);
      for (const lang of LANG_CODES.filter((l) => l !== 'en-us')) {
        const body = await post<CharacterDetailData>('character/detail', request, role.uid, lang);
        const [d] = body.data.list;
        const [en] = english.data.list;
        expect(d?.constellations[0]?.name, lang).not.toBe(en?.constellations[0]?.name);
        expect(d?.skills[1]?.desc, lang).not.toBe(en?.skills[1]?.desc);
        expect(d?.weapon?.type_name, lang).toBeTruthy();
        expect(d?.weapon?.desc, lang).not.toBe(en?.weapon?.desc);
        expect(en?.weapon?.desc).toBeTruthy();
        expect(body.data.property_map['2000']?.name, lang).not.toBe('Max HP');
      }
    });

    it('keeps the private demo player’s characters from visitors', async () => {
      const role = mainRoles.find((r) => r.uid === PRIVATE_UID);
      if (!role) throw new Error('no private demo role');
      const visitor = mainRoles.find((r) => r.uid !== PRIVATE_UID)?.uid ?? 0;
      const body = { role_id: role.game_role_id, server: serverOf(role.game_role_id) };
      expect((await post('character/list', body, visitor)).retcode).toBe(10102);
      expect(
        (await post('character/detail', { ...body, character_ids: [10000005] }, visitor)).retcode,
      ).toBe(10102);
      const own = await post<ListData>('character/list', body, PRIVATE_UID);
      expect(own.data.list.length).toBeGreaterThan(0);
    });
  },
  { bundle },
);
