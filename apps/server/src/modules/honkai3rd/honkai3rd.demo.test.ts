import type {
  Honkai3rdBattleFieldData,
  Honkai3rdCharactersData,
  Honkai3rdCharactersSnapshot,
  Honkai3rdGodWarData,
  Honkai3rdIndexData,
  Honkai3rdIndexSnapshot,
  Honkai3rdNewAbyssData,
  Honkai3rdNoteData,
  Honkai3rdOldAbyssData,
} from '@chronicle/contract';
import { expect, it } from 'vitest';
import { TEST_PUBLIC_URL, describeEachDb, envelope } from '../../test/harness.js';
import { bh3CardValues } from './honkai3rd-card.js';
import { latestOf } from './honkai3rd.repository.js';
import {
  CAPTAIN,
  CAPTURED_MS,
  LUMINE,
  PRIVATE,
  TRAVELER,
  bh3Bundle,
  bh3Url,
} from './honkai3rd.test-support.js';

/* The demo captains' records as clients read them: values, names per language, notes, card, art. */

/** genshin.py's reading of a battlesuit type from the badge URL (models/honkai/battlesuit.py). */
const TYPE_FROM_BADGE = /.*\/Attr(\w+?)(?:Small)?.png/;

const HOUR_MS = 3_600_000;

