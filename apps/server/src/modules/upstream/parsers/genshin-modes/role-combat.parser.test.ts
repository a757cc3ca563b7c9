import { endpoints, type RoleCombatSnapshot } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import type { UpstreamAnswer } from '../parse-kit.js';
import {
  CAPTURED_AT,
  SEASONS,
  answerOf,
  theaterAct,
  theaterData,
  theaterSeason,
} from './answers.test-support.js';
import { genshinEndgameGroup } from './endgame.group.js';
import { SYNTHETIC_BASE } from '../parse-kit.js';

const { roleCombat } = endpoints.genshin;
const { december, january } = SEASONS;

const parse = (answers: UpstreamAnswer[], lang: 'en-us' | 'ja-jp' = 'en-us') =>
  genshinEndgameGroup.parse(answers, { lang, previous: new Map() });

const payloads = (answers: UpstreamAnswer[]) =>
  parse(answers).snapshots.map((s) => s.payload as RoleCombatSnapshot);

describe('Masquerade Stage parsing', () => {
  it('gives the seasons oldest first, keyed by schedule id, an ended one captured at its end', () => {
    // The answer lists the newest season first; January is still running at capture.
    const data = theaterData([theaterSeason(january, 6), theaterSeason(december, 8)]);
    const { snapshots } = parse([answerOf(roleCombat, data)]);
    expect(snapshots.map((s) => [s.kind, s.period, s.capturedAt])).toEqual([
      ['role_combat', '202512', december.end * 1000],
      ['role_combat', '202601', CAPTURED_AT],
    ]);
  });

  it('captures every season at its end once all are over', () => {
    const later = Date.UTC(2026, 5, 1);
    const data = theaterData([theaterSeason(january, 6), theaterSeason(december, 8)]);
    const { snapshots } = parse([answerOf(roleCombat, data, { capturedAt: later })]);
    expect(snapshots.map((s) => s.capturedAt)).toEqual([december.end * 1000, january.end * 1000]);
  });

  it('gives no snapshot for a role that never played a season', () => {
    const data = theaterData([theaterSeason(january, 0), theaterSeason(december, 0)]);
    expect(parse([answerOf(roleCombat, data)]).snapshots).toEqual([]);
    expect(parse([answerOf(roleCombat, theaterData([]))]).snapshots).toEqual([]);
  });

  it('keeps an unplayed season next to a played one, as the upstream shows both', () => {
    const data = theaterData([theaterSeason(january, 0), theaterSeason(december, 8)]);
    expect(payloads([answerOf(roleCombat, data)]).map((p) => p.stat.max_round_id)).toEqual([8, 0]);
  });

  it('keeps the acts of an earlier answer when a later one carries no detail', () => {
    const detailed = answerOf(roleCombat, theaterData([theaterSeason(january, 3)]));
    const summary = answerOf(roleCombat, theaterData([theaterSeason(january, 4, false)]), {
      capturedAt: CAPTURED_AT + 60_000,
    });
    const [season] = payloads([detailed, summary]);
    expect(season?.stat.max_round_id).toBe(4);
    expect(season?.rounds).toHaveLength(3);
    expect(season?.fight?.total_use_time).toBe(1430);
  });

  it('files enemies and splendour buffs under ids derived from their icons, the same in every language', () => {
    const season = (names: { enemy: string; splendour: string }) => {
      const s = theaterSeason(january, 1);
      if (s.detail) s.detail.rounds_data = [theaterAct(1, names)];
      return answerOf(roleCombat, theaterData([s]));
    };
    const en = parse([season({ enemy: 'Ruin Guard', splendour: 'Radiance' })]);
    const ja = parse([season({ enemy: '遺跡守衛', splendour: '輝き' })], 'ja-jp');
    const round = (p: typeof en) => (p.snapshots[0]?.payload as RoleCombatSnapshot).rounds?.[0];
    expect(round(ja)).toEqual(round(en));
    const enemyId = round(en)?.enemies[0]?.id ?? 0;
    const splendourId = round(en)?.splendour?.buffs[0]?.id ?? 0;
    expect(enemyId).toBeGreaterThanOrEqual(SYNTHETIC_BASE);
    expect(splendourId).toBeGreaterThanOrEqual(SYNTHETIC_BASE);
    expect(ja.catalog).toContainEqual({
      kind: 'monster',
      id: enemyId,
      lang: 'ja-jp',
      name: '遺跡守衛',
      icon: 'https://cdn.example/m/ruin.png',
    });
    expect(ja.catalog).toContainEqual({
      kind: 'ley_line',
      id: splendourId,
      lang: 'ja-jp',
      name: '輝き',
      icon: 'https://cdn.example/s/1.png',
      texts: { desc: 'More', summary: 'Splendour' },
    });
  });

  it('keeps the battle statistics only when the answer shows them', () => {
    const season = theaterSeason(january, 2);
    if (season.detail) season.detail.fight_statisic.is_show_battle_stats = false;
    const [payload] = payloads([answerOf(roleCombat, theaterData([season]))]);
    expect(payload?.rounds).toHaveLength(2);
    expect(payload?.fight).toBeUndefined();
  });

  it('puts character art where the presenter reads it: the image and side icon as attributes', () => {
    const { catalog } = parse([answerOf(roleCombat, theaterData([theaterSeason(january, 1)]))]);
    expect(catalog).toContainEqual({
      kind: 'character',
      id: 10000089,
      lang: 'en-us',
      name: 'Furina',
      attrs: {
        element: 'Hydro',
        image: 'https://cdn.example/av/furina.png',
        rarity: 5,
        side_icon: 'https://cdn.example/side/furina.png',
      },
    });
  });

  it('files the name and element of a statistic’s character when the answer names it, as Chronicle does', () => {
    const season = theaterSeason(january, 1);
    const fight = season.detail?.fight_statisic;
    if (!fight) throw new Error('the season has statistics');
    const icon = 'https://cdn.example/side/hero.png';
    fight.max_defeat_avatar = {
      avatar_id: 10000099,
      avatar_icon: icon,
      value: '12',
      rarity: 4,
      name: 'Chronicle Hero',
      element: 'Pyro',
    };
    const { catalog } = parse([answerOf(roleCombat, theaterData([season]))]);
    expect(catalog).toContainEqual({
      kind: 'character',
      id: 10000099,
      lang: 'en-us',
      name: 'Chronicle Hero',
      attrs: { side_icon: icon, rarity: 4, element: 'Pyro' },
    });
  });
});
