import { endpoints, type ActCalendarSnapshot, type CardPool } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import type { ParseContext, UpstreamAnswer } from '../parse-kit.js';
import { answerOf, calendarAct, calendarData } from './answers.test-support.js';
import { genshinEndgameGroup } from './endgame.group.js';

const { actCalendar } = endpoints.genshin;

const parse = (answers: UpstreamAnswer[], ctx: Partial<ParseContext> = {}) =>
  genshinEndgameGroup.parse(answers, { lang: 'en-us', previous: new Map(), ...ctx });

const calendarOf = (answers: UpstreamAnswer[], ctx: Partial<ParseContext> = {}) =>
  parse(answers, ctx).snapshots[0]?.payload as ActCalendarSnapshot;

const banner = (poolId: number, poolType: number): CardPool => ({
  pool_id: poolId,
  version_name: '6.3',
  pool_name: `Pool ${poolId}`,
  pool_type: poolType,
  avatars: [
    {
      id: 10000089,
      icon: 'https://cdn.example/av/furina.png',
      name: 'Furina',
      element: 'Hydro',
      rarity: 5,
      is_invisible: false,
    },
  ],
  weapon: [
    { id: 11509, icon: 'https://cdn.example/w/1.png', rarity: 5, name: 'Blade', wiki_url: '' },
  ],
  start_timestamp: '1767225600',
  start_time: { year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 },
  end_timestamp: '1769000000',
  end_time: { year: 2026, month: 1, day: 21, hour: 12, minute: 53, second: 20 },
  jump_url: '',
  pool_status: 2,
  countdown_seconds: 0,
});