describeEachDb(
  'Starfall Vanguard records: the demo captains',
  (env) => {
    const read = async <T>(
      path: string,
      captain: { role_id: string; server: string },
      as: number,
      lang?: string,
    ): Promise<T> => {
      const headers: Record<string, string> = lang ? { 'x-rpc-language': lang } : {};
      const body = envelope<T>(await env.get(bh3Url(path, captain), { as, headers }));
      expect(body.retcode, `${path} ${body.message}`).toBe(0);
      return body.data;
    };

    it('shows the traveler captain, counters and Rift Ladder summary', async () => {
      const data = await read<Honkai3rdIndexData>('index', CAPTAIN.traveler, TRAVELER);
      expect(data.role).toMatchObject({ nickname: 'Aether', region: 'usa01', level: 88 });
      expect(data.role.AvatarUrl).toBe(`${TEST_PUBLIC_URL}/art/bh3_battlesuit/151.svg`);
      expect(data.stats).toMatchObject({
        active_day_number: 1530,
        armor_number: 10,
        suit_number: 12,
        abyss_score: 4120,
        battle_field_area: 4,
        new_abyss: { level: 8, cup_number: 2150 },
      });
      expect(data.preference.comprehensive_rating).toBe('S');
      const shade = await read<Honkai3rdIndexData>('index', CAPTAIN.shade, PRIVATE);
      expect(shade.stats.old_abyss).toMatchObject({ latest_type: 'OW', latest_level: 'B' });
    });

    it('lists battlesuits with their weapon and three sigils, the shown one first', async () => {
      const { characters } = await read<Honkai3rdCharactersData>(
        'characters',
        CAPTAIN.traveler,
        TRAVELER,
      );
      expect(characters.length).toBe(10);
      const [first] = characters;
      expect(first?.is_chosen).toBe(true);
      expect(first?.character.avatar).toMatchObject({
        id: '151',
        name: 'Noa: Starchart Archivist',
        star: 5,
        level: 80,
        attribute_id: 6,
      });
      expect(first?.character.weapon).toMatchObject({
        id: 2151,
        name: 'Astrolabe Cross',
        level: 65,
      });
      expect(first?.character.stigmatas.map((s) => s.name)).toEqual([
        'Ondine Vale (T)',
        'Ondine Vale (M)',
        'Ondine Vale (B)',
      ]);
      expect(first?.character.costumes.map((c) => c.name)).toEqual([
        'Noa: Starchart Archivist',
        'Starlit Gala',
      ]);
      // Gearheart wears one sigil, in the middle slot; empty slots are id 0, which genshin.py drops.
      const gearheart = characters.find((c) => c.character.avatar.id === '132');
      expect(gearheart?.character.stigmatas.map((s) => s.id)).toEqual([0, 332, 0]);
      // Every badge names its type the way genshin.py reads it.
      const types = characters.map(
        (c) => TYPE_FROM_BADGE.exec(c.character.avatar.avatar_background_path)?.[1],
      );
      expect(new Set(types)).toEqual(
        new Set(['Xingchen', 'YiNeng', 'LiangZi', 'JiXie', 'XuShu', 'ShengWu']),
      );
    });

    it('lists the Rift Ladder cycles newest first with bosses, lineups and companions', async () => {
      const { reports } = await read<Honkai3rdNewAbyssData>(
        'newAbyssReport',
        CAPTAIN.traveler,
        TRAVELER,
      );
      expect(reports.map((r) => r.score)).toEqual([4120, 3985, 3610, 3890]);
      const times = reports.map((r) => Number(r.updated_time_second));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(reports[0]).toMatchObject({
        rank: 3,
        settled_cup_number: 35,
        cup_number: 2150,
        level: 8,
        settled_level: 8,
        boss: { id: '6', name: 'Nullstar Herald' },
        elf: { id: '1', name: 'Lumen Fox', rarity: 5, star: 3 },
      });
      expect(reports[0]?.lineup.map((s) => s.name)).toEqual([
        'Noa: Starchart Archivist',
        'Mirae: Crimson Tide',
        'Kaelen: Nightfall Sentinel',
      ]);
      expect(reports[0]?.lineup.every((s) => s.level === 0)).toBe(true);
      expect(reports[2]?.elf).toBeNull();
    });

    it('lists the Rift Trial cycles of a captain below level 81', async () => {
      const { reports } = await read<Honkai3rdOldAbyssData>(
        'latestOldAbyssReport',
        CAPTAIN.shade,
        PRIVATE,
      );
      expect(reports.map((r) => [r.score, r.level, r.type, r.reward_type])).toEqual([
        [1790, 'B', 'OW', 'Promotion'],
        [1320, 'C', 'OW', 'Stay'],
      ]);
      expect(reports[0]?.boss.name).toBe('Gearwyrm Prime');
    });

    it('lists the Hall of Valor weeks with one battle per boss', async () => {
      const { reports } = await read<Honkai3rdBattleFieldData>(
        'battleFieldReport',
        CAPTAIN.traveler,
        TRAVELER,
      );
      expect(reports.map((r) => r.score)).toEqual([131500, 128740, 126030]);
      expect(reports[0]).toMatchObject({ rank: 2, ranking_percentage: '1.85', area: 4 });
      expect(reports[0]?.battle_infos.map((b) => [b.boss.name, b.score])).toEqual([
        ['Frostveil Matriarch', 44100],
        ['Tidebound Warden', 43900],
        ['Gearwyrm Prime', 43500],
      ]);
    });

    it('lists the Verdant Dreamscape runs with signets, conditions and the remembrance sigil', async () => {
      const data = await read<Honkai3rdGodWarData>('godWar', CAPTAIN.traveler, TRAVELER);
      expect(data.records.map((r) => r.score)).toEqual([61000, 58400, 55200]);
      const [best] = data.records;
      expect(best?.buffs.map((b) => [b.id, b.number])).toEqual([
        [1, 6],
        [12, 4],
        [3, 2],
      ]);
      expect(best?.conditions[0]).toEqual({
        name: 'Brittle Guard',
        desc: 'Vanguards take 20% more damage.',
        difficulty: 2,
      });
      expect(best?.extra_item_icon).toBe(`${TEST_PUBLIC_URL}/art/bh3-remembrance/119301.png`);
      expect(best?.main_avatar.name).toBe('Noa: Starchart Archivist');
      expect(data.summary.max_challenge_level).toBe(24);
      expect(data.avatar_transcript.length).toBe(3);
      const lumine = await read<Honkai3rdGodWarData>('godWar', CAPTAIN.lumine, LUMINE);
      expect(lumine.records.length).toBe(1);
      const shade = await read<Honkai3rdGodWarData>('godWar', CAPTAIN.shade, PRIVATE);
      expect(shade.records).toEqual([]);
    });

    it('names everything in the language of x-rpc-language', async () => {
      const abyss = await read<Honkai3rdNewAbyssData>(
        'newAbyssReport',
        CAPTAIN.traveler,
        TRAVELER,
        'ja-jp',
      );
      expect(abyss.reports[0]?.boss.name).toBe('虚星の先触れ');
      expect(abyss.reports[0]?.elf?.name).toBe('光の狐');
      const chars = await read<Honkai3rdCharactersData>(
        'characters',
        CAPTAIN.traveler,
        TRAVELER,
        'zh-cn',
      );
      expect(chars.characters[0]?.character.avatar.name).toBe('诺亚·星图典藏者');
      expect(chars.characters[0]?.character.weapon.name).toBe('星盘十字');
      const dreams = await read<Honkai3rdGodWarData>('godWar', CAPTAIN.traveler, TRAVELER, 'de-de');
      expect(dreams.records[0]?.conditions[0]?.name).toBe('Spröde Deckung');
      expect(dreams.records[0]?.conditions[0]?.desc).toBe('Vorreiter erleiden 20 % mehr Schaden.');
    });

    it('moves stamina forward from the capture and keeps the rest as captured', async () => {
      const note = await read<Honkai3rdNoteData>('note', CAPTAIN.traveler, TRAVELER);
      // Captured at 126/240 with 114 points to go, one every 360 s: an hour later 10 came back.
      expect(note.current_stamina).toBe(136);
      expect(note.max_stamina).toBe(240);
      expect(note.stamina_recover_time).toBe(114 * 360 - 3600);
      expect(note.ultra_endless).toMatchObject({
        group_level: 8,
        challenge_score: 4120,
        is_open: true,
      });
      expect(note.greedy_endless.is_open).toBe(false);
      expect(note.battle_field.schedule_end).toMatch(/^\d+$/);
    });

    it('fills the record card with days, battlesuits, outfits and the abyss rank', async () => {
      // The values of the captain's latest overview and battlesuits, as the card reads them.
      const card = async (roleId: string) =>
        bh3CardValues(
          (await latestOf<Honkai3rdIndexSnapshot>(env.db, roleId, 'bh3_index'))?.payload,
          (await latestOf<Honkai3rdCharactersSnapshot>(env.db, roleId, 'bh3_characters'))?.payload,
        );
      expect(await card(CAPTAIN.traveler.role_id)).toEqual({
        values: ['1530', '10', '12', '8'],
        headIcon: '/art/bh3_battlesuit/151.svg',
      });
      // The Rift Trial's latest letter B is rank 3 (A = 4 … D = 1).
      expect((await card(CAPTAIN.shade.role_id)).values).toEqual(['211', '3', '3', '3']);
      expect(await card('150009999')).toEqual({ values: ['-', '-', '-', '-'] });
    });

    it('serves the type badges and remembrance sigils the URLs name, and nothing else', async () => {
      for (const file of ['AttrXingchenSmall.png', 'AttrShengWu.png', '6-0.png', '1-1.png']) {
        const response = await env.get(`/art/bh3-type/${file}`);
        expect(response.statusCode, file).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.body).toMatch(/^<svg /);
      }
      expect((await env.get('/art/bh3-type/AttrFooSmall.png')).statusCode).toBe(404);
      expect((await env.get('/art/bh3-type/7-0.png')).statusCode).toBe(404);
      expect((await env.get('/art/bh3-remembrance/119301.png')).statusCode).toBe(200);
      expect((await env.get('/art/bh3-remembrance/x.png')).statusCode).toBe(404);
      // The generic art route still draws the catalog's portraits.
      expect((await env.get('/art/bh3_battlesuit/151.svg')).statusCode).toBe(200);
    });
  },
  { bundle: bh3Bundle(), clock: () => CAPTURED_MS + HOUR_MS },
);
