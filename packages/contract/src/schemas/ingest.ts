import Type, { type Static } from 'typebox';
import { AccountName } from './account.js';
import { CatalogEntry } from './catalog.js';

const GameIdSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(6)]);

export const IngestAccount = Type.Object({
  uid: Type.Integer({ minimum: 1, maximum: 999_999_999_999 }),
  account: AccountName,
  nickname: Type.String({ minLength: 1, maxLength: 32 }),
  /** Plain password (hashed with argon2 on write); omit to keep the stored one. */
  password: Type.Optional(Type.String({ minLength: 8, maxLength: 128 })),
  birth_date: Type.Optional(
    Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]),
  ),
  avatar_url: Type.Optional(Type.String({ maxLength: 2048 })),
  introduce: Type.Optional(Type.String({ maxLength: 500 })),
  gender: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
});
export type IngestAccount = Static<typeof IngestAccount>;

export const IngestRole = Type.Object({
  game_id: GameIdSchema,
  game_role_id: Type.String({ pattern: '^[0-9]{5,12}$' }),
  /** Owner community uid. */
  uid: Type.Integer({ minimum: 1 }),
  /** Derived from the uid by the real rule when omitted. */
  region: Type.Optional(Type.String({ pattern: '^[a-z0-9_]{2,32}$' })),
  nickname: Type.String({ minLength: 1, maxLength: 32 }),
  level: Type.Integer({ minimum: 1, maximum: 100 }),
  /** The role the card shows for this game (one per account and game). */
  is_chosen: Type.Optional(Type.Boolean()),
});
export type IngestRole = Static<typeof IngestRole>;

export const IngestSwitch = Type.Object({
  uid: Type.Integer({ minimum: 1 }),
  game_id: GameIdSchema,
  switch_id: Type.Integer({ minimum: 1, maximum: 99 }),
  is_public: Type.Boolean(),
});
export type IngestSwitch = Static<typeof IngestSwitch>;

export const IngestSnapshot = Type.Object({
  game_id: GameIdSchema,
  game_role_id: Type.String({ pattern: '^[0-9]{5,12}$' }),
  /** One of SNAPSHOT_KINDS; the payload is validated against that kind's schema. */
  kind: Type.String({ pattern: '^[a-z0-9_]{1,48}$' }),
  /** Schedule id for periodic kinds; empty for the others. */
  period: Type.Optional(Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9_.-]*$' })),
  /** When the game server captured it: ISO 8601 or Unix milliseconds. Defaults to now. */
  captured_at: Type.Optional(
    Type.Union([Type.String({ format: 'date-time' }), Type.Integer({ minimum: 0 })]),
  ),
  payload: Type.Unknown(),
});
export type IngestSnapshot = Static<typeof IngestSnapshot>;

/** Everything an import file or the demo generator carries; applied in one transaction. */
export const IngestBundle = Type.Object({
  accounts: Type.Optional(Type.Array(IngestAccount)),
  roles: Type.Optional(Type.Array(IngestRole)),
  switches: Type.Optional(Type.Array(IngestSwitch)),
  catalog: Type.Optional(Type.Array(CatalogEntry)),
  snapshots: Type.Optional(Type.Array(IngestSnapshot)),
});
export type IngestBundle = Static<typeof IngestBundle>;

export const IngestResult = Type.Object({
  accounts: Type.Integer(),
  roles: Type.Integer(),
  switches: Type.Integer(),
  catalog: Type.Integer(),
  snapshots: Type.Integer(),
});
export type IngestResult = Static<typeof IngestResult>;

export const IngestCatalogBody = Type.Object({ entries: Type.Array(CatalogEntry) });
export const IngestSnapshotBody = Type.Object({
  period: IngestSnapshot.properties.period,
  captured_at: IngestSnapshot.properties.captured_at,
  payload: Type.Unknown(),
});
export const IngestSnapshotParams = Type.Object({
  game_id: Type.Integer(),
  game_role_id: Type.String({ pattern: '^[0-9]{5,12}$' }),
  kind: Type.String({ pattern: '^[a-z0-9_]{1,48}$' }),
});
export const IngestAccountParams = Type.Object({ uid: Type.Integer({ minimum: 1 }) });
export const IngestRoleParams = Type.Object({
  game_id: Type.Integer(),
  game_role_id: Type.String({ pattern: '^[0-9]{5,12}$' }),
});
