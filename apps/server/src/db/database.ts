import type { Generated } from 'kysely';

/*
 * One schema for both dialects. Booleans are stored as integers 0/1 and JSON as text, so the same
 * repositories run on SQLite and PostgreSQL; timestamps are Unix milliseconds.
 */

export interface AccountsTable {
  uid: number;
  account: string;
  password_hash: string | null;
  nickname: string;
  avatar_url: string;
  introduce: string;
  gender: number;
  birth_date: string | null;
  created_at: number;
}

export interface SessionsTable {
  token_hash: string;
  uid: number;
  created_at: number;
  expires_at: number;
}

export interface ServiceTokensTable {
  token_hash: string;
  name: string;
  created_at: number;
  /** Unix ms after which the token is refused; null: never (migration 0009). */
  expires_at: number | null;
  last_used_at: number | null;
  /** Comma-separated scopes the token may use; null: every scope (migration 0010). */
  scopes: string | null;
}

export interface GameRolesTable {
  game_id: number;
  game_role_id: string;
  uid: number;
  region: string;
  nickname: string;
  level: number;
  is_chosen: number;
  created_at: number;
}

export interface PrivacySwitchesTable {
  uid: number;
  game_id: number;
  switch_id: number;
  is_public: number;
}

/** One version of a non-periodic record per role, kind and UTC day (issue 18). */
export interface RecordVersionsTable {
  id: Generated<number>;
  game_id: number;
  game_role_id: string;
  kind: string;
  /** `YYYY-MM-DD` (UTC) of `captured_at`. */
  day: string;
  captured_at: number;
  /** SHA-256 (hex) of `payload`. */
  hash: string;
  payload: string;
}

export interface RecordSnapshotsTable {
  id: Generated<number>;
  game_id: number;
  game_role_id: string;
  kind: string;
  /** Schedule id of periodic kinds; '' for the others. */
  period: string;
  captured_at: number;
  payload: string;
  /** 1 on insert, +1 each time the same (role, kind, period) is replaced. */
  revision: Generated<number>;
}

export interface CatalogItemsTable {
  kind: string;
  id: number;
  icon: string;
  attrs: string;
}

