import Type, { type Static, type TSchema } from 'typebox';

/**
 * Where a family of endpoints is mounted. Real clients use several base URLs for the same handler
 * (docs/reference/hoyolab-api.md#hosts-and-path-prefixes), so each family lists every prefix; the
 * first is canonical (the web app and the OpenAPI document use it).
 */
export const MOUNTS = {
  genshin: [
    '/game_record/genshin/api',
    '/game_record/app/genshin/api',
    '/event/game_record/genshin/api',
    '/event/game_record/app/genshin/api',
  ],
  hkrpg: [
    '/game_record/hkrpg/api',
    '/game_record/app/hkrpg/api',
    '/event/game_record/hkrpg/api',
    '/event/game_record/app/hkrpg/api',
  ],
  honkai3rd: [
    '/game_record/honkai3rd/api',
    '/game_record/app/honkai3rd/api',
    '/event/game_record/honkai3rd/api',
    '/event/game_record/app/honkai3rd/api',
  ],
  card: ['/game_record/card/wapi', '/event/game_record/card/wapi', '/game_record/app/card/wapi'],
  community: ['/community'],
  account: ['/account/api'],
  binding: ['/binding/api', '/account/binding/api'],
  risk: ['/event/toolcomsrv/risk'],
  ingest: ['/ingest/v1'],
  upstream: ['/chronicle/api/upstream'],
  history: ['/chronicle/api/history'],
  accountData: ['/chronicle/api/account'],
} as const;

export type MountFamily = keyof typeof MOUNTS;

/**
 * Who may call an endpoint before its handler runs. Finer rules (owner, visitor, privacy switches)
 * are the policy module's job on the server.
 *  - `public`: anyone.
 *  - `session`: a valid community session (cookies `ltuid_v2`/`ltoken_v2` or `ltuid`/`ltoken`).
 *  - `service`: an operator service token (`Authorization: Bearer …`).
 */
export type EndpointAuth = 'public' | 'session' | 'service';

/**
 * What an operator service token may do (`chronicle token create --scope`): `import` records and
 * catalogs, manage `accounts` (passwords, erasure), run the `site` (announcements, feature
 * switches), read `insights`. A token made without scopes may do everything.
 */
export const SERVICE_SCOPES = ['import', 'accounts', 'site', 'insights'] as const;
export type ServiceScope = (typeof SERVICE_SCOPES)[number];

export interface EndpointDef<
  Q extends TSchema | undefined = TSchema | undefined,
  B extends TSchema | undefined = TSchema | undefined,
  P extends TSchema | undefined = TSchema | undefined,
  D extends TSchema = TSchema,
> {
  /** Stable id, also the React Query key root: `genshin.index`. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  family: MountFamily;
  /** Path after the mount prefix, without a leading slash (`index`, `user/wapi/getUserFullInfo`). */
  path: string;
  summary: string;
  /**
   * What the endpoint returns, who may call it and the retcodes it gives (Markdown, usually made
   * with `describeEndpoint`); the OpenAPI document at /docs shows it under the summary.
   */
  description?: string;
  auth: EndpointAuth;
  /** Retcode used when the session is missing (`10001` on records, `-100` on community calls). */
  loginRetcode?: number;
  /**
   * The call changes what is stored or who is signed in (login, privacy switches, deletion): the
   * server refuses it when a browser sends it from another site (see docs/SECURITY.md).
   */
  changesState?: true;
  /** The service-token scope a `service` endpoint needs. */
  scope?: ServiceScope;
  query: Q;
  body: B;
  params: P;
  /** Schema of `data` inside the `{retcode, message, data}` envelope. */
  data: D;
}

/** Declares an endpoint; all schemas are optional except `data`. */
export function defineEndpoint<
  D extends TSchema,
  Q extends TSchema | undefined = undefined,
  B extends TSchema | undefined = undefined,
  P extends TSchema | undefined = undefined,
>(def: {
  id: string;
  method: EndpointDef['method'];
  family: MountFamily;
  path: string;
  summary: string;
  description?: string;
  auth: EndpointAuth;
  loginRetcode?: number;
  changesState?: true;
  scope?: ServiceScope;
  query?: Q;
  body?: B;
  params?: P;
  data: D;
}): EndpointDef<Q, B, P, D> {
  return {
    ...def,
    query: def.query as Q,
    body: def.body as B,
    params: def.params as P,
  };
}

/** Full canonical path of an endpoint (first mount prefix). */
export function endpointPath(def: Pick<EndpointDef, 'family' | 'path'>): string {
  return `${MOUNTS[def.family][0]}/${def.path}`;
}

/**
 * The `{retcode, message, data}` envelope around a data schema
 * (docs/reference/hoyolab-api.md#response-envelope).
 */
export function Envelope<D extends TSchema>(data: D) {
  return Type.Object({
    retcode: Type.Integer(),
    message: Type.String(),
    data,
  });
}

export type QueryOf<E extends EndpointDef> = E['query'] extends TSchema
  ? Static<E['query']>
  : undefined;
export type BodyOf<E extends EndpointDef> = E['body'] extends TSchema
  ? Static<E['body']>
  : undefined;
export type ParamsOf<E extends EndpointDef> = E['params'] extends TSchema
  ? Static<E['params']>
  : undefined;
export type DataOf<E extends EndpointDef> = Static<E['data']>;

/**
 * Input of an endpoint call from the client's point of view (query for GET, body otherwise).
 * Decided by which schema the endpoint declares: `method` is typed as the whole union, so testing
 * `E['method'] extends 'GET'` was always false.
 */
export type InputOf<E extends EndpointDef> = E['query'] extends TSchema ? QueryOf<E> : BodyOf<E>;

export interface EnvelopeOf<T> {
  retcode: number;
  message: string;
  data: T;
}
