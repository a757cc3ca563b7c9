import Type, { type Static } from 'typebox';

/*
 * Chronicle's own API for bringing a player's real records in (issue 17): linked accounts on a
 * HoYoLAB-compatible upstream, their sync state, and the import of saved answers. Real HoYoLAB
 * clients never call these; the web's settings page does.
 */

/** Where a link stands after its last sync (or before its first). */
export const UPSTREAM_LINK_STATUSES = [
  /** Linked, first sync not run yet. */
  'pending',
  /** Every part synced. */
  'ok',
  /** Synced, but some parts failed and kept their older data (see `last_error`). */
  'partial',
  /** The upstream no longer accepts the cookies (-100, 10001): link again with fresh ones. */
  'login_expired',
  /** The upstream asks for a captcha (10035, 10041, 1034, 5003): pass it there, then sync again. */
  'verification_needed',
  /** Nothing could be synced (unreachable upstream, every part failed). */
  'error',
] as const;
export type UpstreamLinkStatus = (typeof UPSTREAM_LINK_STATUSES)[number];

/** Why a sync (or a part of it) failed, in words the page translates. */
export const SYNC_ERROR_REASONS = [
  'login_expired',
  'verification_needed',
  /** The upstream answered a retcode other than 0 (see `retcode` and `message`). */
  'upstream_error',
  /** The upstream could not be reached, timed out or answered HTTP 5xx after the retries. */
  'unreachable',
  /** An answer lacked a field Chronicle needs (see `endpoint` and `path`). */
  'bad_answer',
  /** A role of the upstream account belongs to another local account. */
  'role_owned',
  /** The sync stopped before it finished (the server restarted). */
  'interrupted',
] as const;
export type SyncErrorReason = (typeof SYNC_ERROR_REASONS)[number];

const Nullable = <T extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.String>>(
  schema: T,
) => Type.Union([schema, Type.Null()]);

export const SyncError = Type.Object({
  reason: Type.Enum(SYNC_ERROR_REASONS),
  /** The upstream's retcode, when it answered one. */
  retcode: Nullable(Type.Integer()),
  /** The upstream's own message (its language, not translated), or a short technical detail. */
  message: Type.String(),
  /** The path of the endpoint that failed (`genshin/api/spiralAbyss`), '' for the whole sync. */
  endpoint: Type.String(),
  /** The JSON path of a missing or malformed field (`bad_answer`), else ''. */
  path: Type.String(),
  /** Unix seconds. */
  at: Type.Integer(),
});
export type SyncError = Static<typeof SyncError>;

/** What a running sync is doing: reading the record card or the records, mirroring images, storing. */
export const SYNC_PHASES = ['card', 'records', 'images', 'saving'] as const;
export type SyncPhase = (typeof SYNC_PHASES)[number];

export const SyncProgress = Type.Object({
  /** Requests made so far and the requests planned (the total grows as answers reveal more). */
  done: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  phase: Type.Enum(SYNC_PHASES),
});
export type SyncProgress = Static<typeof SyncProgress>;

/** What the last finished sync did. */
export const SyncRunSummary = Type.Object({
  requests: Type.Integer(),
  snapshots: Type.Integer(),
  images: Type.Integer(),
  /** Parts the upstream keeps private (10102) or does not offer; not errors. */
  skipped: Type.Integer(),
  errors: Type.Integer(),
  duration_ms: Type.Integer(),
});
export type SyncRunSummary = Static<typeof SyncRunSummary>;

export const LinkedRole = Type.Object({
  game_id: Type.Integer(),
  game_role_id: Type.String(),
  nickname: Type.String(),
  level: Type.Integer(),
  region: Type.String(),
});

