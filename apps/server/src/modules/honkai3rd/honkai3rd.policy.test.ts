import {
  Honkai3rdBattleFieldData,
  Honkai3rdCharactersData,
  Honkai3rdGodWarData,
  Honkai3rdIndexData,
  Honkai3rdNewAbyssData,
  Honkai3rdNoteData,
  Honkai3rdOldAbyssData,
  MOUNTS,
  RETCODE,
} from '@chronicle/contract';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import { describeEachDb, envelope } from '../../test/harness.js';
import { upsertSwitch } from '../policy/policy.repository.js';
import {
  CAPTAIN,
  LUMINE,
  MINOR,
  PRIVATE,
  TRAVELER,
  bh3Bundle,
  bh3Url,
} from './honkai3rd.test-support.js';

/*
 * Who may read Starfall Vanguard's records, and what every answer looks like
 * (docs/reference/other-games.md#second-game-records, docs/reference/other-games.md#retcodes).
 */

const RECORDS = ['index', 'newAbyssReport', 'battleFieldReport', 'godWar'] as const;
const SCHEMAS = {
  index: Honkai3rdIndexData,
  characters: Honkai3rdCharactersData,
  newAbyssReport: Honkai3rdNewAbyssData,
  latestOldAbyssReport: Honkai3rdOldAbyssData,
  battleFieldReport: Honkai3rdBattleFieldData,
  godWar: Honkai3rdGodWarData,
  note: Honkai3rdNoteData,
} as const;
type Path = keyof typeof SCHEMAS;
const PATHS = Object.keys(SCHEMAS) as Path[];

/** Owners and the abyss report that applies to each captain's level. */
const OWNERS = [
  { uid: TRAVELER, captain: CAPTAIN.traveler, abyss: 'newAbyssReport' },
  { uid: LUMINE, captain: CAPTAIN.lumine, abyss: 'newAbyssReport' },
  { uid: PRIVATE, captain: CAPTAIN.shade, abyss: 'latestOldAbyssReport' },
  { uid: MINOR, captain: CAPTAIN.pip, abyss: 'latestOldAbyssReport' },
] as const;

