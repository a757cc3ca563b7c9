import { GUIDE_KEYS } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { UID } from '../../test/fixtures.js';
import { describeEachDb, envelope } from '../../test/harness.js';

const STATUS = '/game_record/card/wapi/beginner_guide/status';
const UPDATE = '/game_record/card/wapi/beginner_guide/update';

type Status = { list: { key: string; is_seen: boolean }[] };

describeEachDb('card/wapi/beginner_guide', (env) => {
  const status = async (as: number, body: object = {}) =>
    envelope<Status>(await env.post(STATUS, { as, body }));

  it('lists every known guide as unseen for a new account', async () => {
    const body = await status(UID.bob);
    expect(body.retcode).toBe(0);
    expect(body.data.list).toEqual(GUIDE_KEYS.map((key) => ({ key, is_seen: false })));
  });

  it('remembers a seen guide per account, on every mount, and keeps it seen', async () => {
    const update = envelope(await env.post(UPDATE, { as: UID.dave, body: { key: 'settings' } }));
    expect(update).toMatchObject({ retcode: 0, data: { key: 'settings', is_seen: true } });
    // Seeing it twice is fine.
    expect(
      envelope(await env.post(UPDATE, { as: UID.dave, body: { key: 'settings' } })).retcode,
    ).toBe(0);

    const mine = await status(UID.dave, { guide_keys: ['settings', 'share'] });
    expect(mine.data.list).toEqual([
      { key: 'settings', is_seen: true },
      { key: 'share', is_seen: false },
    ]);
    const other = envelope<Status>(
      await env.post('/event/game_record/card/wapi/beginner_guide/status', {
        as: UID.carol,
        body: { guide_keys: ['settings'] },
      }),
    );
    expect(other.data.list).toEqual([{ key: 'settings', is_seen: false }]);
  });

  it('answers -10001 to an unknown or malformed key and 10001 without a session', async () => {
    expect(envelope(await env.post(UPDATE, { as: UID.alice, body: { key: 'nope' } })).retcode).toBe(
      -10001,
    );
    expect(envelope(await env.post(UPDATE, { as: UID.alice, body: { key: '' } })).retcode).toBe(
      -10001,
    );
    expect((await status(UID.alice, { guide_keys: ['settings', 'nope'] })).retcode).toBe(-10001);
    expect(envelope(await env.post(UPDATE, { as: UID.alice, body: {} })).retcode).toBe(-10001);
    expect(envelope(await env.post(STATUS, { body: {} })).retcode).toBe(10001);
    expect(envelope(await env.post(UPDATE, { body: { key: 'settings' } })).retcode).toBe(10001);
  });
});
