import { endpoints } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { describeRoundTrip } from '../roundtrip.test-support.js';
import { genshinAchievementGroup, totalFor } from './achievement.parser.js';
import { answerOf } from './answers.test-support.js';

describeRoundTrip(genshinAchievementGroup);

const { achievement } = endpoints.genshin;

/** The presenter's percentage. */
const percentOf = (finished: number, total: number) =>
  Math.min(100, Math.floor((finished / total) * 100));

const parse = (list: unknown[]) =>
  genshinAchievementGroup.parse([answerOf(achievement, { achievement_num: 0, list })], {
    lang: 'en-us',
    previous: new Map(),
  });

describe('achievement parsing', () => {
  it('finds a category total that gives every percentage back', () => {
    for (let finished = 0; finished <= 150; finished += 1) {
      for (let total = 1; total <= 220; total += 1) {
        const percentage = percentOf(finished, total);
        expect(percentOf(finished, totalFor(finished, percentage))).toBe(percentage);
      }
    }
  });

  it('keeps a total only for categories that show a percentage', () => {
    const category = (id: string, showPercent: boolean) => ({
      id,
      name: 'Wonders of the World',
      icon: 'https://cdn.example/a/1.png',
      finish_num: 30,
      percentage: showPercent ? 42 : 0,
      show_percent: showPercent,
    });
    const parsed = parse([category('1', true), category('2', false)]);
    expect(parsed.snapshots[0]?.payload).toEqual({
      categories: [
        { id: 1, finish_num: 30, total: 70 },
        { id: 2, finish_num: 30 },
      ],
    });
  });

  it('gives no snapshot for a role without categories', () => {
    expect(parse([]).snapshots).toEqual([]);
  });
});