describeEachDb(
  'Starfall Vanguard records: policy, retcodes and shapes',
  (env) => {
    const get = async (path: string, captain: { role_id: string; server: string }, as?: number) =>
      envelope(await env.get(bh3Url(path, captain), as === undefined ? {} : { as }));

    it('answers every owner with payloads valid for the schemas, and -1 for the other abyss', async () => {
      for (const { uid, captain, abyss } of OWNERS) {
        for (const path of PATHS) {
          const body = await get(path, captain, uid);
          const other = path.endsWith('AbyssReport') && path !== abyss;
          expect(body.retcode, `${captain.role_id} ${path}`).toBe(other ? RETCODE.INTERNAL : 0);
          if (other) {
            expect(body.data).toBeNull();
            expect(body.message).toMatch(
              abyss === 'newAbyssReport' ? /newAbyssReport/ : /latestOldAbyssReport/,
            );
            continue;
          }
          expect([...Value.Errors(SCHEMAS[path], body.data)], `${captain.role_id} ${path}`).toEqual(
            [],
          );
        }
      }
    });

    it('sends exactly one abyss key in the index, never null (genshin.py unpacks the present one)', async () => {
      for (const { uid, captain, abyss } of OWNERS) {
        const { data } = await get('index', captain, uid);
        const stats = (data as { stats: Record<string, unknown> }).stats;
        const [present, absent] =
          abyss === 'newAbyssReport' ? ['new_abyss', 'old_abyss'] : ['old_abyss', 'new_abyss'];
        expect(stats[present], captain.role_id).toBeTypeOf('object');
        expect(stats[present]).not.toBeNull();
        expect(Object.keys(stats)).not.toContain(absent);
      }
    });

    it('answers 10001 without a session and 1009 for another server or an unknown role', async () => {
      for (const path of PATHS) {
        expect((await get(path, CAPTAIN.traveler)).retcode).toBe(RETCODE.LOGIN_REQUIRED);
        const wrongServer = { ...CAPTAIN.traveler, server: 'eur01' };
        expect((await get(path, wrongServer, TRAVELER)).retcode).toBe(RETCODE.ROLE_NOT_FOUND);
        const unknown = { role_id: '150009999', server: 'usa01' };
        expect((await get(path, unknown, TRAVELER)).retcode).toBe(RETCODE.ROLE_NOT_FOUND);
      }
    });

    it('lets a visitor read a public chronicle but never the notes (10104)', async () => {
      for (const path of [...RECORDS, 'characters']) {
        expect((await get(path, CAPTAIN.traveler, LUMINE)).retcode, path).toBe(0);
      }
      expect((await get('latestOldAbyssReport', CAPTAIN.traveler, LUMINE)).retcode).toBe(
        RETCODE.INTERNAL,
      );
      expect((await get('note', CAPTAIN.traveler, LUMINE)).retcode).toBe(RETCODE.NOTES_OWNER_ONLY);
    });

    it('runs the policy before the level check: a private chronicle answers 10102 for both abysses', async () => {
      for (const path of ['newAbyssReport', 'latestOldAbyssReport', ...RECORDS, 'characters']) {
        expect((await get(path, CAPTAIN.shade, TRAVELER)).retcode, path).toBe(RETCODE.NOT_PUBLIC);
      }
      // An under-13 account's captain stays hidden whatever its switches say.
      expect((await get('index', CAPTAIN.pip, TRAVELER)).retcode).toBe(RETCODE.NOT_PUBLIC);
    });

    it('hides the characters alone with switch 2 off, and everything with switch 1 off', async () => {
      await upsertSwitch(env.db, TRAVELER, 1, 2, false);
      expect((await get('characters', CAPTAIN.traveler, LUMINE)).retcode).toBe(RETCODE.NOT_PUBLIC);
      expect((await get('index', CAPTAIN.traveler, LUMINE)).retcode).toBe(0);
      expect((await get('characters', CAPTAIN.traveler, TRAVELER)).retcode).toBe(0);
      await upsertSwitch(env.db, TRAVELER, 1, 1, false);
      for (const path of [...RECORDS, 'characters']) {
        expect((await get(path, CAPTAIN.traveler, LUMINE)).retcode, path).toBe(RETCODE.NOT_PUBLIC);
        expect((await get(path, CAPTAIN.traveler, TRAVELER)).retcode, path).toBe(0);
      }
      await upsertSwitch(env.db, TRAVELER, 1, 1, true);
      await upsertSwitch(env.db, TRAVELER, 1, 2, true);
      expect((await get('characters', CAPTAIN.traveler, LUMINE)).retcode).toBe(0);
    });

    it('keeps the notes open to the owner: this game has no notes switch to turn back on', async () => {
      // A switch 3 row (an operator's import may hold one) cannot lock the owner out of their notes.
      await upsertSwitch(env.db, LUMINE, 1, 3, false);
      expect((await get('note', CAPTAIN.lumine, LUMINE)).retcode).toBe(0);
      expect((await get('note', CAPTAIN.lumine, TRAVELER)).retcode).toBe(RETCODE.NOTES_OWNER_ONLY);
      await upsertSwitch(env.db, LUMINE, 1, 3, true);
    });

    it('answers the same under every mount spelling', async () => {
      expect(MOUNTS.honkai3rd.length).toBe(4);
      for (const mount of MOUNTS.honkai3rd) {
        for (const path of PATHS) {
          const body = envelope(
            await env.get(bh3Url(path, CAPTAIN.traveler, mount), { as: TRAVELER }),
          );
          expect(body.retcode, `${mount}/${path}`).toBe(path === 'latestOldAbyssReport' ? -1 : 0);
        }
      }
    });
  },
  { bundle: bh3Bundle() },
);
