import { COOKIES, GAMES, endpoints, type EndpointDef, type Lang } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { rolesOfAccount } from '../binding/binding.repository.js';
import type { AccountService } from '../account/account.service.js';
import { periodsOf } from '../records/records.repository.js';
import { runGroup, type Envelope } from '../upstream/group-runner.js';
import { UPSTREAM_GROUPS } from '../upstream/parsers/registry.js';
import { wireRequest } from '../upstream/upstream-request.js';
import { ZipWriter } from './zip-stream.js';

/*
 * "Download my data" in HoYoLAB's shapes (issue 18, `--format hoyolab`): the answers of every
 * record endpoint for every role of the account, as this server gives them, with every stored
 * period of the endgame modes (the two `schedule_type` reaches, then the older ones by `period`).
 * Each role's answers are one file of `{endpoint, query, lang, captured_at, response}` objects,
 * the shape `chronicle import-raw` and the settings page's import take, so they move to another
 * Chronicle server or feed any tool that reads HoYoLAB answers. A README in the archive says what
 * each file is. The answers are produced by this server's own handlers, as the owner.
 */

/** The endgame endpoints a stored period is asked of by `period`, with the kind it reads. */
const PERIODIC: readonly {
  endpoint: EndpointDef;
  kind: string;
  game: number;
  extra: Record<string, string>;
}[] = [
  { endpoint: endpoints.genshin.spiralAbyss, kind: 'spiral_abyss', game: 2, extra: {} },
  {
    endpoint: endpoints.genshin.hardChallenge,
    kind: 'hard_challenge',
    game: 2,
    extra: { need_detail: 'true' },
  },
  {
    endpoint: endpoints.hkrpg.challenge,
    kind: 'hsr_challenge',
    game: 6,
    extra: { need_all: 'true' },
  },
  {
    endpoint: endpoints.hkrpg.challengeStory,
    kind: 'hsr_challenge_story',
    game: 6,
    extra: { need_all: 'true' },
  },
  {
    endpoint: endpoints.hkrpg.challengeBoss,
    kind: 'hsr_challenge_boss',
    game: 6,
    extra: { need_all: 'true' },
  },
];

export interface HoyolabExportDeps {
  app: FastifyInstance;
  db: Kysely<Database>;
  accounts: AccountService;
  now: () => number;
}

interface SavedAnswer {
  endpoint: string;
  query: Record<string, unknown>;
  lang: Lang;
  captured_at: number;
  response: Envelope;
}

const README = (account: string, lang: Lang, files: readonly string[], at: string) =>
  `Chronicle export of ${account}, ${at}, in HoYoLAB's answer shapes (language ${lang}).

Each answers/<game>-<role id>.json file holds every record answer of one game role, as a JSON
array of objects:

  endpoint     the path the answer came from, e.g. /game_record/genshin/api/spiralAbyss
  query        the request's parameters (role_id, server, schedule_type or period, ...)
  lang         the language of the names in it
  captured_at  when it was exported (Unix ms)
  response     the answer exactly as the API gives it: {"retcode": 0, "message": "OK", "data": ...}

The endgame modes appear once per stored season: schedule_type 1 and 2 (current and previous), then
the older ones with a "period" parameter (Chronicle's extension naming a season by its schedule id).

To bring them into another Chronicle server: Settings > Linked accounts > Import a file (one file at
a time), or \`chronicle import-raw answers --account <account>\` on the server's machine.

Files:
${files.map((f) => `  ${f}`).join('\n')}
`;

/** The archive's bytes, a file at a time; undefined when no such account exists. */
export async function hoyolabExport(
  deps: HoyolabExportDeps,
  uid: number,
  lang: Lang,
): Promise<AsyncGenerator<Buffer> | undefined> {
  const { app, db } = deps;
  const account = await db
    .selectFrom('accounts')
    .select('account')
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!account) return undefined;
  const roles = await rolesOfAccount(db, uid);

  return (async function* () {
    const token = await deps.accounts.startSession(uid);
    const cookies = { [COOKIES.uid]: String(uid), [COOKIES.token]: token };
    const zip = new ZipWriter(new Date(deps.now()));
    const files: string[] = [];
    try {
      const ask = async (endpoint: EndpointDef, input: Record<string, unknown>) => {
        const wire = wireRequest(endpoint, input, { lang, cookies, dsSalt: '', now: deps.now() });
        const res = await app.inject({
          method: wire.method,
          url: wire.path,
          headers: wire.headers,
          ...(wire.body ? { payload: wire.body } : {}),
        });
        const response = res.json<Envelope>();
        return response;
      };
      for (const role of roles) {
        const answers: SavedAnswer[] = [];
        const save = (
          endpoint: EndpointDef,
          input: Record<string, unknown>,
          response: Envelope,
        ) => {
          if (response.retcode !== 0) return;
          const path = wireRequest(endpoint, input, { lang, cookies, dsSalt: '', now: 0 }).path;
          answers.push({
            endpoint: path.split('?')[0] ?? path,
            query: input,
            lang,
            captured_at: deps.now(),
            response,
          });
        };
        const target = {
          gameId: role.game_id as 1 | 2 | 6,
          roleId: role.game_role_id,
          server: role.region,
          level: role.level,
        };
        for (const group of UPSTREAM_GROUPS.filter((g) => g.game === role.game_id)) {
          await runGroup(
            group,
            target,
            lang,
            async (request) => {
              const response = await ask(request.endpoint, request.input);
              save(request.endpoint, request.input, response);
              return response;
            },
            deps.now,
          );
        }
        for (const periodic of PERIODIC.filter((p) => p.game === role.game_id)) {
          const stored = await periodsOf(db, role.game_id, role.game_role_id, periodic.kind);
          for (const { period } of stored.slice(2)) {
            const input = {
              role_id: role.game_role_id,
              server: role.region,
              ...periodic.extra,
              period,
            };
            save(periodic.endpoint, input, await ask(periodic.endpoint, input));
          }
        }
        const game = GAMES.find((g) => g.id === role.game_id)?.key ?? String(role.game_id);
        const name = `answers/${game}-${role.game_role_id}.json`;
        files.push(name);
        yield zip.file(name, `${JSON.stringify(answers, null, 1)}\n`);
      }
      yield zip.file(
        'README.txt',
        README(account.account, lang, files, new Date(deps.now()).toISOString()),
      );
      yield zip.end();
    } finally {
      await deps.accounts.endSession(deps.accounts.hashToken(token));
    }
  })();
}
