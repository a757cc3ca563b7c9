import type { DailyNoteData } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { NOTES, NOTES_CAPTURED_AT, abyssNotesBundle } from '../../test/abyss-notes.fixtures.js';
import { ROLE, UID } from '../../test/fixtures.js';
import { TEST_PUBLIC_URL, describeEachDb, envelope } from '../../test/harness.js';
import { applyBundle } from '../ingest/ingest.service.js';

const notes = (roleId: string, server: string) =>
  `/game_record/genshin/api/dailyNote?role_id=${roleId}&server=${server}`;

/** Seconds since the notes were captured; the app's clock reads it. */
let elapsed = 0;

describeEachDb(
  'GET genshin/api/dailyNote',
  (env) => {
    const get = async (url: string, as?: number, lang?: string) =>
      envelope<DailyNoteData>(
        await env.get(url, {
          ...(as ? { as } : {}),
          ...(lang ? { headers: { 'x-rpc-language': lang } } : {}),
        }),
      );
    const aliceNotes = async (seconds: number) => {
      elapsed = seconds;
      const body = await get(notes(ROLE.aliceMain, 'os_asia'), UID.alice);
      expect(body.retcode).toBe(0);
      return body.data;
    };

    it('answers 10001 logged out and 1009 for an unknown role or another server', async () => {
      expect((await get(notes(ROLE.aliceMain, 'os_asia'))).retcode).toBe(10001);
      expect((await get(notes('811111111', 'os_asia'), UID.alice)).retcode).toBe(1009);
      expect((await get(notes(ROLE.aliceMain, 'os_euro'), UID.alice)).retcode).toBe(1009);
    });

    it('answers 10104 to anyone but the owner, whatever the switches say', async () => {
      expect((await get(notes(ROLE.aliceMain, 'os_asia'), UID.bob)).retcode).toBe(10104);
      expect((await get(notes(ROLE.daveMain, 'os_cht'), UID.alice)).retcode).toBe(10104);
      expect((await get(notes(ROLE.carolMain, 'os_asia'), UID.bob)).retcode).toBe(10104);
    });

    it('answers 10102 to the owner when switch 3 is off', async () => {
      expect((await get(notes(ROLE.daveMain, 'os_cht'), UID.dave)).retcode).toBe(10102);
      expect((await get(notes(ROLE.carolMain, 'os_asia'), UID.carol)).retcode).toBe(10102);
    });

    // docs/reference/hoyolab-api.md#real-time-notes
    it('gives the owner the shape as captured', async () => {
      const data = await aliceNotes(0);
      expect(data).toMatchObject({
        current_resin: 100,
        max_resin: 200,
        resin_recovery_time: '48000',
        current_home_coin: 1000,
        max_home_coin: 2400,
        home_coin_recovery_time: '14000',
        finished_task_num: 3,
        total_task_num: 4,
        remain_resin_discount_num: 2,
        resin_discount_num_limit: 3,
        current_expedition_num: 2,
        max_expedition_num: 5,
        calendar_url: '',
      });
      expect(data.expeditions).toEqual([
        {
          avatar_side_icon: `${TEST_PUBLIC_URL}/art/character/10000021.svg`,
          status: 'Ongoing',
          remained_time: '3600',
          avatar_id: 10000021,
          name: expect.stringMatching(/./) as unknown,
          element: expect.stringMatching(/./) as unknown,
        },
        {
          avatar_side_icon: `${TEST_PUBLIC_URL}/art/character/10000002.svg`,
          status: 'Finished',
          remained_time: '0',
          avatar_id: 10000002,
          name: 'Aria Windsong',
          element: 'Anemo',
        },
      ]);
      expect(data.transformer).toEqual({
        obtained: true,
        recovery_time: { Day: 1, Hour: 1, Minute: 1, Second: 1, reached: false },
        wiki: '',
        noticed: false,
        latest_job_id: '0',
      });
      expect(data.daily_task).toMatchObject({
        total_num: 4,
        finished_num: 3,
        task_rewards: [
          { status: 'TaskRewardStatusTakenAward' },
          { status: 'TaskRewardStatusTakenAward' },
          { status: 'TaskRewardStatusFinished' },
          { status: 'TaskRewardStatusUnfinished' },
        ],
        stored_attendance: '12.5',
        stored_attendance_refresh_countdown: 1_209_600,
      });
      expect(data.archon_quest_progress).toEqual({
        list: [
          {
            id: 701,
            status: 'StatusOngoing',
            chapter_num: 'Chapter III: Act II',
            chapter_title: 'The Quiet Lighthouse',
          },
        ],
        is_open_archon_quest: true,
        is_finish_all_mainline: false,
        is_finish_all_interchapter: true,
        wiki_url: '',
      });
    });

    it('moves resin, realm currency, expeditions and the transformer on as time passes', async () => {
      // 1 h 1 s later: 7 resin points and a partial eighth, the expedition done.
      const hour = await aliceNotes(3_601);
      expect(hour.current_resin).toBe(107);
      expect(hour.resin_recovery_time).toBe(String(48_000 - 3_601));
      expect(hour.current_home_coin).toBe(1000 + Math.floor((1400 * 3_601) / 14_000));
      expect(hour.home_coin_recovery_time).toBe(String(14_000 - 3_601));
      expect(hour.expeditions[0]).toMatchObject({ status: 'Finished', remained_time: '0' });
      expect(hour.transformer.recovery_time).toEqual({
        Day: 1,
        Hour: 0,
        Minute: 1,
        Second: 0,
        reached: false,
      });
      expect(hour.daily_task.stored_attendance_refresh_countdown).toBe(1_209_600 - 3_601);
      // Two days later everything is full or ready.
      const later = await aliceNotes(2 * 86_400);
      expect(later).toMatchObject({
        current_resin: 200,
        resin_recovery_time: '0',
        current_home_coin: 2400,
        home_coin_recovery_time: '0',
      });
      expect(later.transformer.recovery_time).toEqual({
        Day: 0,
        Hour: 0,
        Minute: 0,
        Second: 0,
        reached: true,
      });
    });

    it('gives one answer within a second, and notes stored in that second at once', async () => {
      const first = await aliceNotes(20);
      expect(first.resin_recovery_time).toBe(String(48_000 - 20));
      // 20.9 s after the capture is the same whole second: the same answer.
      expect(await aliceNotes(20.9)).toEqual(first);
      expect((await aliceNotes(21)).resin_recovery_time).toBe(String(48_000 - 21));
      // Newer notes captured within the same second as the answer kept for it.
      await applyBundle(env.db, {
        snapshots: [
          {
            game_id: 2,
            game_role_id: ROLE.aliceMain,
            kind: 'daily_note',
            captured_at: NOTES_CAPTURED_AT + 1,
            payload: { ...NOTES, current_resin: 150, resin_recovery_time: 24_000 },
          },
        ],
      });
      const newer = await aliceNotes(21);
      expect(newer.current_resin).toBe(150);
      expect(newer.resin_recovery_time).toBe(String(24_000 - 20));
      await applyBundle(env.db, {
        snapshots: [
          {
            game_id: 2,
            game_role_id: ROLE.aliceMain,
            kind: 'daily_note',
            captured_at: NOTES_CAPTURED_AT + 2,
            payload: NOTES,
          },
        ],
      });
    });

    it('names archon chapters in the request language', async () => {
      elapsed = 0;
      const { data } = await get(notes(ROLE.aliceMain, 'os_asia'), UID.alice, 'ja-jp');
      expect(data.archon_quest_progress.list[0]).toMatchObject({
        chapter_num: '第三章 第二幕',
        chapter_title: '静かな灯台',
      });
    });

    it('answers valid empty notes when none were captured', async () => {
      const body = await get(notes(ROLE.aliceSecond, 'os_usa'), UID.alice);
      expect(body.retcode).toBe(0);
      expect(body.data).toMatchObject({
        current_resin: 0,
        expeditions: [],
        resin_recovery_time: '0',
      });
    });
  },
  { bundle: abyssNotesBundle(), clock: () => NOTES_CAPTURED_AT + elapsed * 1000 },
);
