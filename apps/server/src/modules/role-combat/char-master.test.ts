import type { CharMasterData } from '@chronicle/contract';
import { expect, it } from 'vitest';
import { applyBundle } from '../ingest/ingest.service.js';
import { ROLE, UID } from '../../test/fixtures.js';
import { TEST_PUBLIC_URL, describeEachDb, envelope } from '../../test/harness.js';
import { CHAR_MASTER, roleCombatBundle, snap } from './role-combat.fixtures.js';

const list = (roleId: string, server = 'os_asia') =>
  `/game_record/genshin/api/char_master?role_id=${roleId}&server=${server}`;
const CANCEL = '/game_record/genshin/api/char_master/red_dot/cancel';

describeEachDb(
  'genshin/api/char_master and red_dot/cancel',
  (env) => {
    const get = async (path: string, as?: number, lang?: string) =>
      envelope<CharMasterData>(
        await env.get(path, {
          ...(as ? { as } : {}),
          ...(lang ? { headers: { 'x-rpc-language': lang } } : {}),
        }),
      );
    const cancel = async (body: unknown, as?: number) =>
      envelope(await env.post(CANCEL, { ...(as ? { as } : {}), body }));
    const dots = async () =>
      (await get(list(ROLE.aliceMain), UID.alice)).data.list.map((i) => i.has_red_dot);

    it('lists the echo masters with localized names, icons, status and red dots', async () => {
      const body = await get(list(ROLE.aliceMain), UID.alice);
      expect(body.retcode).toBe(0);
      expect(body.data.list[0]).toEqual({
        avatar_id: 10000002,
        name: 'Aria Windsong',
        icon: `${TEST_PUBLIC_URL}/art/character/10000002.svg`,
        status: 3,
        has_red_dot: false,
        level_id: 5,
      });
      expect(body.data.list.map((i) => i.status)).toEqual([3, 2, 2, 1]);
      const ja = await get(list(ROLE.aliceMain), UID.alice, 'ja-jp');
      expect(ja.data.list[0]?.name).toBe('アリア・ウィンドソング');
    });

    it('follows the chronicle switch for visitors and answers an empty list when none stored', async () => {
      expect((await get(list(ROLE.aliceMain))).retcode).toBe(10001);
      expect((await get(list(ROLE.aliceMain), UID.bob)).retcode).toBe(0);
      expect((await get(list(ROLE.carolMain), UID.bob)).retcode).toBe(10102);
      expect((await get(list(ROLE.aliceMain, 'os_usa'), UID.alice)).retcode).toBe(1009);
      const none = await get(list(ROLE.bobMain, 'os_euro'), UID.bob);
      expect(none).toMatchObject({ retcode: 0, data: { list: [] } });
    });

    it('lets only the owner dismiss a red dot: 10001 logged out, 10104 for a visitor', async () => {
      const body = { role_id: ROLE.aliceMain, server: 'os_asia', avatar_id: 10000021 };
      expect((await cancel(body)).retcode).toBe(10001);
      expect((await cancel(body, UID.bob)).retcode).toBe(10104);
      expect((await cancel({ ...body, server: 'os_usa' }, UID.alice)).retcode).toBe(1009);
      expect((await cancel({ ...body, avatar_id: 10000099 }, UID.alice)).retcode).toBe(-10001);
      expect(await dots()).toEqual([false, true, true, false]);
    });

    it('clears one red dot, keeps it cleared after an ingest, then clears all', async () => {
      const one = await cancel(
        { role_id: Number(ROLE.aliceMain), server: 'os_asia', avatar_id: 10000021 },
        UID.alice,
      );
      expect(one).toMatchObject({ retcode: 0, data: {} });
      expect(await dots()).toEqual([false, false, true, false]);
      // A new capture still carries the red dot: the owner's choice wins.
      await applyBundle(env.db, {
        snapshots: [snap(ROLE.aliceMain, 'char_master', '', 9_000, CHAR_MASTER)],
      });
      expect(await dots()).toEqual([false, false, true, false]);
      expect(
        (await cancel({ role_id: ROLE.aliceMain, server: 'os_asia' }, UID.alice)).retcode,
      ).toBe(0);
      expect(await dots()).toEqual([false, false, false, false]);
      // Carol's dots are her own.
      const carol = await get(list(ROLE.carolMain), UID.carol);
      expect(carol.data.list.map((i) => i.has_red_dot)).toEqual([false, true, true, false]);
    });
  },
  { bundle: roleCombatBundle() },
);
