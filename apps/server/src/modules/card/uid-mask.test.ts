import { SHARE_UID_SWITCH } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { ROLE, UID } from '../../test/fixtures.js';
import { describeEachDb, envelope } from '../../test/harness.js';

// docs/reference/privacy.md#uid-on-share-images
const CARD = '/game_record/card/wapi/getGameRecordCard';
const SWITCH = '/game_record/card/wapi/changeDataSwitch';

interface Card {
  game_id: number;
  game_role_id: string;
  uid_masked?: boolean;
  data_switches: { switch_id: number }[];
}

describeEachDb('the UID on share images (switch 90)', (env) => {
  /** Each card's game and `uid_masked` as `uid` sees them. */
  const masks = async (uid: number, as: number) => {
    const body = envelope<{ list: Card[] }>(await env.get(`${CARD}?uid=${uid}`, { as }));
    return body.data.list.map((c) => [c.game_id, c.uid_masked]);
  };
  const hide = (as: number, gameId: number | string, hidden: boolean) =>
    env.post(SWITCH, {
      as,
      body: { switch_id: SHARE_UID_SWITCH, is_public: !hidden, game_id: gameId },
    });

  it('is off by default, for the owner and a visitor, and never listed among the switches', async () => {
    const unmasked = [
      [2, false],
      [6, false],
      [1, false],
    ];
    expect(await masks(UID.alice, UID.alice)).toEqual(unmasked);
    expect(await masks(UID.alice, UID.bob)).toEqual(unmasked);
    const body = envelope<{ list: Card[] }>(
      await env.get(`${CARD}?uid=${UID.alice}`, { as: UID.alice }),
    );
    const ids = body.data.list.flatMap((c) => c.data_switches.map((s) => s.switch_id));
    expect(ids).not.toContain(SHARE_UID_SWITCH);
  });

  it('is set by the owner for one game, and a visitor sees the card say so', async () => {
    expect(envelope(await hide(UID.alice, 2, true))).toEqual({
      retcode: 0,
      message: 'OK',
      data: {},
    });
    expect(await masks(UID.alice, UID.alice)).toEqual([
      [2, true],
      [6, false],
      [1, false],
    ]);
    expect(await masks(UID.alice, UID.bob)).toEqual([
      [2, true],
      [6, false],
      [1, false],
    ]);
    // The role id stays: it is the parameter every records request of the visitor's page needs.
    const body = envelope<{ list: Card[] }>(
      await env.get(`${CARD}?uid=${UID.alice}`, { as: UID.bob }),
    );
    expect(body.data.list[0]?.game_role_id).toBe(ROLE.aliceMain);
  });

  it("cannot be changed by another account: a call changes the caller's own switch", async () => {
    expect(envelope(await hide(UID.bob, 2, false)).retcode).toBe(0);
    expect(envelope(await hide(UID.bob, '6', true)).retcode).toBe(0);
    expect((await masks(UID.alice, UID.bob))[0]).toEqual([2, true]);
    expect((await masks(UID.alice, UID.alice))[1]).toEqual([6, false]);
    // The owner turns it back off.
    await hide(UID.alice, 2, false);
    expect((await masks(UID.alice, UID.bob))[0]).toEqual([2, false]);
  });

  it('answers -10001 for an unknown game and 10001 without a session', async () => {
    expect(envelope(await hide(UID.alice, 9, true)).retcode).toBe(-10001);
    const res = await env.post(SWITCH, {
      body: { switch_id: SHARE_UID_SWITCH, is_public: false, game_id: 2 },
    });
    expect(envelope(res).retcode).toBe(10001);
  });
});
