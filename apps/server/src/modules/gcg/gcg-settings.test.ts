import type {
  GcgBasicInfoData,
  GcgMatchListData,
  GcgPrivacySettingsData,
  GcgSetCoverData,
} from '@chronicle/contract';
import { expect, it } from 'vitest';
import { ROLE, UID } from '../../test/fixtures.js';
import { describeEachDb, envelope } from '../../test/harness.js';
import { applyBundle } from '../ingest/ingest.service.js';
import { ALICE_GCG, NOT_GAINED, gcgBundle } from './gcg.fixtures.js';

const API = '/game_record/genshin/api/gcg';
const ALICE = { role_id: ROLE.aliceMain, server: 'os_asia' };
const basicInfo = `${API}/basicInfo?role_id=${ROLE.aliceMain}&server=os_asia`;
const matchList = `${API}/matchList?role_id=${ROLE.aliceMain}&server=os_asia`;

describeEachDb(
  'Card Duel owner settings (gcg/setCover, gcg/setPrivacySettings)',
  (env) => {
    const post = async <T>(path: string, body: unknown, as?: number) => {
      const response = await env.post(`${API}/${path}`, { body, ...(as ? { as } : {}) });
      expect(response.statusCode).toBeLessThan(500);
      return envelope<T>(response);
    };
    const get = async <T>(url: string, as: number) => envelope<T>(await env.get(url, { as }));

    it('refuses anyone but the owner: 10001 logged out, 10104 a visitor, 1009 another server', async () => {
      const cover = { ...ALICE, category: 'GCGCardCategoryActionCard', card_id: 3102 };
      const privacy = { ...ALICE, is_hide_covers: true };
      for (const [path, body] of [
        ['setCover', cover],
        ['setPrivacySettings', privacy],
      ] as const) {
        expect((await post(path, body)).retcode).toBe(10001);
        expect((await post(path, body, UID.bob)).retcode).toBe(10104);
        expect((await post(path, { ...body, server: 'os_usa' }, UID.alice)).retcode).toBe(1009);
      }
      // Nothing changed.
      const { data } = await get<GcgBasicInfoData>(basicInfo, UID.bob);
      expect(data.is_hide_covers).toBe(false);
      expect(data.covers.map((c) => c.id)).toEqual([1101, 9001]);
    });

    it('answers -10001 to a card the owner does not have or that does not fit the slot', async () => {
      const cover = (category: string, card_id: number) => ({ ...ALICE, category, card_id });
      for (const body of [
        cover('GCGCardCategoryActionCard', NOT_GAINED.action),
        cover('GCGCardCategoryAvatarCard', NOT_GAINED.character),
        cover('GCGCardCategoryActionCard', 1102),
        cover('GCGCardCategoryAvatarCard', 3102),
        cover('CGCCardCategoryCardBack', 9003),
        cover('GCGCardCategoryAvatarCard', 987654),
        cover('SomethingElse', 1102),
        { ...ALICE, category: 'GCGCardCategoryAvatarCard' },
      ]) {
        expect((await post('setCover', body, UID.alice)).retcode).toBe(-10001);
      }
      expect(
        (await post('setPrivacySettings', { ...ALICE, is_hide_covers: 'yes' }, UID.alice)).retcode,
      ).toBe(-10001);
    });

    it('lets the owner set a cover slot, kept apart from the game data and shown to everyone', async () => {
      const set = await post<GcgSetCoverData>(
        'setCover',
        { ...ALICE, category: 'GCGCardCategoryActionCard', card_id: 3102 },
        UID.alice,
      );
      expect(set.retcode).toBe(0);
      expect(set.data.covers.map((c) => [c.category, c.id])).toEqual([
        ['GCGCardCategoryAvatarCard', 1101],
        ['GCGCardCategoryActionCard', 3102],
        ['CGCCardCategoryCardBack', 9001],
      ]);
      // A numeric role id (hoyoapi) works too; replacing a slot keeps the others.
      const again = await post<GcgSetCoverData>(
        'setCover',
        {
          ...ALICE,
          role_id: Number(ROLE.aliceMain),
          category: 'GCGCardCategoryAvatarCard',
          card_id: 1102,
        },
        UID.alice,
      );
      expect(again.data.covers.map((c) => c.id)).toEqual([1102, 3102, 9001]);
      const visitor = await get<GcgBasicInfoData>(basicInfo, UID.bob);
      expect(visitor.data.covers.map((c) => c.id)).toEqual([1102, 3102, 9001]);
      expect(visitor.data.covers[1]?.action_cost).toEqual([
        { cost_type: 'CostTypeSame', cost_value: 3 },
      ]);
    });

    it('keeps the owner’s covers when the game’s profile is ingested again', async () => {
      await applyBundle(env.db, {
        snapshots: [
          {
            game_id: 2,
            game_role_id: ROLE.aliceMain,
            kind: 'gcg',
            captured_at: '2026-01-06T00:00:00.000Z',
            payload: {
              ...ALICE_GCG,
              level: 10,
              covers: [{ id: 1104, category: 'GCGCardCategoryAvatarCard' }],
            },
          },
        ],
      });
      const { data } = await get<GcgBasicInfoData>(basicInfo, UID.alice);
      expect(data.level).toBe(10);
      expect(data.covers.map((c) => c.id)).toEqual([1102, 3102, 9001]);
    });

    it('hides covers and replays from visitors only; the owner still sees them, flagged', async () => {
      const hide = await post<GcgPrivacySettingsData>(
        'setPrivacySettings',
        { ...ALICE, is_hide_covers: true, is_hide_replays: true },
        UID.alice,
      );
      expect(hide.data).toEqual({ is_hide_covers: true, is_hide_replays: true });
      const owner = await get<GcgBasicInfoData>(basicInfo, UID.alice);
      expect(owner.data).toMatchObject({ is_hide_covers: true, is_hide_replays: true });
      expect(owner.data.covers).toHaveLength(3);
      expect(owner.data.replays).toHaveLength(3);
      const visitor = await get<GcgBasicInfoData>(basicInfo, UID.bob);
      expect(visitor.data).toMatchObject({
        is_hide_covers: true,
        is_hide_replays: true,
        covers: [],
        replays: [],
        level: 10,
      });
      const visitorMatches = await get<GcgMatchListData>(matchList, UID.bob);
      expect(visitorMatches.data).toEqual({
        recent_matches: [],
        favourite_matches: [],
        is_hide_replays: true,
      });
      const ownerMatches = await get<GcgMatchListData>(matchList, UID.alice);
      expect(ownerMatches.data.recent_matches).toHaveLength(3);
    });

    it('changes only the flags sent', async () => {
      const shown = await post<GcgPrivacySettingsData>(
        'setPrivacySettings',
        { ...ALICE, is_hide_covers: false },
        UID.alice,
      );
      expect(shown.data).toEqual({ is_hide_covers: false, is_hide_replays: true });
      const visitor = await get<GcgBasicInfoData>(basicInfo, UID.bob);
      expect(visitor.data.covers).toHaveLength(3);
      expect(visitor.data.replays).toEqual([]);
    });
  },
  { bundle: gcgBundle() },
);
