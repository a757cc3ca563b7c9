import type {
  GcgChallengeDeckData,
  GcgChallengeRecordData,
  GcgChallengeScheduleData,
} from '@chronicle/contract';
import { expect, it } from 'vitest';
import { ROLE, UID } from '../../test/fixtures.js';
import { TEST_PUBLIC_URL, describeEachDb, envelope } from '../../test/harness.js';
import { gcgBundle } from './gcg.fixtures.js';

/* Card-challenge seasons (gcg/challenge/*); privacy and validation are in gcg.test.ts. */

const API = '/game_record/genshin/api/gcg';
const role = (id: string = ROLE.aliceMain, server = 'os_asia') => `role_id=${id}&server=${server}`;

describeEachDb(
  'Card Duel challenge seasons (gcg/challenge/*)',
  (env) => {
    const get = async <T>(url: string, as: number) => {
      const response = await env.get(url, { as });
      expect(response.statusCode).toBeLessThan(500);
      return envelope<T>(response);
    };

    it('keeps every challenge season: the latest by default, an older one by schedule_id', async () => {
      const schedule = await get<GcgChallengeScheduleData>(
        `${API}/challenge/schedule?${role()}`,
        UID.alice,
      );
      expect(schedule.data.schedule_list.map((s) => [s.id, s.win_cnt])).toEqual([
        [13, 1],
        [12, 2],
      ]);
      expect(schedule.data.schedule_list[1]?.begin).toEqual({
        year: 2025,
        month: 11,
        day: 10,
        hour: 0,
        minute: 0,
        second: 0,
      });
      const latest = await get<GcgChallengeRecordData>(
        `${API}/challenge/record?${role()}`,
        UID.alice,
      );
      expect(latest.data).toMatchObject({
        schedule: { id: 13 },
        win_cnt: 1,
        total_cnt: 3,
        has_data: true,
      });
      const older = await get<GcgChallengeRecordData>(
        `${API}/challenge/record?${role()}&schedule_id=12`,
        UID.alice,
      );
      expect(older.data).toMatchObject({
        schedule: { id: 12, name: 'Season of Frost' },
        win_cnt: 2,
        medal: `${TEST_PUBLIC_URL}/art/gcg_term/4201.svg`,
        medal_name: 'Bronze Crest',
      });
      expect(older.data.opponents[0]).toMatchObject({
        id: 4301,
        name: 'Maren Holt',
        level: 1,
        is_win: true,
        deck_id: 1,
      });
      expect(older.data.opponents[2]).toMatchObject({
        match_time: null,
        deck_id: 0,
        is_win: false,
      });
      const none = await get<GcgChallengeRecordData>(
        `${API}/challenge/record?${role()}&schedule_id=99`,
        UID.alice,
      );
      expect(none.data).toMatchObject({ schedule: null, has_data: false, opponents: [] });
    });

    it('gives the deck used in a season, null for one it does not have', async () => {
      const deck = await get<GcgChallengeDeckData>(
        `${API}/challenge/deck?${role()}&schedule_id=12&deck_id=1`,
        UID.alice,
      );
      expect(deck.data.deck).toMatchObject({ id: 1, name: 'Wind and Fire', is_valid: true });
      const missing = await get<GcgChallengeDeckData>(
        `${API}/challenge/deck?${role()}&schedule_id=12&deck_id=2`,
        UID.alice,
      );
      expect(missing.data.deck).toBeNull();
    });
  },
  { bundle: gcgBundle() },
);