export interface CatalogTextsTable {
  kind: string;
  id: number;
  lang: string;
  name: string;
  texts: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** The owner's `set_recommend_prop` choice of one character (JSON text; 'null' = reset). */
export interface CharacterPreferencesTable {
  game_id: number;
  game_role_id: string;
  avatar_id: number;
  custom_properties: string;
  updated_at: number;
}

/** An owner's choice about one role, as JSON text under a key (see migration 0003). */
export interface RoleSettingsTable {
  game_id: number;
  game_role_id: string;
  key: string;
  value: string;
  updated_at: number;
}

/** A one-time guide an account has seen (see migration 0004). */
export interface BeginnerGuidesTable {
  uid: number;
  guide_key: string;
  seen_at: number;
}

/** An operator's first-visit announcement of a game in one language (migration 0005). */
export interface AnnouncementsTable {
  game_id: number;
  lang: string;
  version: string;
  title: string;
  content: string;
  updated_at: number;
}

/** An operator's feature switch of a game: '1' on, '0' off (migration 0005). */
export interface FeatureSwitchesTable {
  game_id: number;
  switch_key: string;
  value: string;
  updated_at: number;
}

/** A first-party tracking event: a page visit or an exposure (migration 0005). */
export interface TrackEventsTable {
  id: Generated<number>;
  type: string;
  path: string;
  game_id: number;
  label: string | null;
  aid: string | null;
  event_key: string | null;
  viewer_uid: number | null;
  device_id: string | null;
  client_ts: number;
  created_at: number;
}

/** A monitoring report: a failed API call or a web-vitals measurement (migration 0005). */
export interface MonitorReportsTable {
  id: Generated<number>;
  type: string;
  path: string;
  endpoint: string | null;
  retcode: number | null;
  message: string | null;
  metric: string | null;
  value: number | null;
  rating: string | null;
  viewer_uid: number | null;
  device_id: string | null;
  client_ts: number;
  created_at: number;
}

export interface UpstreamLinksTable {
  id: Generated<number>;
  uid: number;
  /** The configured upstream's name (`UPSTREAM_HOSTS`). */
  upstream: string;
  /** The upstream account id (`ltuid_v2`). */
  upstream_uid: string;
  /** The upstream cookies, sealed (`secret-box.ts`); never in the clear. */
  cookies: string;
  /** JSON array of language codes. */
  langs: string;
  status: string;
  /** JSON `SyncError` or null. */
  last_error: string | null;
  /** JSON `SyncRunSummary` or null. */
  last_run: string | null;
  /** JSON `SyncProgress` while a sync runs, else null. */
  progress: string | null;
  last_sync_at: number | null;
  last_success_at: number | null;
  next_sync_at: number;
  lease_owner: string | null;
  lease_until: Generated<number>;
  created_at: number;
}

export interface UpstreamLinkRolesTable {
  link_id: number;
  game_id: number;
  game_role_id: string;
}

export interface MediaTable {
  hash: string;
  content_type: string;
  size: number;
  bytes: Buffer;
  created_at: number;
}

export interface MediaSourcesTable {
  url: string;
  hash: string;
  fetched_at: number;
}

/** Which kinds of an account's main-game records are in the public aggregates (migration 0011). */
export interface AggregateAccountsTable {
  uid: number;
  characters: number;
  spiral_abyss: number;
  hard_challenge: number;
  /** The birth date while only the owner's age keeps public records out; else null. */
  pending_birth: string | null;
}

/** Abyss teams a character shared with another, over the counted snapshots (migration 0011). */
export interface AggregateTeammatesTable {
  avatar_id: number;
  mate_id: number;
  count: number;
}

/** Counted `characters` snapshots holding a build of a character (migration 0011). */
export interface AggregateBuildHoldersTable {
  avatar_id: number;
  holders: number;
}

/** A character's build in one of the newest counted `characters` snapshots (migration 0011). */
export interface AggregateBuildsTable {
  avatar_id: number;
  snapshot_id: number;
  captured_at: number;
  /** JSON of the build. */
  build: string;
}

/** Counted Trial of Dread snapshots of a season and the roles that fought (migration 0011). */
export interface AggregateSeasonsTable {
  schedule_id: string;
  snapshots: number;
  roles: number;
}

/** Roles that fielded a character in a season, overall (boss -1) or per boss (migration 0011). */
export interface AggregateSeasonUsageTable {
  schedule_id: string;
  boss_id: number;
  /** -1: the roles that fought the boss. */
  avatar_id: number;
  count: number;
}

export interface Database {
  accounts: AccountsTable;
  sessions: SessionsTable;
  service_tokens: ServiceTokensTable;
  game_roles: GameRolesTable;
  privacy_switches: PrivacySwitchesTable;
  record_snapshots: RecordSnapshotsTable;
  record_versions: RecordVersionsTable;
  catalog_items: CatalogItemsTable;
  catalog_texts: CatalogTextsTable;
  settings: SettingsTable;
  character_preferences: CharacterPreferencesTable;
  role_settings: RoleSettingsTable;
  beginner_guides: BeginnerGuidesTable;
  announcements: AnnouncementsTable;
  feature_switches: FeatureSwitchesTable;
  track_events: TrackEventsTable;
  monitor_reports: MonitorReportsTable;
  upstream_links: UpstreamLinksTable;
  upstream_link_roles: UpstreamLinkRolesTable;
  media: MediaTable;
  media_sources: MediaSourcesTable;
  aggregate_accounts: AggregateAccountsTable;
  aggregate_teammates: AggregateTeammatesTable;
  aggregate_build_holders: AggregateBuildHoldersTable;
  aggregate_builds: AggregateBuildsTable;
  aggregate_seasons: AggregateSeasonsTable;
  aggregate_season_usage: AggregateSeasonUsageTable;
}