describe('event calendar parsing', () => {
  it('keeps the names of other languages the stored calendar holds', () => {
    const en = calendarOf([answerOf(actCalendar, calendarData({ act_list: [calendarAct(58)] }))]);
    const ja = answerOf(
      actCalendar,
      calendarData({ act_list: [calendarAct(58, { name: '海灯祭', desc: '祭り' })] }),
      { lang: 'ja-jp' },
    );
    const merged = calendarOf([ja], { lang: 'ja-jp', previous: new Map([['act_calendar', en]]) });
    expect(merged.acts[0]?.names).toEqual({ 'en-us': 'Act 58', 'ja-jp': '海灯祭' });
    expect(merged.acts[0]?.descs).toEqual({ 'en-us': 'About 58', 'ja-jp': '祭り' });
    expect(merged.items[0]?.names).toEqual({ 'en-us': 'Starlit Gem', 'ja-jp': 'Starlit Gem' });
  });

  it('takes no names from a stored act of another type under the same id', () => {
    const en = calendarOf([answerOf(actCalendar, calendarData({ act_list: [calendarAct(58)] }))]);
    const ja = answerOf(
      actCalendar,
      calendarData({ act_list: [calendarAct(58, { name: '二倍', type: 'ActTypeDouble' })] }),
      { lang: 'ja-jp' },
    );
    const merged = calendarOf([ja], { lang: 'ja-jp', previous: new Map([['act_calendar', en]]) });
    expect(merged.acts[0]?.names).toEqual({ 'ja-jp': '二倍' });
  });

  it("returns the owner's reminders as the act_notices setting, and none when not told", () => {
    const told = calendarData({
      act_list: [calendarAct(58, { is_notice: true }), calendarAct(59, { is_notice: false })],
      fixed_act_list: [calendarAct(2001, { type: 'ActTypeTower', is_notice: true })],
    });
    expect(parse([answerOf(actCalendar, told)]).settings).toEqual([
      { key: 'act_notices', value: [58, 2001] },
    ]);
    const untold = calendarData({ act_list: [calendarAct(58)] });
    expect(parse([answerOf(actCalendar, untold)]).settings).toBeUndefined();
  });

  it('keeps the ids the presenter shows when events and permanent challenges share one', () => {
    const data = calendarData({
      act_list: [calendarAct(7)],
      // The real API sends 0 for every permanent challenge.
      fixed_act_list: [
        calendarAct(7, { type: 'ActTypeTower' }),
        calendarAct(0, { type: 'ActTypeRoleCombat' }),
        calendarAct(0, { type: 'ActTypeHardChallenge' }),
      ],
    });
    const calendar = calendarOf([answerOf(actCalendar, data)]);
    expect(calendar.fixed.map((f) => f.act)).toEqual([7, 0, -1]);
    expect(calendar.events.map((e) => [e.id, e.act])).toEqual([[7, -2]]);
    expect(calendar.acts.find((a) => a.id === -2)?.type).toBe('ActTypeOther');
    expect(calendar.acts.find((a) => a.id === -1)?.type).toBe('ActTypeHardChallenge');
  });

  it('keeps an event of a type this version does not know as a plain event', () => {
    const data = { ...calendarData(), act_list: [{ ...calendarAct(58), type: 'ActTypeMarvel' }] };
    expect(calendarOf([answerOf(actCalendar, data)]).acts[0]?.type).toBe('ActTypeOther');
  });

  it('takes the reset day of a permanent challenge from its start (UTC), 28 at the latest', () => {
    const on = (day: number) =>
      calendarAct(2001, {
        type: 'ActTypeTower',
        start_timestamp: String(Date.UTC(2026, 0, day, 4) / 1000),
      });
    const data = calendarData({ fixed_act_list: [on(16), { ...on(30), id: 2002 }] });
    expect(calendarOf([answerOf(actCalendar, data)]).fixed.map((f) => f.reset_day)).toEqual([
      16, 28,
    ]);
  });

  it('files each banner under the pool type of its list, its art in the catalog', () => {
    const data = calendarData({
      avatar_card_pool_list: [banner(41, 1)],
      mixed_card_pool_list: [banner(43, 1)],
    });
    const { snapshots, catalog } = parse([answerOf(actCalendar, data)]);
    const calendar = snapshots[0]?.payload as ActCalendarSnapshot;
    expect(calendar.pools).toEqual([
      { id: 41, pool_type: 1, names: { 'en-us': 'Pool 41' } },
      { id: 43, pool_type: 3, names: { 'en-us': 'Pool 43' } },
    ]);
    expect(calendar.banners[1]).toEqual({
      pool_id: 43,
      pool: 43,
      version_name: '6.3',
      avatars: [10000089],
      weapons: [11509],
      start: 1767225600,
      end: 1769000000,
    });
    expect(catalog).toContainEqual({
      kind: 'weapon',
      id: 11509,
      lang: 'en-us',
      name: 'Blade',
      icon: 'https://cdn.example/w/1.png',
    });
    // A 5 is what the presenter shows for anything but 4: the catalog's finer rarity stays.
    expect(catalog).toContainEqual({
      kind: 'character',
      id: 10000089,
      lang: 'en-us',
      name: 'Furina',
      icon: 'https://cdn.example/av/furina.png',
      attrs: { element: 'Hydro' },
    });
  });

  it("keeps the role's progress in double drops and explorations", () => {
    const data = calendarData({
      act_list: [
        calendarAct(60, { type: 'ActTypeDouble', double_detail: { total: 3, left: 1 } }),
        calendarAct(61, {
          type: 'ActTypeExplore',
          explore_detail: { explore_percent: 40, is_finished: false },
        }),
      ],
    });
    const calendar = calendarOf([answerOf(actCalendar, data)]);
    expect(calendar.acts.map((a) => a.double_total)).toEqual([3, undefined]);
    expect(calendar.events.map((e) => [e.double_left, e.explore_percent])).toEqual([
      [1, undefined],
      [undefined, 40],
    ]);
  });

  it('gives no snapshot for a calendar that lists nothing', () => {
    expect(parse([answerOf(actCalendar, calendarData())]).snapshots).toEqual([]);
  });
});
