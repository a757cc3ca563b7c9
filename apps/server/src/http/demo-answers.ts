import { COOKIES, endpointPath, endpoints, type EndpointDef } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';

/*
 * The answers the demo server gives its main demo account (traveler), one call per listed endpoint:
 * the source of the OpenAPI examples (openapi-examples.main.ts) and of the check that every
 * character reference in them carries a name (character-names.test.ts).
 */

/** The demo account whose roles answer (traveler / traveler-demo). */
export const DEMO_UID = 100000001;

interface Role {
  role_id: string;
  server: string;
}

interface Call {
  def: EndpointDef;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

const { genshin, hkrpg, honkai3rd } = endpoints;

/** The calls, given the account's role in each game. */
function calls(roles: Record<'genshin' | 'hkrpg' | 'honkai3rd', Role>, characterIds: number[]) {
  const ys = roles.genshin;
  const sr = roles.hkrpg;
  const bh = roles.honkai3rd;
  const list: Call[] = [
    { def: endpoints.binding.getUserGameRolesByCookie },
    { def: endpoints.card.getGameRecordCard, query: { uid: String(DEMO_UID) } },
    { def: endpoints.community.langs },
    { def: genshin.index, query: { ...ys } },
    { def: genshin.roleBasicInfo, query: { ...ys } },
    { def: genshin.characterList, body: { ...ys } },
    { def: genshin.characterDetail, body: { ...ys, character_ids: characterIds.slice(0, 2) } },
    { def: genshin.spiralAbyss, query: { ...ys, schedule_type: '1' } },
    { def: genshin.dailyNote, query: { ...ys } },
    { def: genshin.roleCombat, query: { ...ys, need_detail: 'true' } },
    { def: genshin.hardChallenge, query: { ...ys, need_detail: 'true' } },
    { def: genshin.activities, query: { ...ys } },
    { def: hkrpg.index, query: { ...sr } },
    { def: hkrpg.note, query: { ...sr } },
    { def: hkrpg.challenge, query: { ...sr, schedule_type: '1', need_all: 'true' } },
    { def: hkrpg.challengeStory, query: { ...sr, schedule_type: '1', need_all: 'true' } },
    { def: hkrpg.challengeBoss, query: { ...sr, schedule_type: '1', need_all: 'true' } },
    { def: hkrpg.rogue, query: { ...sr, schedule_type: '3', need_detail: 'true' } },
    { def: honkai3rd.index, query: { ...bh } },
    { def: honkai3rd.newAbyssReport, query: { ...bh } },
    { def: honkai3rd.battleFieldReport, query: { ...bh } },
    { def: honkai3rd.godWar, query: { ...bh } },
    { def: honkai3rd.note, query: { ...bh } },
  ];
  return list;
}

export interface DemoAnswer {
  id: string;
  /** The whole `{retcode, message, data}` envelope. */
  envelope: { retcode: number; message: string; data: unknown };
}

type Inject = (
  def: EndpointDef,
  query?: Record<string, string>,
  body?: Record<string, unknown>,
) => Promise<DemoAnswer['envelope']>;

function injector(app: FastifyInstance, cookies: Record<string, string>, lang: string): Inject {
  return async (def, query, body) => {
    const response = await app.inject({
      method: def.method,
      url: endpointPath(def),
      cookies,
      headers: { 'x-rpc-language': lang },
      ...(query ? { query } : {}),
      ...(body ? { payload: body } : {}),
    });
    return response.json<DemoAnswer['envelope']>();
  };
}

/**
 * Every listed call as the demo account (whose session `token` is given) in `lang`. Throws when a
 * call does not answer retcode 0, so a broken call cannot become an example.
 */
export async function demoAnswers(
  app: FastifyInstance,
  token: string,
  lang = 'en-us',
): Promise<DemoAnswer[]> {
  const cookies = { [COOKIES.uid]: String(DEMO_UID), [COOKIES.token]: token };
  const inject = injector(app, cookies, lang);
  const bound = await inject(endpoints.binding.getUserGameRolesByCookie);
  const list = (bound.data as { list: { game_biz: string; game_uid: string; region: string }[] })
    .list;
  const roleOf = (biz: string): Role => {
    const role = list.find((r) => r.game_biz === biz);
    if (!role) throw new Error(`the demo account has no ${biz} role`);
    return { role_id: role.game_uid, server: role.region };
  };
  const roles = {
    genshin: roleOf('hk4e_global'),
    hkrpg: roleOf('hkrpg_global'),
    honkai3rd: roleOf('bh3_global'),
  };
  const roster = await inject(genshin.characterList, undefined, { ...roles.genshin });
  const ids = (roster.data as { list: { id: number }[] }).list.map((c) => c.id);
  const answers: DemoAnswer[] = [];
  for (const call of calls(roles, ids)) {
    const envelope = await inject(call.def, call.query, call.body);
    if (envelope.retcode !== 0) {
      throw new Error(`${call.def.id} answered ${envelope.retcode} ${envelope.message}`);
    }
    answers.push({ id: call.def.id, envelope });
  }
  return answers;
}
