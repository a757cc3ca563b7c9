import { COOKIES, endpoints, type IndexSnapshot } from '@chronicle/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VARIABLE_ELEMENT_IDS, generateDemoBundle } from '@chronicle/demo';
import { TestEnv } from '../../../../test/harness.js';
import { runGroup, type Envelope } from '../../group-runner.js';
import { storeParsedRecords } from '../../records-store.js';
import { wireRequest } from '../../upstream-request.js';
import type { UpstreamRequest } from '../parse-kit.js';
import { ROUNDTRIP_NOW } from '../roundtrip.test-support.js';
import { genshinIndexGroup } from './index.group.js';

/*
 * A sync never asks the legacy `character` or `avatarBasicInfo` endpoints, but they are presented
 * from the same snapshots and catalog: after a sync of the overview group into an empty server
 * they answer as the source does.
 */

const UID = 100000002;
const ROLE_ID = '612000202';

describe('genshin.index: the legacy character endpoints after a sync', () => {
  const source = new TestEnv('sqlite');
  const target = new TestEnv('sqlite');
  let owned: IndexSnapshot['avatars'] = [];
  let server = '';

  const cookiesOf = async (env: TestEnv) => {
    const c = await env.sessionCookies(UID);
    return { [COOKIES.uid]: c[COOKIES.uid] ?? '', [COOKIES.token]: c[COOKIES.token] ?? '' };
  };
  const send = async (env: TestEnv, request: UpstreamRequest): Promise<Envelope> => {
    const wire = wireRequest(request.endpoint, request.input, {
      lang: 'en-us',
      cookies: await cookiesOf(env),
      dsSalt: 'legacy-test-salt',
      now: ROUNDTRIP_NOW,
    });
    const response = await env.app.inject({
      method: wire.method,
      url: wire.path,
      headers: wire.headers,
      ...(wire.body === undefined ? {} : { payload: wire.body }),
    });
    return response.json<Envelope>();
  };

  beforeAll(async () => {
    await source.start({ bundle: generateDemoBundle(), clock: () => ROUNDTRIP_NOW });
    await target.start({ bundle: null, clock: () => ROUNDTRIP_NOW });
    const role = await source.db
      .selectFrom('game_roles')
      .selectAll()
      .where('game_id', '=', 2)
      .where('game_role_id', '=', ROLE_ID)
      .executeTakeFirstOrThrow();
    const account = await source.db
      .selectFrom('accounts')
      .selectAll()
      .where('uid', '=', UID)
      .executeTakeFirstOrThrow();
    await target.db.insertInto('accounts').values(account).execute();
    server = role.region;
    const upstreamRole = { gameId: 2 as const, roleId: ROLE_ID, server: role.region, level: 57 };
    const { answers } = await runGroup(
      genshinIndexGroup,
      upstreamRole,
      'en-us',
      (request) => send(source, request),
      () => ROUNDTRIP_NOW,
    );
    const parsed = genshinIndexGroup.parse(answers, { lang: 'en-us', previous: new Map() });
    await storeParsedRecords(
      target.db,
      { uid: UID, gameId: 2, roleId: ROLE_ID, region: role.region, nickname: 'x', level: 1 },
      [parsed],
      target.app.catalogService,
    );
    owned = parsed.snapshots.flatMap((s) =>
      s.kind === 'index' ? (s.payload as IndexSnapshot).avatars : [],
    );
  });
  afterAll(() => Promise.all([source.stop(), target.stop()]));

  const both = async (request: UpstreamRequest) =>
    Promise.all([send(source, request), send(target, request)]);

  it('presents the legacy character call as the source does', async () => {
    const role = { role_id: ROLE_ID, server };
    const [before, after] = await both({ endpoint: endpoints.genshin.character, input: role });
    expect(before.retcode).toBe(0);
    expect(after).toEqual(before);
  });

  it('presents avatarBasicInfo as the source does, but for elements that vary per role', async () => {
    const ids = owned.map((a) => a.id);
    const input = { character_ids: ids, role_id: ROLE_ID, server };
    const [before, after] = await both({ endpoint: endpoints.genshin.avatarBasicInfo, input });
    expect(before.retcode).toBe(0);
    const rows = (e: Envelope) =>
      (e.data as { avatars: { id: number; element: string }[] }).avatars;
    expect(rows(after)).toHaveLength(ids.length);
    const fixed = (e: Envelope) => rows(e).filter((a) => !VARIABLE_ELEMENT_IDS.includes(a.id));
    expect(fixed(after)).toEqual(fixed(before));
    // The traveller's catalog element is the one this role's overview shows.
    for (const row of rows(after).filter((a) => VARIABLE_ELEMENT_IDS.includes(a.id))) {
      expect(row.element).toBe(owned.find((a) => a.id === row.id)?.element);
    }
  });
});
