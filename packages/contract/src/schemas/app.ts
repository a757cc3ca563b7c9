import Type, { type Static } from 'typebox';

/**
 * The web app's own calls (Chronicle extensions under `/community/misc/wapi/`): per-game start-up
 * configuration (feature switches, API hosts, the first-visit announcement), the login-token check,
 * first-party tracking and monitoring. HoYoLAB clients never call them; they are public so a page
 * can read them before login.
 */

const GameIdParam = Type.String({ pattern: '^(1|2|6)$' });

export const AppConfigQuery = Type.Object({ game_id: GameIdParam });

/**
 * An operator's feature switch value (docs/reference/privacy.md#feature-switches): '1' on, '0' off.
 */
export const FeatureSwitchValue = Type.Union([Type.Literal('1'), Type.Literal('0')]);

export const Announcement = Type.Object({
  /** Opaque text; a visitor sees the announcement again only when it changes. */
  version: Type.String({ minLength: 1, maxLength: 64 }),
  title: Type.String({ maxLength: 120 }),
  /** Plain text; blank lines separate paragraphs. */
  content: Type.String({ maxLength: 8000 }),
});
export type Announcement = Static<typeof Announcement>;

export const AppConfigData = Type.Object({
  game_id: Type.Integer(),
  /** Every key of FEATURE_SWITCH_KEYS, '1' unless the operator turned it off. */
  switches: Type.Record(Type.String(), FeatureSwitchValue),
  /** API hosts a page may select with `?host=<key>` (operator-configured; never a free URL). */
  hosts: Type.Array(Type.Object({ key: Type.String(), origin: Type.String() })),
  /** The announcement in the request language, or null when there is none to show. */
  announcement: Type.Union([Announcement, Type.Null()]),
  /**
   * The query the operator's image host turns raster icons into webp with (`IMAGE_WEBP_QUERY`,
   * e.g. `x-oss-process=image/format,webp`); '' when it has none. Pages whose browser decodes webp
   * append it to .png/.jpg icon URLs.
   */
  webp_query: Type.String(),
});
export type AppConfigData = Static<typeof AppConfigData>;

export const LoginTokenCheckQuery = Type.Object({ game_id: GameIdParam });

/**
 * `need_login` when the cookies carry no valid session
 * (docs/reference/web-app.md#login-token-check); `success` otherwise.
 */
export const LoginTokenCheckData = Type.Object({
  status: Type.Union([Type.Literal('success'), Type.Literal('need_login')]),
});

/** Client time, Unix ms; bounded so it always fits the database's integer columns. */
const ClientTime = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

const PagePath = Type.String({ minLength: 1, maxLength: 200, pattern: '^/[A-Za-z0-9_/-]*$' });

export const TrackEvent = Type.Union([
  Type.Object({
    type: Type.Literal('page_view'),
    path: PagePath,
    game_id: Type.Integer({ minimum: 0, maximum: 99 }),
    /**
     * Set on the paths that carry one (docs/reference/web-app.md#query-parameters): the page's
     * label and the viewed account id.
     */
    label: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_.-]*$' })),
    aid: Type.Optional(Type.String({ maxLength: 12, pattern: '^[0-9]*$' })),
    ts: ClientTime,
  }),
  Type.Object({
    type: Type.Literal('exposure'),
    path: PagePath,
    game_id: Type.Integer({ minimum: 0, maximum: 99 }),
    /** What was seen (`share.menu`, `guide.settings`…). */
    key: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }),
    ts: ClientTime,
  }),
]);
export type TrackEvent = Static<typeof TrackEvent>;

export const TrackBody = Type.Object({
  events: Type.Array(TrackEvent, { minItems: 1, maxItems: 50 }),
});

export const MonitorReport = Type.Union([
  Type.Object({
    type: Type.Literal('api_error'),
    path: PagePath,
    /** The endpoint id (`genshin.index`) or path that failed. */
    endpoint: Type.String({ maxLength: 120 }),
    retcode: Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 }),
    message: Type.String({ maxLength: 300 }),
    ts: ClientTime,
  }),
  Type.Object({
    type: Type.Literal('vital'),
    path: PagePath,
    name: Type.Union([Type.Literal('LCP'), Type.Literal('INP'), Type.Literal('CLS')]),
    /** Milliseconds for LCP and INP; the unitless score for CLS. */
    value: Type.Number({ minimum: 0, maximum: 600_000 }),
    rating: Type.Union([
      Type.Literal('good'),
      Type.Literal('needs-improvement'),
      Type.Literal('poor'),
    ]),
    ts: ClientTime,
  }),
]);
export type MonitorReport = Static<typeof MonitorReport>;

export const MonitorBody = Type.Object({
  reports: Type.Array(MonitorReport, { minItems: 1, maxItems: 50 }),
});

/**
 * How many items were stored (vitals of under-13 accounts are dropped,
 * docs/reference/privacy.md#under-13-rule).
 */
export const AcceptedData = Type.Object({ accepted: Type.Integer() });

/** Operator side (ingest API). */
export const IngestAnnouncementParams = Type.Object({
  game_id: GameIdParam,
  lang: Type.String({ pattern: '^[a-z]{2}-[a-z]{2}$' }),
});

/** The announcement now stored for the game and language (`version` null after a removal). */
export const AnnouncementResult = Type.Object({
  game_id: Type.Integer(),
  lang: Type.String(),
  version: Type.Union([Type.String(), Type.Null()]),
});

export const IngestFeatureSwitchesParams = Type.Object({ game_id: GameIdParam });
export const IngestFeatureSwitchesBody = Type.Object({
  switches: Type.Record(Type.String({ pattern: '^[a-z_]{1,32}$' }), FeatureSwitchValue),
});
export const FeatureSwitchesData = Type.Object({
  game_id: Type.Integer(),
  switches: Type.Record(Type.String(), FeatureSwitchValue),
});

export const InsightsQuery = Type.Object({
  /** Look back this many days (default 7). */
  days: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })),
});

export const InsightsData = Type.Object({
  since: Type.Integer(),
  page_views: Type.Array(Type.Object({ path: Type.String(), count: Type.Integer() })),
  exposures: Type.Array(Type.Object({ key: Type.String(), count: Type.Integer() })),
  api_errors: Type.Array(Type.Object({ retcode: Type.Integer(), count: Type.Integer() })),
  vitals: Type.Array(
    Type.Object({
      name: Type.String(),
      count: Type.Integer(),
      /** 75th percentile, the usual web-vitals summary. */
      p75: Type.Number(),
    }),
  ),
});
