import { endpoints, type HardChallengeSnapshot } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { type UpstreamAnswer } from '../parse-kit.js';
import { AnswerShapeError } from '../answer-reader.js';
import {
  CAPTURED_AT,
  SEASONS,
  answerOf,
  onslaughtData,
  onslaughtSeason,
} from './answers.test-support.js';
import { genshinEndgameGroup } from './endgame.group.js';

const { hardChallenge } = endpoints.genshin;
const { december, january } = SEASONS;

const parse = (answers: UpstreamAnswer[]) =>
  genshinEndgameGroup.parse(answers, { lang: 'en-us', previous: new Map() });

/** The answers of a sync: the previous season (schedule_type 2), then the current one (1). */
const sync = (previous: boolean | undefined, current: boolean | undefined) => [
  answerOf(
    hardChallenge,
    onslaughtData(previous === undefined ? undefined : onslaughtSeason(december, previous)),
    { input: { role_id: '812000101', server: 'os_euro', schedule_type: 2 } },
  ),
  answerOf(
    hardChallenge,
    onslaughtData(current === undefined ? undefined : onslaughtSeason(january, current)),
    { input: { role_id: '812000101', server: 'os_euro', schedule_type: 1 } },
  ),
];

describe('Trial of Dread parsing', () => {
  it('gives the previous and the current season oldest first, skipping the placeholder', () => {
    const { snapshots } = parse(sync(true, true));
    expect(snapshots.map((s) => [s.kind, s.period, s.capturedAt])).toEqual([
      ['hard_challenge', '202512', december.end * 1000],
      ['hard_challenge', '202601', CAPTURED_AT],
    ]);
  });

  it('gives no snapshot for a role that played neither season', () => {
    expect(parse(sync(false, false)).snapshots).toEqual([]);
    expect(parse(sync(undefined, undefined)).snapshots).toEqual([]);
  });

  it('keeps the unplayed current season of a role that played the previous one', () => {
    const { snapshots } = parse(sync(true, false));
    expect(snapshots.map((s) => s.period)).toEqual(['202512', '202601']);
  });

  it('reads the element sprites out of the tags and their words into the boss texts', () => {
    const { snapshots, catalog } = parse(sync(undefined, true));
    const [challenge] = (snapshots[0]?.payload as HardChallengeSnapshot).single.challenge;
    expect(challenge?.monster.tags).toEqual([
      { type: 1, sprite: 11002 },
      { type: 0, sprite: 11003 },
    ]);
    expect(catalog).toContainEqual({
      kind: 'monster',
      id: 1001042,
      lang: 'en-us',
      name: 'Lava Dragon Statue',
      icon: 'https://cdn.example/m/lava.png',
      texts: {
        desc_1: 'Switches forms.',
        desc_2: '',
        desc_3: '',
        desc_4: '',
        desc_5: '',
        tag_1: 'Elemental Advantage',
        tag_0: 'Resistance',
      },
    });
  });

  it('names the tag whose text has no element sprite', () => {
    const answer = answerOf(
      hardChallenge,
      onslaughtData(onslaughtSeason(january, true, ['Elemental Advantage'])),
    );
    expect(() => parse([answer])).toThrow(AnswerShapeError);
    expect(() => parse([answer])).toThrow(
      '$.data.data[0].single.challenge[0].monster.tags[0].desc',
    );
  });

  it('files the season title under the schedule id, the only id the answer has', () => {
    const { snapshots, catalog } = parse(sync(undefined, true));
    expect((snapshots[0]?.payload as HardChallengeSnapshot).season_id).toBe(202601);
    expect(catalog).toContainEqual({
      kind: 'hard_challenge_season',
      id: 202601,
      lang: 'en-us',
      name: 'Fearless',
    });
  });

  it('files the name and element of a best character when the answer names it, as Chronicle does', () => {
    const season = onslaughtSeason(january, true);
    const named = { avatar_id: 10000099, side_icon: 'https://cdn.example/side/hero.png' };
    const [boss] = season.single.challenge;
    if (!boss) throw new Error('the season has a boss');
    boss.best_avatar = [
      { ...named, dps: '88231', type: 1, name: 'Chronicle Hero', element: 'Pyro' },
      { avatar_id: 10000098, side_icon: 'https://cdn.example/side/x.png', dps: '7', type: 2 },
    ];
    const { catalog } = parse([answerOf(hardChallenge, onslaughtData(season))]);
    expect(catalog).toContainEqual({
      kind: 'character',
      id: 10000099,
      lang: 'en-us',
      name: 'Chronicle Hero',
      attrs: { side_icon: named.side_icon, element: 'Pyro' },
    });
    // HoYoLAB's best characters carry no name: none is filed, so none overwrites another answer's.
    const unnamed = catalog.find((e) => e.kind === 'character' && e.id === 10000098);
    expect(unnamed?.name).toBeUndefined();
  });
});
