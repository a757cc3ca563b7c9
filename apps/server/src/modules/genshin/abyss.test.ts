import type { SpiralAbyssData } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { abyssNotesBundle } from '../../test/abyss-notes.fixtures.js';
import { ROLE, UID } from '../../test/fixtures.js';
import { TEST_PUBLIC_URL, describeEachDb, envelope } from '../../test/harness.js';
import { applyBundle } from '../ingest/ingest.service.js';

const abyss = (roleId: string, server: string, scheduleType?: 1 | 2) =>
  `/game_record/genshin/api/spiralAbyss?role_id=${roleId}&server=${server}` +
  (scheduleType ? `&schedule_type=${scheduleType}` : '');

describeEachDb(
  'GET genshin/api/spiralAbyss',
  (env) => {
    const get = async (url: string, as?: number, lang?: string) =>
      envelope<SpiralAbyssData>(
        await env.get(url, {
          ...(as ? { as } : {}),
          ...(lang ? { headers: { 'x-rpc-language': lang } } : {}),
        }),
      );

    it('answers 10001 logged out and 1009 for an unknown role or another server', async () => {
      expect((await get(abyss(ROLE.aliceMain, 'os_asia'))).retcode).toBe(10001);
      expect((await get(abyss('811111111', 'os_asia'), UID.alice)).retcode).toBe(1009);
      expect((await get(abyss(ROLE.aliceMain, 'os_usa'), UID.alice)).retcode).toBe(1009);
    });

    it('gives the latest stored period as current and the one before as previous', async () => {
      const current = await get(abyss(ROLE.aliceMain, 'os_asia', 1), UID.alice);
      expect(current.retcode).toBe(0);
      expect(current.data).toMatchObject({ schedule_id: 88, total_star: 36, max_floor: '12-3' });
      expect((await get(abyss(ROLE.aliceMain, 'os_asia'), UID.alice)).data.schedule_id).toBe(88);
      const previous = await get(abyss(ROLE.aliceMain, 'os_asia', 2), UID.alice);
      expect(previous.data).toMatchObject({ schedule_id: 87, total_star: 33 });
    });

    // docs/reference/hoyolab-api.md#spiral-abyss
    it('answers the full shape with names and icons from the catalog', async () => {
      const { data } = await get(abyss(ROLE.aliceMain, 'os_asia', 1), UID.alice);
      const start = 1_767_225_600 + 2_592_000;
      expect(data.start_time).toBe(String(start));
      expect(data.is_just_skipped_floor).toBe(false);
      for (const key of [
        'reveal_rank',
        'defeat_rank',
        'damage_rank',
        'take_damage_rank',
        'normal_skill_rank',
        'energy_skill_rank',
      ] as const) {
        expect(data[key][0]).toEqual(
          expect.objectContaining({
            avatar_id: 10000002,
            avatar_icon: `${TEST_PUBLIC_URL}/art/character/10000002.svg`,
            rarity: 5,
          }),
        );
      }
      expect(data.damage_rank[0]?.value).toBe(412_000);
      // Floors ascending, chambers and battles by index.
      expect(data.floors.map((f) => f.index)).toEqual([11, 12]);
      const floor = data.floors[1];
      expect(floor).toMatchObject({
        is_unlock: true,
        max_star: 9,
        star: 9,
        settle_time: String(start + 200_000),
        ley_line_disorder: ['Burning lasts longer.'],
        ley_line_disorder_upper: [],
        ley_line_disorder_lower: [],
      });
      const chamber = floor?.levels[0];
      expect(chamber).toMatchObject({ index: 1, star: 3, max_star: 3 });
      expect(chamber?.battles.map((b) => b.index)).toEqual([1, 2]);
      expect(chamber?.battles[0]).toEqual({
        index: 1,
        timestamp: String(start + 198_000),
        avatars: [
          {
            id: 10000002,
            icon: `${TEST_PUBLIC_URL}/art/character/10000002.svg`,
            level: 90,
            rarity: 5,
            name: 'Aria Windsong',
            element: 'Anemo',
          },
        ],
        settle_date_time: { year: 2026, month: 2, day: 2, hour: 7, minute: 0, second: 0 },
      });
      expect(chamber?.top_half_floor_monster).toEqual([
        { name: 'Ash Warden', icon: `${TEST_PUBLIC_URL}/art/monster/501.svg`, level: 95 },
      ]);
      // Unknown to the catalog: the importer's name is kept.
      expect(chamber?.bottom_half_floor_monster).toEqual([
        { name: 'Replayed Foe', icon: '', level: 100 },
      ]);
    });

    it('names enemies and ley lines in the request language', async () => {
      const { data } = await get(abyss(ROLE.aliceMain, 'os_asia'), UID.alice, 'ja-jp');
      expect(data.floors[1]?.ley_line_disorder).toEqual(['燃焼が長く続く。']);
      expect(data.floors[1]?.levels[0]?.top_half_floor_monster[0]?.name).toBe('灰の番人');
    });

    it('answers a valid empty period when nothing is stored', async () => {
      const body = await get(abyss(ROLE.carolMain, 'os_asia', 2), UID.carol);
      expect(body.retcode).toBe(0);
      expect(body.data).toMatchObject({
        schedule_id: 0,
        max_floor: '0-0',
        total_star: 0,
        floors: [],
        reveal_rank: [],
        energy_skill_rank: [],
        skipped_floor: '',
      });
      const dave = await get(abyss(ROLE.daveMain, 'os_cht', 1), UID.dave);
      expect(dave.retcode).toBe(0);
      expect(dave.data.max_floor).toBe('0-0');
    });

    it('shows a public chronicle to a visitor, whatever switch 2 says', async () => {
      expect((await get(abyss(ROLE.aliceMain, 'os_asia'), UID.bob)).data.schedule_id).toBe(88);
      expect((await get(abyss(ROLE.daveMain, 'os_cht'), UID.bob)).retcode).toBe(0);
    });

    it('answers 10102 to a visitor when the chronicle is private, never to the owner', async () => {
      expect((await get(abyss(ROLE.carolMain, 'os_asia'), UID.bob)).retcode).toBe(10102);
      expect((await get(abyss(ROLE.carolMain, 'os_asia'), UID.carol)).data.total_star).toBe(12);
    });

    it('answers a stored period again as soon as it is stored anew', async () => {
      const stored = abyssNotesBundle().snapshots?.find(
        (s) => s.game_role_id === ROLE.carolMain && s.kind === 'spiral_abyss',
      );
      expect(stored).toBeDefined();
      if (!stored) return;
      expect((await get(abyss(ROLE.carolMain, 'os_asia'), UID.carol)).data.total_star).toBe(12);
      const payload = { ...(stored.payload as object), total_star: 15 };
      // Same period and capture time, new payload: only the revision tells the two apart.
      await applyBundle(env.db, { snapshots: [{ ...stored, payload }] });
      expect((await get(abyss(ROLE.carolMain, 'os_asia'), UID.carol)).data.total_star).toBe(15);
    });
  },
  { bundle: abyssNotesBundle() },
);
