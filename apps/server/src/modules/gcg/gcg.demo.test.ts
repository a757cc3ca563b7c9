import { LANG_CODES, endpoints, type GcgCardListData } from '@chronicle/contract';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import { loadDemoData } from '../../load-demo.js';
import { describeEachDb, envelope } from '../../test/harness.js';

/* The demo accounts read their Card Duel records through the API, in every language. */

const TRAVELER = 100000001;
const PRIVATE = 100000003;
const g = endpoints.genshin;
const role = (id: string, server: string) => `role_id=${id}&server=${server}`;
const API = '/game_record/genshin/api/gcg';

/** Every read of the traveler's main role with the schema its `data` must satisfy. */
const READS = [
  ['basicInfo', g.gcgBasicInfo.data],
  ['cardList?limit=100&need_stats=true', g.gcgCardList.data],
  ['cardBackList', g.gcgCardBackList.data],
  ['deckList', g.gcgDeckList.data],
  ['matchList', g.gcgMatchList.data],
  ['challenge/schedule', g.gcgChallengeSchedule.data],
  ['challenge/record?schedule_id=12', g.gcgChallengeRecord.data],
  ['challenge/deck?schedule_id=13&deck_id=1', g.gcgChallengeDeck.data],
] as const;

const url = (path: string, roleId: string, server: string) =>
  `${API}/${path}${path.includes('?') ? '&' : '?'}${role(roleId, server)}`;

describeEachDb('demo Card Duel through the API', (env) => {
  it('loads', async () => {
    await loadDemoData(env.db);
  });

  it('answers every read of the traveler in every language, valid for the contract', async () => {
    for (const lang of LANG_CODES) {
      for (const [path, schema] of READS) {
        const response = await env.get(url(path, '812000101', 'os_asia'), {
          as: TRAVELER,
          headers: { 'x-rpc-language': lang },
        });
        const body = envelope(response);
        expect(body.retcode, `${lang} ${path}`).toBe(0);
        expect(Value.Check(schema, body.data), `${lang} ${path}`).toBe(true);
      }
    }
  });

  it('names every card, skill, tag and source in every language', async () => {
    for (const lang of LANG_CODES) {
      const { data } = envelope<GcgCardListData>(
        await env.get(url('cardList?limit=100', '812000101', 'os_asia'), {
          as: TRAVELER,
          headers: { 'x-rpc-language': lang },
        }),
      );
      expect(data.card_list.length).toBeGreaterThanOrEqual(60);
      for (const card of data.card_list) {
        expect(
          card.name && card.desc && card.image && card.icon,
          `${lang} ${card.id}`,
        ).toBeTruthy();
        expect(card.tags.length).toBeGreaterThan(0);
        expect(card.card_sources.length).toBeGreaterThan(0);
        expect(card.card_skills.every((s) => s.name && s.desc && s.tag)).toBe(true);
      }
    }
  });

  it('has every card type, several seasons for the traveler, a smaller profile for Lumine', async () => {
    const cards = envelope<GcgCardListData>(
      await env.get(url('cardList?limit=100', '812000101', 'os_asia'), { as: TRAVELER }),
    ).data.card_list;
    for (const type of ['CardTypeCharacter', 'CardTypeModify', 'CardTypeAssist', 'CardTypeEvent']) {
      expect(
        cards.some((c) => c.card_type === type),
        type,
      ).toBe(true);
    }
    const seasons = envelope<{ schedule_list: unknown[] }>(
      await env.get(url('challenge/schedule', '812000101', 'os_asia'), { as: TRAVELER }),
    );
    expect(seasons.data.schedule_list.length).toBeGreaterThanOrEqual(2);
    const lumine = envelope<{ level: number; avatar_card_num_gained: number }>(
      await env.get(url('basicInfo', '612000202', 'os_usa'), { as: TRAVELER }),
    );
    expect(lumine.retcode).toBe(0);
    expect(lumine.data.level).toBeGreaterThan(0);
    expect(lumine.data.avatar_card_num_gained).toBeLessThan(
      envelope<{ avatar_card_num_gained: number }>(
        await env.get(url('basicInfo', '812000101', 'os_asia'), { as: TRAVELER }),
      ).data.avatar_card_num_gained,
    );
  });

  it('keeps the private player private and has nothing for roles that never played', async () => {
    const shade = await env.get(url('basicInfo', '712000303', 'os_euro'), { as: TRAVELER });
    expect(envelope(shade).retcode).toBe(10102);
    const own = await env.get(url('basicInfo', '712000303', 'os_euro'), { as: PRIVATE });
    expect(envelope<{ level: number }>(own).data.level).toBe(0);
  });
});
