import { SERVER_TEXT } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { ROLE, UID } from '../../test/fixtures.js';
import { TEST_PUBLIC_URL, describeEachDb, envelope } from '../../test/harness.js';
import { latestIndexSnapshot, putSnapshot } from '../records/records.service.js';

const CARD = '/game_record/card/wapi/getGameRecordCard';
const SWITCH = '/game_record/card/wapi/changeDataSwitch';

interface Card {
  game_id: number;
  game_role_id: string;
  region_name: string;
  is_public: boolean;
  data: { name: string; type: number; value: string }[];
  data_switches: { switch_id: number; is_public: boolean; switch_name: string }[];
  url: string;
  logo: string;
  background_image: string;
  game_name: string;
  game_head_icon: string;
}

const cards = (res: { data: unknown }) => res.data as { list: Card[] };

describeEachDb('GET card/wapi/getGameRecordCard', (env) => {
  it('answers 10001 without a session and 1009 for an unknown uid', async () => {
    expect(envelope(await env.get(`${CARD}?uid=${UID.alice}`)).retcode).toBe(10001);
    expect(envelope(await env.get(`${CARD}?uid=123456789`, { as: UID.alice })).retcode).toBe(1009);
  });

  it('gives the owner one card per game in order 2, 6, 1 with the chosen role', async () => {
    const body = envelope(await env.get(`${CARD}?uid=${UID.alice}`, { as: UID.alice }));
    expect(body.retcode).toBe(0);
    const list = cards(body).list;
    expect(list.map((c) => c.game_id)).toEqual([2, 6, 1]);
    const main = list[0];
    expect(main).toMatchObject({
      game_role_id: ROLE.aliceMain,
      is_public: true,
      region_name: 'Asia Server',
      game_name: 'Wanderlight',
      url: `${TEST_PUBLIC_URL}/#/ys?user_id=${UID.alice}`,
      logo: `${TEST_PUBLIC_URL}/art/game/2.svg`,
      background_image: `${TEST_PUBLIC_URL}/art/game-background/2.svg`,
    });
    expect(main?.game_head_icon.startsWith(TEST_PUBLIC_URL)).toBe(true);
    expect(list[1]?.url).toBe(`${TEST_PUBLIC_URL}/rpg/index.html#/hsr?user_id=${UID.alice}`);
  });

  it('orders data[] as Days Active, Characters, Achievements, Spiral Abyss with snapshot values', async () => {
    const main = cards(envelope(await env.get(`${CARD}?uid=${UID.alice}`, { as: UID.alice })))
      .list[0];
    expect(main?.data).toEqual([
      { name: 'Days Active', type: 1, value: '731' },
      { name: 'Characters', type: 1, value: '3' },
      { name: 'Achievements', type: 1, value: '912' },
      { name: 'Spiral Abyss', type: 1, value: '12-3' },
    ]);
    const rail = cards(envelope(await env.get(`${CARD}?uid=${UID.alice}`, { as: UID.alice })))
      .list[1];
    expect(rail?.data.map((d) => d.value)).toEqual(['-', '-', '-', '-']);
    expect(rail?.data_switches.map((s) => s.switch_id)).toEqual([1, 4]);
  });

  it('uses "-" values when a main-game role has no snapshot', async () => {
    const main = cards(envelope(await env.get(`${CARD}?uid=${UID.bob}`, { as: UID.bob }))).list[0];
    expect(main?.data.map((d) => d.value)).toEqual(['-', '-', '-', '-']);
  });

  it('localizes labels, switch names and region names (ja-jp differs from en-us)', async () => {
    const headers = { 'x-rpc-language': 'ja-jp' };
    const main = cards(
      envelope(await env.get(`${CARD}?uid=${UID.alice}`, { as: UID.alice, headers })),
    ).list[0];
    const ja = SERVER_TEXT['ja-jp'];
    expect(main?.data.map((d) => d.name)).toEqual([
      ja.card.ys.daysActive,
      ja.card.ys.characters,
      ja.card.ys.achievements,
      ja.card.ys.spiralAbyss,
    ]);
    expect(ja.card.ys.daysActive).not.toBe(SERVER_TEXT['en-us'].card.ys.daysActive);
    expect(main?.data_switches[0]?.switch_name).toBe(ja.switches.chronicle);
    expect(main?.region_name).toBe(ja.regions.asia);
  });

  it('shows a visitor only the public cards', async () => {
    const visitor = cards(
      envelope(await env.get(`${CARD}?uid=${UID.alice}`, { as: UID.bob })),
    ).list;
    expect(visitor.map((c) => c.game_id)).toEqual([2, 6, 1]);
  });

  it('gives a visitor an empty list when every chronicle is private, and the owner everything', async () => {
    const visitor = envelope(await env.get(`${CARD}?uid=${UID.carol}`, { as: UID.bob }));
    expect(visitor).toMatchObject({ retcode: 0, data: { list: [] } });
    const owner = cards(
      envelope(await env.get(`${CARD}?uid=${UID.carol}`, { as: UID.carol })),
    ).list;
    expect(owner.map((c) => c.game_id)).toEqual([2, 6]);
    expect(owner[0]?.is_public).toBe(false);
    expect(owner[0]?.data_switches.every((s) => !s.is_public)).toBe(true);
  });

  it('shows the numbers of the overview stored last, at once, whatever it read before', async () => {
    const values = async () =>
      cards(envelope(await env.get(`${CARD}?uid=${UID.alice}`, { as: UID.bob }))).list[0]?.data.map(
        (d) => d.value,
      );
    expect(await values()).toEqual(['731', '3', '912', '12-3']);
    const stored = await latestIndexSnapshot(env.db, ROLE.aliceMain);
    if (!stored) throw new Error('the fixtures give Alice an overview');
    const snapshot = (days: number, capturedAt: number) => ({
      game_id: 2,
      game_role_id: ROLE.aliceMain,
      kind: 'index',
      period: '',
      captured_at: capturedAt,
      payload: { ...stored, stats: { ...stored.stats, active_day_number: days } },
    });
    try {
      // A newer capture, then the same capture sent again with other numbers (a new revision).
      await putSnapshot(env.db, snapshot(800, Date.now()));
      expect((await values())?.[0]).toBe('800');
      await putSnapshot(env.db, snapshot(801, Date.now() + 1));
      expect((await values())?.[0]).toBe('801');
    } finally {
      await putSnapshot(env.db, snapshot(731, Date.now() + 2));
    }
    expect(await values()).toEqual(['731', '3', '912', '12-3']);
  });
});

