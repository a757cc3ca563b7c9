import type { HkrpgBasicInfoData, HkrpgCharactersSnapshot } from '@chronicle/contract';
import {
  HkrpgAvatarInfoData,
  HkrpgChallengeBossData,
  HkrpgChallengeData,
  HkrpgChallengeStoryData,
  HkrpgIndexData,
  HkrpgNoteData,
  HkrpgRogueData,
  hkrpgAvatarInfoMissingKeys,
  MOUNTS,
} from '@chronicle/contract';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import { DEMO_CAPTURED_AT } from '@chronicle/demo';
import { loadDemoData } from '../../load-demo.js';
import { describeEachDb, envelope } from '../../test/harness.js';
import { setSwitch } from '../policy/policy.service.js';
import { putSnapshot } from '../records/records.service.js';
import { latestOf } from './hkrpg.repository.js';

/* Stellar Transit's eight endpoints read the demo data (issue 9). */

const TRAVELER = 100000001;
const LUMINE = 100000002;
const PIP = 100000005;
const ROLE = { role_id: '800000101', server: 'prod_official_asia' };
const LUMINE_ROLE = { role_id: '600000202', server: 'prod_official_usa' };
/** One hour after the demo capture. */
const NOW = Date.parse(DEMO_CAPTURED_AT) + 3_600_000;
const api = (path: string) => `/game_record/hkrpg/api/${path}`;

