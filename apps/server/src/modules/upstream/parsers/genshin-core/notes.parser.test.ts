import type { NotesSnapshot } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { describeRoundTrip } from '../roundtrip.test-support.js';
import { DAILY_NOTE, answer, ctxOf, payloadOf } from './genshin-core.fixtures.js';
import { genshinNotesGroup } from './notes.parser.js';

describeRoundTrip(genshinNotesGroup);

const notes = (lang: 'en-us' | 'ja-jp') => ({
  current_resin: 120,
  max_resin: 200,
  resin_recovery_time: '38400',
  finished_task_num: 4,
  total_task_num: 4,
  is_extra_task_reward_received: true,
  remain_resin_discount_num: 1,
  resin_discount_num_limit: 3,
  current_expedition_num: 1,
  max_expedition_num: 5,
  expeditions: [
    {
      avatar_side_icon: 'https://cdn.example/side/UI_AvatarIcon_Side_Ambor.png',
      status: 'Ongoing',
      remained_time: '7200',
    },
  ],
  current_home_coin: 300,
  max_home_coin: 2400,
  home_coin_recovery_time: '90000',
  calendar_url: '',
  transformer: {
    obtained: true,
    recovery_time: { Day: 1, Hour: 2, Minute: 3, Second: 4, reached: false },
    wiki: '',
    noticed: false,
    latest_job_id: '0',
  },
  daily_task: {
    total_num: 4,
    finished_num: 4,
    is_extra_task_reward_received: true,
    task_rewards: [{ status: 'TaskRewardStatusTakenAward' }],
    attendance_rewards: [{ status: 'AttendanceRewardStatusUnfinished', progress: 500 }],
    attendance_visible: true,
    stored_attendance: '2.5',
    stored_attendance_refresh_countdown: 3600,
  },
  archon_quest_progress: {
    list: [
      {
        id: 83001,
        status: 'StatusOngoing',
        chapter_num: lang === 'en-us' ? 'Chapter V: Act II' : '第五章・第二幕',
        chapter_title: lang === 'en-us' ? 'Glory' : '栄光',
      },
    ],
    is_open_archon_quest: true,
    is_finish_all_mainline: false,
    is_finish_all_interchapter: true,
    wiki_url: '',
  },
});

describe('genshin.dailyNote: what the notes name', () => {
  it('stands an expedition’s character in by its side icon, the same id in every language', () => {
    const [en, ja] = (['en-us', 'ja-jp'] as const).map((lang) =>
      genshinNotesGroup.parse([answer(DAILY_NOTE, notes(lang), {}, { lang })], ctxOf(lang)),
    );
    if (!en || !ja) throw new Error('parsed');
    const payload = (p: typeof en) => payloadOf(p, 'daily_note') as NotesSnapshot;
    expect(payload(ja)).toEqual(payload(en));
    const [expedition] = payload(en).expeditions;
    expect(expedition?.remained_time).toBe(7200);
    expect(en.catalog).toContainEqual({
      kind: 'character',
      id: expedition?.avatar_id,
      lang: 'en-us',
      attrs: { side_icon: 'https://cdn.example/side/UI_AvatarIcon_Side_Ambor.png' },
    });
    expect(payload(en).transformer).toEqual({
      obtained: true,
      recovery_time: 93_784,
      noticed: false,
      latest_job_id: '0',
    });
    expect(ja.catalog).toContainEqual({
      kind: 'archon_quest',
      id: 83001,
      lang: 'ja-jp',
      name: '栄光',
      texts: { chapter_num: '第五章・第二幕' },
    });
  });
});
