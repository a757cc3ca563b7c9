import { endpoints } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { type UpstreamRole } from '../parse-kit.js';
import { AnswerShapeError } from '../answer-reader.js';
import { describeRoundTrip } from '../roundtrip.test-support.js';
import { honkai3rdAbyssGroup } from './abyss.parser.js';
import {
  CAPTURED_AT,
  answerOf,
  ctx,
  daysBefore,
  newCycle,
  oldCycle,
} from './honkai3rd.fixtures.js';

const { newAbyssReport, latestOldAbyssReport } = endpoints.honkai3rd;

describeRoundTrip(honkai3rdAbyssGroup);

const role = (level: number): UpstreamRole => ({
  gameId: 1,
  roleId: '150000101',
  server: 'usa01',
  level,
});

describe('honkai3rd.abyss', () => {
  it('asks for the Superstring report from level 81 on, and for the old abyss below', () => {
    const asked = (level: number) =>
      honkai3rdAbyssGroup.next(role(level), []).map((r) => r.endpoint.id);
    expect(asked(81)).toEqual(['honkai3rd.newAbyssReport']);
    expect(asked(88)).toEqual(['honkai3rd.newAbyssReport']);
    expect(asked(80)).toEqual(['honkai3rd.latestOldAbyssReport']);
    expect(honkai3rdAbyssGroup.next(role(24), [])[0]?.input).toEqual({
      role_id: '150000101',
      server: 'usa01',
    });
  });

  it('keeps every cycle, oldest first, keyed by its time and captured at its settlement', () => {
    const times = [daysBefore(1), daysBefore(4), daysBefore(7)];
    const parsed = honkai3rdAbyssGroup.parse(
      [answerOf(newAbyssReport, { reports: times.map((t) => newCycle(t)) })],
      ctx(),
    );
    expect(parsed.snapshots.map((s) => [s.kind, s.period, s.capturedAt])).toEqual(
      [...times].reverse().map((t) => ['bh3_new_abyss', String(t), t * 1000]),
    );
    expect(parsed.snapshots[2]?.payload).toMatchObject({
      updated_time_second: times[0],
      boss: { id: 60 },
      lineup: [
        { id: 115, star: 3 },
        { id: 105, star: 3 },
      ],
      elf: { id: 102, rarity: 5, star: 2 },
    });
  });

  it('stores the same cycle whatever the language; only the catalog differs', () => {
    const cycle = newCycle(daysBefore(1));
    const ja = {
      ...cycle,
      boss: { ...cycle.boss, name: 'ボス' },
      lineup: cycle.lineup.map((s) => ({ ...s, name: `${s.name} ja` })),
    };
    const en = honkai3rdAbyssGroup.parse([answerOf(newAbyssReport, { reports: [cycle] })], ctx());
    const jp = honkai3rdAbyssGroup.parse(
      [answerOf(newAbyssReport, { reports: [ja] }, { lang: 'ja-jp' })],
      ctx('ja-jp'),
    );
    expect(jp.snapshots).toEqual(en.snapshots);
    expect(jp.catalog).toContainEqual(
      expect.objectContaining({ kind: 'bh3_boss', id: 60, lang: 'ja-jp', name: 'ボス' }),
    );
  });

  it('dates a cycle settled after the capture at the capture', () => {
    const later = CAPTURED_AT / 1000 + 3_600;
    const parsed = honkai3rdAbyssGroup.parse(
      [answerOf(newAbyssReport, { reports: [newCycle(later)] })],
      ctx(),
    );
    expect(parsed.snapshots[0]).toMatchObject({ period: String(later), capturedAt: CAPTURED_AT });
  });

  it('takes a cycle two answers carry from the later one', () => {
    const time = daysBefore(4);
    const parsed = honkai3rdAbyssGroup.parse(
      [
        answerOf(
          newAbyssReport,
          { reports: [newCycle(time, 100)] },
          { capturedAt: CAPTURED_AT - 1 },
        ),
        answerOf(newAbyssReport, { reports: [newCycle(daysBefore(1)), newCycle(time, 200)] }),
      ],
      ctx(),
    );
    expect(parsed.snapshots.map((s) => s.period)).toEqual([String(time), String(daysBefore(1))]);
    expect(parsed.snapshots[0]?.payload).toMatchObject({ score: 200 });
  });

  it('stores nothing for an empty report', () => {
    const parsed = honkai3rdAbyssGroup.parse(
      [answerOf(newAbyssReport, { reports: [] }), answerOf(latestOldAbyssReport, { reports: [] })],
      ctx(),
    );
    expect(parsed).toEqual({ snapshots: [], catalog: [] });
  });

  it('keeps old abyss cycles, and a boss sent as id 0 by name rather than in the catalog', () => {
    const parsed = honkai3rdAbyssGroup.parse(
      [
        answerOf(latestOldAbyssReport, {
          reports: [oldCycle(daysBefore(2)), oldCycle(daysBefore(9))],
        }),
      ],
      ctx('ja-jp'),
    );
    expect(parsed.snapshots.map((s) => [s.kind, s.period])).toEqual([
      ['bh3_old_abyss', String(daysBefore(9))],
      ['bh3_old_abyss', String(daysBefore(2))],
    ]);
    expect(parsed.snapshots[1]?.payload).toEqual({
      time_second: daysBefore(2),
      score: 1790,
      area: 3,
      level: 'A',
      reward_type: 'Relegation',
      type: 'Greedy',
      floor: 10,
      boss: { id: 0, name: 'Hellmaru', icon: 'https://img.example/Boss/BOSS_0.png' },
      lineup: [{ id: 507, star: 3 }],
      elf: null,
    });
    expect(parsed.catalog.filter((e) => e.kind === 'bh3_boss')).toEqual([]);
    expect(parsed.catalog).toContainEqual({
      kind: 'bh3_battlesuit',
      id: 507,
      lang: 'ja-jp',
      name: 'Suit 507',
      icon: 'https://img.example/AvatarCardIcons/60507.png',
      attrs: { element: 'PSY', attribute_id: 2 },
    });
  });

  it('refuses a rank letter it does not know, naming the field', () => {
    const cycle = { ...oldCycle(daysBefore(2)), level: 'S' };
    const parse = () =>
      honkai3rdAbyssGroup.parse([answerOf(latestOldAbyssReport, { reports: [cycle] })], ctx());
    expect(parse).toThrow(AnswerShapeError);
    expect(parse).toThrow('honkai3rd/api/latestOldAbyssReport: $.data.reports[0].level');
  });
});