describeEachDb(
  'Stellar Transit records on the demo data',
  (env) => {
    const read = async <T>(
      path: string,
      as: number | undefined,
      query: Record<string, string>,
      lang?: string,
    ) =>
      envelope<T>(
        await env.get(api(path), {
          ...(as === undefined ? {} : { as }),
          query,
          ...(lang ? { headers: { 'x-rpc-language': lang } } : {}),
        }),
      );

    it('loads', async () => {
      await loadDemoData(env.db);
    });

    it('answers index with the stats and every character with its lens', async () => {
      const body = await read<HkrpgIndexData>('index', TRAVELER, ROLE);
      expect(body.retcode).toBe(0);
      expect(Value.Check(HkrpgIndexData, body.data)).toBe(true);
      expect(body.data.stats).toMatchObject({
        active_days: 412,
        avatar_num: 10,
        achievement_num: 690,
        chest_num: 2210,
        dream_paster_num: 180,
      });
      expect(body.data.stats.abyss_process).toBe('Lanterns Under Still Water (XII)');
      expect(body.data.avatar_list).toHaveLength(10);
      const first = body.data.avatar_list[0];
      expect(first).toMatchObject({
        id: 1001,
        name: 'Starling',
        element: 'lightning',
        rarity: 5,
        rank: 2,
        is_chosen: true,
        base_type: 5,
        element_id: 8,
      });
      expect(first?.equip).toMatchObject({
        id: 21001,
        name: 'Verses at Low Tide',
        rank: 1,
        level: 80,
      });
      expect(first?.icon).toBe('http://chronicle.test/art/hsr_character/1001.svg');
    });

    it('answers role/basicInfo with the header', async () => {
      const body = await read<HkrpgBasicInfoData>('role/basicInfo', TRAVELER, ROLE);
      expect(body.data).toEqual({
        nickname: 'Starling',
        region: 'prod_official_asia',
        level: 70,
        avatar: 'http://chronicle.test/art/hsr_character/1001.svg',
      });
    });

    it('answers avatar/info with complete maps and translated property names', async () => {
      const body = await read<HkrpgAvatarInfoData>(
        'avatar/info',
        TRAVELER,
        { ...ROLE, need_wiki: 'true' },
        'ja-jp',
      );
      expect(body.retcode).toBe(0);
      expect(Value.Check(HkrpgAvatarInfoData, body.data)).toBe(true);
      expect(hkrpgAvatarInfoMissingKeys(body.data)).toEqual([]);
      expect(body.data.avatar_list).toHaveLength(10);
      expect(body.data.property_info['2']?.name).toBe('攻撃力');
      expect(body.data.property_info['5']?.name).toBe('会心率');
      const starling = body.data.avatar_list[0];
      expect(starling?.relics.map((r) => r.pos)).toEqual([1, 2, 3, 4]);
      expect(starling?.ornaments.map((r) => r.pos)).toEqual([5, 6]);
      expect(starling?.ranks.filter((r) => r.is_unlocked)).toHaveLength(2);
      expect(starling?.skills[0]?.remake).toBe('通常攻撃');
      const statTrace = starling?.skills.find((k) => k.point_id === '1001201');
      expect(statTrace?.skill_stages[0]).toMatchObject({ name: '攻撃力', desc: '攻撃力 +4.0%' });
      expect(starling?.equip?.desc).toBe('効果命中 +24.0%');
      expect(starling?.servant_detail.servant_id).toBe('0');
      const juniper = body.data.avatar_list.find((a) => a.id === 1009);
      expect(juniper?.servant_detail).toMatchObject({
        servant_id: '11009',
        servant_name: 'ブランブル',
      });
      expect(Object.keys(body.data.equip_wiki)).toContain('21001');
      expect(body.data.relic_properties).toContainEqual({
        property_type: 52,
        modify_property_type: 5,
      });
      // Without need_wiki the wiki maps stay empty, and every build is still listed.
      const plain = await read<HkrpgAvatarInfoData>('avatar/info', TRAVELER, ROLE);
      expect(plain.data.equip_wiki).toEqual({});
      expect(plain.data.relic_wiki).toEqual({});
      expect(Object.keys(plain.data.recommend_property)).toHaveLength(10);

      // MehrakBot's `id_list[]`: one id, or the key repeated, picks those builds only.
      const [first, second] = plain.data.avatar_list.map((a) => a.id);
      const one = await read<HkrpgAvatarInfoData>('avatar/info', TRAVELER, {
        ...ROLE,
        'id_list[]': String(first),
      });
      expect(one.retcode).toBe(0);
      expect(one.data.avatar_list.map((a) => a.id)).toEqual([first]);
      const query = new URLSearchParams({ ...ROLE });
      query.append('id_list[]', String(first));
      query.append('id_list[]', String(second));
      const two = envelope<HkrpgAvatarInfoData>(
        await env.get(`${api('avatar/info')}?${query.toString()}`, { as: TRAVELER }),
      );
      expect(two.retcode).toBe(0);
      expect(two.data.avatar_list.map((a) => a.id).sort()).toEqual([first, second].sort());
      const bad = await read('avatar/info', TRAVELER, { ...ROLE, 'id_list[]': 'x' });
      expect(bad.retcode).toBe(-10001);
    });

    it('moves the notes forward by the hour since capture', async () => {
      const body = await read<HkrpgNoteData>('note', TRAVELER, ROLE);
      expect(body.retcode).toBe(0);
      expect(Value.Check(HkrpgNoteData, body.data)).toBe(true);
      const stored = await env.db
        .selectFrom('record_snapshots')
        .select('payload')
        .where('game_role_id', '=', ROLE.role_id)
        .where('kind', '=', 'hsr_note')
        .executeTakeFirstOrThrow();
      const snap = JSON.parse(String(stored.payload)) as {
        current_stamina: number;
        stamina_recover_time: number;
      };
      // Ten points come back in an hour (one every six minutes).
      expect(body.data.current_stamina).toBe(Math.min(300, snap.current_stamina + 10));
      expect(body.data.stamina_recover_time).toBe(Math.max(0, snap.stamina_recover_time - 3600));
      expect(body.data.current_ts).toBe(NOW / 1000);
      expect(body.data.expeditions).toHaveLength(4);
      expect(body.data.expeditions[0]).toMatchObject({
        status: 'Finished',
        remaining_time: 0,
        name: 'Salvage at the Glass Dunes',
      });
      expect(body.data.expeditions[1]?.status).toBe('Ongoing');
      expect(body.data.accepted_epedition_num).toBe(4);
    });

    it('answers the current and previous Echoes of Disorder seasons', async () => {
      const current = await read<HkrpgChallengeData>('challenge', TRAVELER, {
        ...ROLE,
        schedule_type: '1',
        need_all: 'true',
      });
      expect(current.retcode).toBe(0);
      expect(Value.Check(HkrpgChallengeData, current.data)).toBe(true);
      expect(current.data).toMatchObject({
        schedule_id: 1041,
        has_data: true,
        max_floor_id: 4112,
        max_floor: 'Lanterns Under Still Water (XII)',
      });
      expect(current.data.all_floor_detail).toHaveLength(12);
      expect(current.data.all_floor_detail[0]?.maze_id).toBe(4112);
      expect(current.data.groups.map((g) => [g.schedule_id, g.status])).toEqual([
        [1041, 'Running'],
        [1040, 'End'],
      ]);
      // Asia's servers keep UTC+8: the season opened at 20:00 UTC, 04:00 local the next day.
      expect(current.data.begin_time).toMatchObject({
        year: 2025,
        month: 12,
        day: 23,
        hour: 4,
        minute: 0,
      });
      const quick = current.data.all_floor_detail.at(-1);
      expect(quick).toMatchObject({ is_fast: true, star_num: 3, round_num: 0 });
      expect(quick?.node_1.avatars).toEqual([]);
      const previous = await read<HkrpgChallengeData>('challenge', TRAVELER, {
        ...ROLE,
        schedule_type: '2',
      });
      expect(previous.data.schedule_id).toBe(1040);
      expect(previous.data.max_floor).toBe('Ashfall Refrain (XII)');
      expect(previous.data.groups[0]?.schedule_id).toBe(1041);
    });

    it('answers Woven Fable with string scores and a buff', async () => {
      const body = await read<HkrpgChallengeStoryData>('challenge_story', TRAVELER, {
        ...ROLE,
        schedule_type: '1',
      });
      expect(Value.Check(HkrpgChallengeStoryData, body.data)).toBe(true);
      expect(body.data.groups.map((g) => g.schedule_id)).toEqual([2017, 2016]);
      expect(body.data.all_floor_detail).toHaveLength(4);
      expect(body.data.all_floor_detail[0]?.node_1.score).toMatch(/^\d+$/);
      const buff = body.data.all_floor_detail[0]?.node_1.buff;
      expect(
        [
          ['Footnotes in Red Ink', 'CRIT DMG +40.0%'],
          ['Unreliable Narrator', 'ATK +30.0%'],
        ].map(String),
      ).toContain(String([buff?.name_mi18n, buff?.desc_mi18n]));
      const previous = await read<HkrpgChallengeStoryData>('challenge_story', TRAVELER, {
        ...ROLE,
        schedule_type: '2',
      });
      expect(previous.data.max_floor).toBe('Margins of the Map (IV)');
    });

    it('answers Eclipse Sovereigns with both bosses and localized floor names', async () => {
      const body = await read<HkrpgChallengeBossData>(
        'challenge_boss',
        TRAVELER,
        { ...ROLE, schedule_type: '1' },
        'de-de',
      );
      expect(Value.Check(HkrpgChallengeBossData, body.data)).toBe(true);
      expect(body.data.groups[0]).toMatchObject({
        schedule_id: 3008,
        upper_boss: { id: 9001, name_mi18n: 'Gloam Colossus' },
        lower_boss: { id: 9002, name_mi18n: 'Veilwing Matriarch' },
      });
      expect(body.data.max_floor).toBe('Gloam Colossus: Schwierigkeit 4');
      expect(body.data.all_floor_detail[0]?.star_num).toMatch(/^[0-3]$/);
      const previous = await read<HkrpgChallengeBossData>('challenge_boss', TRAVELER, {
        ...ROLE,
        schedule_type: '2',
      });
      expect(previous.data.max_floor_id).toBe(30073);
    });

    it('answers an empty season, with groups, for a role that never played', async () => {
      const body = await read<HkrpgChallengeData>('challenge', PIP, {
        role_id: '900000505',
        server: 'prod_official_cht',
      });
      expect(body.retcode).toBe(0);
      expect(Value.Check(HkrpgChallengeData, body.data)).toBe(true);
      expect(body.data).toMatchObject({
        has_data: false,
        star_num: 0,
        max_floor: '',
        all_floor_detail: [],
        max_floor_id: 0,
      });
      expect(body.data.groups.map((g) => g.schedule_id)).toEqual([1041, 1040]);
      const boss = await read<HkrpgChallengeBossData>('challenge_boss', PIP, {
        role_id: '900000505',
        server: 'prod_official_cht',
      });
      expect(Value.Check(HkrpgChallengeBossData, boss.data)).toBe(true);
      expect(boss.data.groups[0]?.upper_boss.name_mi18n).toBe('Gloam Colossus');
    });

    it('answers Mirror Cosmos with the current and last week', async () => {
      const body = await read<HkrpgRogueData>('rogue', TRAVELER, {
        ...ROLE,
        schedule_type: '3',
        need_detail: 'true',
      });
      expect(Value.Check(HkrpgRogueData, body.data)).toBe(true);
      expect(body.data.role).toEqual({
        nickname: 'Starling',
        server: 'prod_official_asia',
        level: 70,
      });
      expect(body.data.current_record.basic).toMatchObject({ id: 213, finish_cnt: 2 });
      expect(body.data.current_record.records).toHaveLength(2);
      expect(body.data.last_record.basic).toMatchObject({ id: 212, finish_cnt: 3 });
      expect(body.data.current_record.records[0]?.name).not.toBe('');
      const lumine = await read<HkrpgRogueData>('rogue', LUMINE, {
        ...LUMINE_ROLE,
        schedule_type: '3',
      });
      expect(lumine.data.last_record).toMatchObject({ has_data: false, records: [] });
      expect(lumine.data.last_record.basic.id).toBe(212);
      // America's servers keep UTC-5: the week opened at 20:00 UTC, 15:00 local.
      expect(lumine.data.current_record.basic.schedule_begin).toMatchObject({ day: 4, hour: 15 });
    });

    it('answers avatar/info from builds stored later at once', async () => {
      const levels = async () =>
        (await read<HkrpgAvatarInfoData>('avatar/info', TRAVELER, ROLE)).data.avatar_list.map(
          (a) => a.level,
        );
      const before = await levels();
      const stored = await latestOf<HkrpgCharactersSnapshot>(
        env.db,
        ROLE.role_id,
        'hsr_characters',
      );
      if (!stored) throw new Error('the demo traveler has builds');
      const put = (payload: HkrpgCharactersSnapshot, capturedAt: number) =>
        putSnapshot(env.db, {
          game_id: 6,
          game_role_id: ROLE.role_id,
          kind: 'hsr_characters',
          period: '',
          captured_at: capturedAt,
          payload,
        });
      const [first, ...rest] = stored.payload.avatars;
      if (!first) throw new Error('the demo traveler has builds');
      try {
        await put({ avatars: [{ ...first, level: first.level - 1 }, ...rest] }, Date.now());
        expect(await levels()).toEqual([(before[0] ?? 0) - 1, ...before.slice(1)]);
      } finally {
        await put(stored.payload, Date.now() + 1);
      }
      expect(await levels()).toEqual(before);
    });

    it('answers under every mount spelling', async () => {
      for (const mount of MOUNTS.hkrpg) {
        const res = envelope<HkrpgBasicInfoData>(
          await env.get(`${mount}/role/basicInfo`, { as: TRAVELER, query: ROLE }),
        );
        expect(res.retcode, mount).toBe(0);
        expect(res.data.nickname).toBe('Starling');
      }
    });
  },
  { clock: () => NOW },
);

