import { endpoints } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import type { UpstreamGroup } from '../parse-kit.js';
import { hkrpgChallengeBossGroup } from './challenge-boss.parser.js';
import { hkrpgChallengeStoryGroup } from './challenge-story.parser.js';
import { hkrpgChallengeGroup } from './challenge.parser.js';
import { CAPTURED_AT, modeAnswer, parseWith, windowOf } from './hkrpg.fixtures.js';

const MODES = [
  {
    group: hkrpgChallengeGroup,
    mode: 'chaos',
    endpoint: endpoints.hkrpg.challenge,
    ids: [1041, 1040],
  },
  {
    group: hkrpgChallengeStoryGroup,
    mode: 'fiction',
    endpoint: endpoints.hkrpg.challengeStory,
    ids: [2017, 2016],
  },
  {
    group: hkrpgChallengeBossGroup,
    mode: 'shadow',
    endpoint: endpoints.hkrpg.challengeBoss,
    ids: [3008, 3007],
  },
] as const;

const periods = (group: UpstreamGroup, parsed: ReturnType<UpstreamGroup['parse']>) =>
  parsed.snapshots.map((s) => {
    expect(s.kind).toBe(group.kinds[0]);
    return { period: s.period, capturedAt: s.capturedAt };
  });

describe.each(MODES)('$group.name seasons', ({ group, mode, endpoint, ids }) => {
  const [current, previous] = ids;
  const seasons = { current, previous };
  const ended = windowOf(7).end * 1000;

  it('asks for the previous season before the current one, every floor', () => {
    const role = {
      gameId: 6 as const,
      roleId: '800000101',
      server: 'prod_official_usa',
      level: 70,
    };
    expect(group.next(role, []).map((r) => r.input)).toEqual([
      { role_id: '800000101', server: 'prod_official_usa', schedule_type: 2, need_all: 'true' },
      { role_id: '800000101', server: 'prod_official_usa', schedule_type: 1, need_all: 'true' },
    ]);
  });

  it('keys each season by its schedule id, oldest first, an ended one captured at its end', () => {
    const answers = [
      modeAnswer(mode, endpoint, 1, seasons, true),
      modeAnswer(mode, endpoint, 2, seasons, true),
    ];
    const expected = [
      { period: String(previous), capturedAt: ended },
      { period: String(current), capturedAt: CAPTURED_AT },
    ];
    expect(periods(group, parseWith(group, answers))).toEqual(expected);
    expect(periods(group, parseWith(group, answers.reverse()))).toEqual(expected);
  });

  it('stores no snapshot of a season the role did not play, but names it in the catalog', () => {
    const parsed = parseWith(group, [
      modeAnswer(mode, endpoint, 2, seasons, false),
      modeAnswer(mode, endpoint, 1, seasons, true),
    ]);
    expect(periods(group, parsed)).toEqual([{ period: String(current), capturedAt: CAPTURED_AT }]);
    const known = parsed.catalog.filter((e) => e.kind === 'hsr_season');
    expect(known.map((e) => [e.id, e.name, e.attrs?.mode])).toEqual([
      [current, `Season ${current}`, mode],
      [previous, `Season ${previous}`, mode],
    ]);
    expect(known[1]?.attrs?.end).toBe(windowOf(7).end);
  });

  it('stores nothing for a role that played neither season', () => {
    const parsed = parseWith(group, [
      modeAnswer(mode, endpoint, 2, seasons, false),
      modeAnswer(mode, endpoint, 1, seasons, false),
    ]);
    expect(parsed.snapshots).toEqual([]);
  });
});

describe('hkrpg.challengeBoss seasons', () => {
  it('keeps the bosses of the season by id, their names and art in the catalog', () => {
    const seasons = { current: 3008, previous: 3007 };
    const endpoint = endpoints.hkrpg.challengeBoss;
    const parsed = parseWith(hkrpgChallengeBossGroup, [
      modeAnswer('shadow', endpoint, 2, seasons, true),
    ]);
    expect(parsed.snapshots[0]?.payload).toMatchObject({
      schedule_id: 3007,
      upper_boss: { id: 30071 },
      lower_boss: { id: 30072 },
    });
    expect(parsed.catalog.find((e) => e.kind === 'hsr_season' && e.id === 3007)?.attrs).toEqual({
      mode: 'shadow',
      begin: windowOf(7).begin,
      end: windowOf(7).end,
      upper_boss: 30071,
      lower_boss: 30072,
    });
    expect(parsed.catalog.find((e) => e.kind === 'hsr_boss' && e.id === 30071)).toMatchObject({
      name: 'Boss 30071',
      icon: 'https://cdn.example/30071.png',
    });
  });
});