export const UpstreamLink = Type.Object({
  id: Type.Integer(),
  /** The configured upstream's name (`UPSTREAM_HOSTS`). */
  upstream: Type.String(),
  /** Its origin, for display. */
  upstream_origin: Type.String(),
  /** The upstream account id (`ltuid_v2`), so two links can be told apart. Never the token. */
  upstream_uid: Type.String(),
  status: Type.Enum(UPSTREAM_LINK_STATUSES),
  /** A worker is syncing it right now, or will within seconds (asked for, or due). */
  syncing: Type.Boolean(),
  progress: Type.Union([SyncProgress, Type.Null()]),
  /** Languages its names and texts are fetched in (the first one also fills the records). */
  langs: Type.Array(Type.String()),
  /** Unix seconds; null before the first sync. */
  last_sync_at: Nullable(Type.Integer()),
  last_success_at: Nullable(Type.Integer()),
  next_sync_at: Nullable(Type.Integer()),
  last_error: Type.Union([SyncError, Type.Null()]),
  last_run: Type.Union([SyncRunSummary, Type.Null()]),
  roles: Type.Array(LinkedRole),
  created_at: Type.Integer(),
});
export type UpstreamLink = Static<typeof UpstreamLink>;

export const UpstreamHost = Type.Object({ name: Type.String(), origin: Type.String() });

export const UpstreamLinksData = Type.Object({
  links: Type.Array(UpstreamLink),
  /** The upstreams this server may link to; a link names one of them, never a URL. */
  hosts: Type.Array(UpstreamHost),
  /** How often every link syncs on its own. */
  sync_interval_hours: Type.Number(),
});

export const LinkBody = Type.Object({
  upstream: Type.String({ minLength: 1, maxLength: 32 }),
  /**
   * The upstream cookies as a browser shows them (`ltuid_v2=…; ltoken_v2=…`, or the v1 names);
   * other cookies in the string are ignored.
   */
  cookie: Type.String({ minLength: 1, maxLength: 8192 }),
  /** Languages to fetch names in; `en-us` is always added (it is every language's fallback). */
  langs: Type.Optional(Type.Array(Type.String({ maxLength: 8 }), { maxItems: 4 })),
});

export const LinkData = Type.Object({ link: UpstreamLink });

/**
 * A link's id: a positive integer a JavaScript number holds exactly (the column is a bigint; a
 * larger number reached PostgreSQL and failed there instead of answering -10001).
 */
const LinkId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

export const LinkIdBody = Type.Object({ link_id: LinkId });

export const UnlinkBody = Type.Object({
  link_id: LinkId,
  /** Also delete the roles this link brought in and every record stored for them. */
  delete_records: Type.Boolean(),
});

export const UnlinkData = Type.Object({
  deleted_roles: Type.Integer(),
  deleted_snapshots: Type.Integer(),
});

/** Why entries of an imported file were left out. */
export const IMPORT_SKIP_REASONS = [
  /** Not a game-record request (pages, scripts, images, other sites). */
  'not_record_endpoint',
  /** A game-record endpoint Chronicle does not store (yet). */
  'unsupported_endpoint',
  /** The answer was not a retcode-0 envelope (an error, a captcha, no body saved). */
  'not_success',
  /** The role belongs to another local account. */
  'other_account',
  /** The entry does not say which role it is about. */
  'no_role',
  /** A field Chronicle needs was missing or malformed. */
  'bad_answer',
  /** Chronicle already holds newer records of that part. */
  'older_than_stored',
] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

export const ImportSummary = Type.Object({
  format: Type.Union([Type.Literal('har'), Type.Literal('raw')]),
  /** Entries (HAR) or answers (raw) in the file. */
  entries: Type.Integer(),
  /** Answers that were parsed and stored. */
  imported: Type.Integer(),
  snapshots: Type.Integer(),
  catalog: Type.Integer(),
  images: Type.Integer(),
  roles: Type.Array(
    Type.Object({
      game_id: Type.Integer(),
      game_role_id: Type.String(),
      nickname: Type.String(),
      /** The import created the role for this account. */
      created: Type.Boolean(),
    }),
  ),
  skipped: Type.Array(
    Type.Object({
      reason: Type.Enum(IMPORT_SKIP_REASONS),
      count: Type.Integer(),
      /** Up to three endpoint paths or JSON paths, for the curious. */
      examples: Type.Array(Type.String()),
    }),
  ),
});
export type ImportSummary = Static<typeof ImportSummary>;

export const ImportQuery = Type.Object({
  /** `har` or `raw`; detected from the file when omitted. */
  format: Type.Optional(Type.Union([Type.Literal('har'), Type.Literal('raw')])),
});

export const ImportData = Type.Object({ summary: ImportSummary });