describeEachDb('Stellar Transit records: who may read what', (env) => {
  const code = async (path: string, as: number | undefined, query: Record<string, string>) =>
    envelope(await env.get(api(path), { ...(as === undefined ? {} : { as }), query })).retcode;

  it('loads', async () => {
    await loadDemoData(env.db);
  });

  it('refuses logged-out readers and wrong servers', async () => {
    expect(await code('index', undefined, ROLE)).toBe(10001);
    expect(await code('index', TRAVELER, { ...ROLE, server: 'prod_official_usa' })).toBe(1009);
    expect(await code('index', TRAVELER, { ...ROLE, role_id: '800009999' })).toBe(1009);
  });

  it('keeps notes for the owner, and off with switch 3 off', async () => {
    expect(await code('note', LUMINE, ROLE)).toBe(10104);
    expect(await code('note', TRAVELER, ROLE)).toBe(0);
    await setSwitch(env.db, TRAVELER, 6, 3, false);
    expect(await code('note', TRAVELER, ROLE)).toBe(10102);
    await setSwitch(env.db, TRAVELER, 6, 3, true);
  });

  it('hides character details from visitors with switch 4 off, not the index', async () => {
    expect(await code('avatar/info', LUMINE, ROLE)).toBe(0);
    await setSwitch(env.db, TRAVELER, 6, 4, false);
    expect(await code('avatar/info', LUMINE, ROLE)).toBe(10102);
    expect(await code('index', LUMINE, ROLE)).toBe(0);
    expect(await code('avatar/info', TRAVELER, ROLE)).toBe(0);
    await setSwitch(env.db, TRAVELER, 6, 4, true);
  });

  it('hides every record from visitors with switch 1 off', async () => {
    await setSwitch(env.db, TRAVELER, 6, 1, false);
    for (const path of [
      'index',
      'role/basicInfo',
      'challenge',
      'challenge_story',
      'challenge_boss',
      'rogue',
    ]) {
      expect(await code(path, LUMINE, ROLE), path).toBe(10102);
      expect(await code(path, TRAVELER, ROLE), path).toBe(0);
    }
    await setSwitch(env.db, TRAVELER, 6, 1, true);
  });

  it('shows the four numbers on the record card', async () => {
    const body = envelope<{ list: { game_id: number; data: { value: string }[] }[] }>(
      await env.get('/game_record/card/wapi/getGameRecordCard', {
        as: TRAVELER,
        query: { uid: String(TRAVELER) },
      }),
    );
    const card = body.data.list.find((c) => c.game_id === 6);
    expect(card?.data.map((d) => d.value)).toEqual(['412', '10', '690', '2210']);
  });
});
