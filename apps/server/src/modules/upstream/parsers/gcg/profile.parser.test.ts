import type { GcgSnapshot, Lang } from '@chronicle/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDemoSwitches,
  DEMO_ACCOUNTS,
  DEMO_ROLES,
  DEMO_CAPTURED_AT,
  buildGcgDemo,
} from '@chronicle/demo';
import { TestEnv } from '../../../../test/harness.js';
import { runGroup, type Envelope } from '../../group-runner.js';
import { wireRequest } from '../../upstream-request.js';
import type { ParsedRecords, UpstreamAnswer } from '../parse-kit.js';
import { ROUNDTRIP_NOW } from '../roundtrip.test-support.js';
import { gcgGroup } from './gcg.parser.js';

/*
 * The profile's merge and language behaviour, on the answers a Chronicle server with the demo data
 * gives for the traveler's main role (a rich collection, decks, replays and three seasons).
 */

const OWNER = 100000001;
const ROLE = { gameId: 2 as const, roleId: '812000101', server: 'os_asia', level: 60 };

const source = new TestEnv('sqlite');
const answersByLang = new Map<Lang, UpstreamAnswer[]>();

async function fetchAnswers(lang: Lang): Promise<UpstreamAnswer[]> {
  const cookies = await source.sessionCookies(OWNER);
  const { answers } = await runGroup(
    gcgGroup,
    ROLE,
    lang,
    async (request) => {
      const wire = wireRequest(request.endpoint, request.input, {
        lang,
        cookies,
        dsSalt: 'test',
        now: ROUNDTRIP_NOW,
      });
      const response = await source.app.inject({
        method: wire.method,
        url: wire.path,
        headers: wire.headers,
      });
      return response.json<Envelope>();
    },
    () => ROUNDTRIP_NOW,
  );
  return answers;
}

beforeAll(async () => {
  // Only the accounts, roles and Card Duel data of the demo: all the gcg presenters read.
  const gcg = buildGcgDemo(DEMO_CAPTURED_AT);
  const bundle = {
    accounts: DEMO_ACCOUNTS.map((a) => ({ ...a })),
    roles: DEMO_ROLES.map((r) => ({ ...r })),
    switches: buildDemoSwitches(),
    ...gcg,
  };
  await source.start({ bundle, clock: () => ROUNDTRIP_NOW });
  const row = await source.db
    .selectFrom('game_roles')
    .select('region')
    .where('game_id', '=', 2)
    .where('game_role_id', '=', ROLE.roleId)
    .executeTakeFirstOrThrow();
  ROLE.server = row.region;
  for (const lang of ['en-us', 'ja-jp'] as const) answersByLang.set(lang, await fetchAnswers(lang));
});
afterAll(() => source.stop());

const answers = (lang: Lang = 'en-us') => answersByLang.get(lang) ?? [];
const only = (endpointId: string, lang: Lang = 'en-us') =>
  answers(lang).filter((a) => a.endpoint.id === endpointId);
const profileOf = (parsed: ParsedRecords) =>
  parsed.snapshots.find((s) => s.kind === 'gcg')?.payload as GcgSnapshot | undefined;
const parse = (list: UpstreamAnswer[], previous?: GcgSnapshot, lang: Lang = 'en-us') =>
  gcgGroup.parse(list, { lang, previous: new Map(previous ? [['gcg', previous]] : []) });

describe('the Card Duel profile', () => {
  it('walks every card-list page of a collection larger than one page', () => {
    const pages = only('genshin.gcgCardList');
    expect(pages.map((p) => p.input.offset)).toEqual([0, 32]);
    const full = profileOf(parse(answers()));
    expect(full?.cards).toHaveLength(64);
  });

  it('keeps the stored card list and decks when an import carries only basicInfo', () => {
    const stored = profileOf(parse(answers()));
    expect(stored?.decks.length).toBeGreaterThan(0);
    const basic = only('genshin.gcgBasicInfo');
    const partial = profileOf(parse(basic, stored));
    expect(partial?.cards).toEqual(stored?.cards);
    expect(partial?.decks).toEqual(stored?.decks);
    expect(partial?.card_back_ids).toEqual(stored?.card_back_ids);
    expect(partial?.matches).toEqual(stored?.matches);
    expect(partial?.level).toBe(12);
  });

  it('gives no profile for an import of only basicInfo of a role that never played', () => {
    const [basic] = only('genshin.gcgBasicInfo');
    if (!basic) throw new Error('no basicInfo answer');
    const empty = {
      ...basic,
      data: {
        ...(basic.data as object),
        level: 0,
        avatar_card_num_total: 0,
        action_card_num_total: 0,
        covers: [],
        replays: [],
        hornor_character: null,
      },
    };
    expect(parse([empty]).snapshots).toEqual([]);
  });

  it('keeps the stored covers and replays when the answer hides them from a visitor', () => {
    const stored = profileOf(parse(answers()));
    const [basic] = only('genshin.gcgBasicInfo');
    if (!basic || !stored) throw new Error('no basicInfo answer');
    const hidden = {
      ...basic,
      data: {
        ...(basic.data as object),
        covers: [],
        replays: [],
        is_hide_covers: true,
        is_hide_replays: true,
      },
    };
    const parsed = parse([hidden], stored);
    expect(profileOf(parsed)?.covers).toEqual(stored.covers);
    expect(profileOf(parsed)?.matches).toEqual(stored.matches);
    expect(parsed.settings).toEqual([
      { key: 'gcg_privacy', value: { is_hide_covers: true, is_hide_replays: true } },
    ]);
  });

  it('returns the shown covers and the privacy flags as the owner settings', () => {
    const settings = parse(answers()).settings ?? [];
    const covers = settings.find((s) => s.key === 'gcg_covers')?.value;
    expect(covers).toEqual(profileOf(parse(answers()))?.covers);
    expect(covers).toHaveLength(3);
    expect(settings.find((s) => s.key === 'gcg_privacy')?.value).toEqual({
      is_hide_covers: false,
      is_hide_replays: false,
    });
  });

  it('makes the same snapshots in every language, and names the same catalog entries', () => {
    const english = parse(answers('en-us'));
    const japanese = parse(answers('ja-jp'), undefined, 'ja-jp');
    expect(japanese.snapshots).toEqual(english.snapshots);
    const ids = (parsed: ParsedRecords) => parsed.catalog.map((c) => `${c.kind}:${c.id}`).sort();
    expect(ids(japanese)).toEqual(ids(english));
    const tag = english.catalog.find((c) => c.kind === 'gcg_term' && c.name === 'Wind');
    const same = japanese.catalog.find((c) => c.kind === 'gcg_term' && c.id === tag?.id);
    expect(same?.name).toBe('風');
  });
});