describeEachDb('POST card/wapi/changeDataSwitch', (env) => {
  const card = async (uid: number, as: number) =>
    cards(envelope(await env.get(`${CARD}?uid=${uid}`, { as }))).list;

  it("changes the cookie owner's own switch only", async () => {
    const res = await env.post(SWITCH, {
      as: UID.bob,
      body: { switch_id: 1, is_public: false, game_id: 2 },
    });
    expect(envelope(res)).toEqual({ retcode: 0, message: 'OK', data: {} });
    expect(await card(UID.bob, UID.alice)).toEqual([]);
    expect((await card(UID.bob, UID.bob))[0]?.is_public).toBe(false);
    // Alice's switch was not touched by Bob's call.
    expect((await card(UID.alice, UID.bob)).length).toBe(3);

    await env.post(SWITCH, { as: UID.bob, body: { switch_id: 1, is_public: true, game_id: '2' } });
    expect((await card(UID.bob, UID.alice)).length).toBe(1);
  });

  it('accepts switch 3 for the third game', async () => {
    const res = await env.post(SWITCH, {
      as: UID.alice,
      body: { switch_id: 3, is_public: true, game_id: 6 },
    });
    expect(envelope(res).retcode).toBe(0);
  });

  it('answers -10001 to a switch the game does not have or an unknown game', async () => {
    for (const body of [
      { switch_id: 4, is_public: true, game_id: 2 },
      { switch_id: 3, is_public: true, game_id: 1 },
      { switch_id: 1, is_public: true, game_id: 9 },
      { switch_id: 1, is_public: 'yes', game_id: 2 },
    ]) {
      const res = await env.post(SWITCH, { as: UID.alice, body });
      expect(res.statusCode).toBe(200);
      expect(envelope(res).retcode).toBe(-10001);
    }
  });

  it('answers 10001 without a session', async () => {
    const res = await env.post(SWITCH, { body: { switch_id: 1, is_public: true, game_id: 2 } });
    expect(envelope(res).retcode).toBe(10001);
  });
});
