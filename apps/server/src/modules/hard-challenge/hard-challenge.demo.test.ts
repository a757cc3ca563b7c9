import {
  LANG_CODES,
  type AchievementData,
  type HardChallengeData,
  type HardChallengePopularityData,
  type IndexData,
} from '@chronicle/contract';
import { expect, it } from 'vitest';
import { loadDemoData } from '../../load-demo.js';
import { describeEachDb, envelope } from '../../test/harness.js';

/*
 * The demo accounts (docs/reference/product.md#demo-accounts) read Trial of Dread and achievements
 * through the API.
 */

const TRAVELER = 100000001;
const LUMINE = 100000002;
const PRIVATE = 100000003;
const api = (path: string, roleId: string, server: string, extra = '') =>
  `/game_record/genshin/api/${path}?role_id=${roleId}&server=${server}${extra}`;
/** Main-game demo roles with an index: [role, server, owner]. */
const ROLES = [
  ['812000101', 'os_asia', TRAVELER],
  ['612000111', 'os_usa', TRAVELER],
  ['612000202', 'os_usa', LUMINE],
  ['712000303', 'os_euro', PRIVATE],
  ['912000505', 'os_cht', 100000005],
] as const;

describeEachDb('demo Trial of Dread and achievements through the API', (env) => {
  it('loads', async () => {
    await loadDemoData(env.db);
  });

  it('gives the traveler a current and a previous season with every text resolved, in every language', async () => {
    for (const lang of LANG_CODES) {
      const ids: string[] = [];
      for (const type of [1, 2]) {
        const url = api('hard_challenge', '812000101', 'os_asia', `&schedule_type=${type}`);
        const body = envelope<HardChallengeData>(
          await env.get(url, { as: TRAVELER, headers: { 'x-rpc-language': lang } }),
        );
        expect(body.retcode).toBe(0);
        const season = body.data.data[0];
        expect(season?.schedule.is_valid).toBe(true);
        expect(season?.schedule.name).not.toBe('');
        ids.push(season?.schedule.schedule_id ?? '');
        const bosses = season?.single.challenge ?? [];
        expect(bosses.length).toBe(3);
        for (const boss of bosses) {
          expect(boss.name).not.toBe('');
          expect(boss.monster.desc[0]).not.toBe('');
          expect(boss.monster.tags.every((t) => /^\{SPRITE_PRESET#110\d\d\}\S/u.test(t.desc))).toBe(
            true,
          );
          expect(boss.teams.every((t) => t.name !== '' && t.level >= 1)).toBe(true);
        }
      }
      expect(ids).toEqual(['5269004', '5269003']);
    }
  });

  it('matches the overview: the current best difficulty and the achievement count', async () => {
    for (const [roleId, server, owner] of ROLES) {
      const index = envelope<IndexData>(await env.get(api('index', roleId, server), { as: owner }));
      const hc = envelope<HardChallengeData>(
        await env.get(api('hard_challenge', roleId, server), { as: owner }),
      );
      const best = hc.data.data[0]?.single.best;
      const stat = index.data.stats.hard_challenge;
      expect(best?.difficulty ?? 0).toBe(stat.is_unlock ? stat.difficulty : 0);
      const achievements = envelope<AchievementData>(
        await env.post('/game_record/genshin/api/achievement', {
          as: owner,
          body: { role_id: roleId, server },
        }),
      );
      expect(achievements.data.achievement_num).toBe(index.data.stats.achievement_number);
      expect(achievements.data.list.length).toBeGreaterThan(0);
    }
  });

  it('keeps co-op records for the most advanced roles and a ranking of public roles', async () => {
    const lumine = envelope<HardChallengeData>(
      await env.get(api('hard_challenge', '612000202', 'os_usa'), { as: LUMINE }),
    );
    expect(lumine.data.data[0]?.mp.has_data).toBe(true);
    const ranking = envelope<HardChallengePopularityData>(
      await env.get('/game_record/genshin/api/hard_challenge/popularity', { as: LUMINE }),
    );
    expect(ranking.data.schedule_id).toBe('5269004');
    // Traveler and Lumine; the private player's chronicle is not public.
    expect(ranking.data.total).toBe(2);
    expect(ranking.data.avatar_list.length).toBeGreaterThan(3);
  });
});
