import { RoleCombatData, RoleCombatSnapshot } from '@chronicle/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { ROLE, UID } from '../../test/fixtures.js';
import { TEST_PUBLIC_URL, describeEachDb, envelope } from '../../test/harness.js';
import { roleCombatBundle, theaterSeason } from './role-combat.fixtures.js';

const url = (roleId: string, server: string, needDetail?: boolean) =>
  `/game_record/genshin/api/role_combat?role_id=${roleId}&server=${server}` +
  (needDetail === undefined ? '' : `&need_detail=${String(needDetail)}`);

describeEachDb(
  'GET genshin/api/role_combat',
  (env) => {
    const get = async (path: string, as?: number, lang?: string) =>
      envelope<RoleCombatData>(
        await env.get(path, {
          ...(as ? { as } : {}),
          ...(lang ? { headers: { 'x-rpc-language': lang } } : {}),
        }),
      );

    it('answers 10001 logged out and 1009 for an unknown role or another server', async () => {
      expect((await get(url(ROLE.aliceMain, 'os_asia'))).retcode).toBe(10001);
      expect((await get(url('811111111', 'os_asia'), UID.alice)).retcode).toBe(1009);
      expect((await get(url(ROLE.aliceMain, 'os_usa'), UID.alice)).retcode).toBe(1009);
    });

    it('keeps every stored season and answers them newest first, without detail by default', async () => {
      const body = await get(url(ROLE.aliceMain, 'os_asia'), UID.alice);
      expect(body.retcode).toBe(0);
      expect(Value.Check(RoleCombatData, body.data)).toBe(true);
      expect(body.data.is_unlock).toBe(true);
      expect(body.data.links.lineup_link).toBe('');
      expect(body.data.data.map((s) => s.schedule.schedule_id)).toEqual([202601, 202512, 202511]);
      expect(body.data.data.map((s) => s.schedule.schedule_type)).toEqual([1, 2, 2]);
      expect(body.data.data.every((s) => s.detail === null && s.has_detail_data)).toBe(true);
      const [current] = body.data.data;
      expect(current?.stat).toEqual({
        difficulty_id: 4,
        max_round_id: 10,
        heraldry: 9,
        get_medal_round_list: [1, 1, 0, 1, 1, 1, 1, 1, 1, 1],
        medal_num: 9,
        coin_num: 200,
        avatar_bonus_num: 7,
        rent_cnt: 3,
        tarot_finished_cnt: 1,
      });
      expect(current?.schedule).toMatchObject({
        start_time: '1767225600',
        start_date_time: { year: 2026, month: 1, day: 1, hour: 0 },
      });
      const off = await get(url(ROLE.aliceMain, 'os_asia', false), UID.alice);
      expect(off.data.data[0]?.detail).toBeNull();
    });

    it('gives acts in play order with names, cards, buffs, enemies and tarot rounds on need_detail', async () => {
      const { data } = await get(url(ROLE.aliceMain, 'os_asia', true), UID.alice);
      expect(Value.Check(RoleCombatData, data)).toBe(true);
      const detail = data.data[0]?.detail;
      expect(detail?.rounds_data.map((r) => r.round_id)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0,
      ]);
      const act = detail?.rounds_data[0];
      expect(act).toMatchObject({
        is_get_medal: true,
        is_tarot: false,
        tarot_serial_no: 0,
        splendour_buff: null,
        enemies: [
          { name: 'Ash Warden', icon: `${TEST_PUBLIC_URL}/art/monster/501.svg`, level: 95 },
        ],
      });
      expect(act?.avatars[1]).toEqual({
        avatar_id: 10000021,
        avatar_type: 3,
        name: 'Pell Emberly',
        element: 'Pyro',
        image: `${TEST_PUBLIC_URL}/art/character/10000021.svg`,
        level: 90,
        rarity: 4,
      });
      expect(act?.choice_cards).toEqual([
        {
          id: 84001,
          icon: `${TEST_PUBLIC_URL}/art/ley_line/84001.svg`,
          name: 'Encore',
          desc: 'ATK +10%.',
          is_enhanced: false,
        },
      ]);
      // Catalog names first; an importer's text is the fallback for an id the catalog lacks.
      expect(act?.buffs.map((b) => [b.name, b.desc, b.is_enhanced])).toEqual([
        ['Spotlight', 'DMG +15%.', true],
        ['Replayed Boom', 'Kept text', false],
      ]);
      expect(detail?.rounds_data[2]?.is_get_medal).toBe(false);
      expect(detail?.rounds_data[10]).toMatchObject({ is_tarot: true, tarot_serial_no: 1 });
      expect(detail?.backup_avatars.map((a) => a.avatar_id)).toEqual([10000022]);
      expect(detail?.fight_statisic).toMatchObject({
        max_damage_avatar: {
          avatar_id: 10000002,
          value: '412000',
          rarity: 5,
          name: 'Aria Windsong',
          element: 'Anemo',
        },
        max_defeat_avatar: null,
        shortest_avatar_list: [{ avatar_id: 10000002, value: '31' }],
        total_use_time: 1430,
        is_show_battle_stats: true,
      });
      // Older seasons carry their own detail.
      expect(data.data[2]?.detail?.rounds_data).toHaveLength(6);
    });

    it('localizes names through the catalog', async () => {
      const { data } = await get(url(ROLE.aliceMain, 'os_asia', true), UID.alice, 'ja-jp');
      const act = data.data[0]?.detail?.rounds_data[0];
      expect(act?.choice_cards[0]).toMatchObject({ name: 'アンコール', desc: '攻撃力+10%。' });
      expect(act?.enemies[0]?.name).toBe('灰の番人');
      expect(act?.avatars[0]?.name).toBe('アリア・ウィンドソング');
      const stats = data.data[0]?.detail?.fight_statisic;
      expect(stats?.max_damage_avatar?.name).toBe('アリア・ウィンドソング');
      expect(stats?.shortest_avatar_list[0]?.name).toBe('アリア・ウィンドソング');
    });

    it('lets a visitor read a public chronicle and answers 10102 on a private one', async () => {
      const visitor = await get(url(ROLE.aliceMain, 'os_asia', true), UID.bob);
      expect(visitor.retcode).toBe(0);
      expect(visitor.data.data).toHaveLength(3);
      expect((await get(url(ROLE.carolMain, 'os_asia'), UID.bob)).retcode).toBe(10102);
      const owner = await get(url(ROLE.carolMain, 'os_asia'), UID.carol);
      expect(owner.retcode).toBe(0);
      expect(owner.data.data[0]?.stat.max_round_id).toBe(4);
    });

    it('answers a valid locked answer for a role with no stored season', async () => {
      const body = await get(url(ROLE.bobMain, 'os_euro', true), UID.bob);
      expect(body.retcode).toBe(0);
      expect(body.data).toMatchObject({ data: [], is_unlock: false });
    });

    it('rejects a bad need_detail with -10001, not a 500', async () => {
      const body = await get(
        `/game_record/genshin/api/role_combat?role_id=${ROLE.aliceMain}&server=os_asia&need_detail=maybe`,
        UID.alice,
      );
      expect(body.retcode).toBe(-10001);
    });
  },
  { bundle: roleCombatBundle() },
);

describe('role_combat snapshot schema', () => {
  it('keeps difficulty 0–4 and avatar types 1–3, which genshin.py validates', () => {
    const good = theaterSeason(202601, 10);
    expect(Value.Check(RoleCombatSnapshot, good)).toBe(true);
    const hard = { ...good, stat: { ...good.stat, difficulty_id: 5 } };
    expect(Value.Check(RoleCombatSnapshot, hard)).toBe(false);
    const rounds = (good.rounds ?? []).map((r) => ({
      ...r,
      avatars: r.avatars.map((a) => ({ ...a, avatar_type: 4 })),
    }));
    expect(Value.Check(RoleCombatSnapshot, { ...good, rounds })).toBe(false);
  });
});
