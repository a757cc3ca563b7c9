import Type from 'typebox';
import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import {
  IngestAccount,
  IngestAccountParams,
  IngestBundle,
  IngestCatalogBody,
  IngestResult,
  IngestRole,
  IngestRoleParams,
  IngestSnapshotBody,
  IngestSnapshotParams,
  IngestSwitch,
} from '../schemas/ingest.js';
import {
  Announcement,
  AnnouncementResult,
  FeatureSwitchesData,
  IngestAnnouncementParams,
  IngestFeatureSwitchesBody,
  IngestFeatureSwitchesParams,
  InsightsData,
  InsightsQuery,
} from '../schemas/app.js';

const loginRetcode = RETCODE.BAD_SERVICE_TOKEN;

/** Applies a whole bundle (accounts, roles, switches, catalog, snapshots) in one transaction. */
export const putBundle = defineEndpoint({
  id: 'ingest.bundle',
  method: 'PUT',
  family: 'ingest',
  path: 'bundle',
  summary: 'Upsert a bundle of accounts, roles, switches, catalog entries and snapshots atomically',
  description: describeEndpoint(
    'Applies a whole bundle (accounts, roles, switches, catalog entries, snapshots) in one transaction: all or nothing. Needs scope `import`; the body may be up to 64 MiB.',
    WHO.service,
  ),
  auth: 'service',
  scope: 'import',
  loginRetcode,
  body: IngestBundle,
  data: IngestResult,
});

/** Upserts one community account. */
export const putAccount = defineEndpoint({
  id: 'ingest.account',
  method: 'PUT',
  family: 'ingest',
  path: 'accounts/:uid',
  summary: 'Upsert a community account',
  description: describeEndpoint(
    'Creates or updates one community account. Needs scope `accounts`.',
    WHO.service,
  ),
  auth: 'service',
  scope: 'accounts',
  loginRetcode,
  params: IngestAccountParams,
  body: Type.Omit(IngestAccount, ['uid']),
  data: IngestResult,
});

/** Binds (or updates) a game role to an account. */
export const putRole = defineEndpoint({
  id: 'ingest.role',
  method: 'PUT',
  family: 'ingest',
  path: 'roles/:game_id/:game_role_id',
  summary: 'Upsert a game role binding',
  description: describeEndpoint(
    'Binds (or updates) a game role to an account. Needs scope `import`.',
    WHO.service,
  ),
  auth: 'service',
  scope: 'import',
  loginRetcode,
  params: IngestRoleParams,
  body: Type.Omit(IngestRole, ['game_id', 'game_role_id']),
  data: IngestResult,
});

/** Sets privacy switches of an account. */
export const putSwitches = defineEndpoint({
  id: 'ingest.switches',
  method: 'PUT',
  family: 'ingest',
  path: 'switches',
  summary: 'Upsert privacy switches',
  description: describeEndpoint(
    'Sets privacy switches of an account. Needs scope `import`.',
    WHO.service,
  ),
  auth: 'service',
  scope: 'import',
  loginRetcode,
  body: Type.Object({ switches: Type.Array(IngestSwitch) }),
  data: IngestResult,
});

/** Upserts catalog entries (localized names, icons, attributes). */
export const putCatalog = defineEndpoint({
  id: 'ingest.catalog',
  method: 'PUT',
  family: 'ingest',
  path: 'catalog',
  summary: 'Upsert catalog entries',
  description: describeEndpoint(
    'Creates or updates catalog entries: localized names, icons and attributes of characters, weapons, items. Needs scope `import`.',
    WHO.service,
  ),
  auth: 'service',
  scope: 'import',
  loginRetcode,
  body: IngestCatalogBody,
  data: IngestResult,
});

/** Stores one record snapshot of a role (a new period is added; the same period is replaced). */
export const putSnapshot = defineEndpoint({
  id: 'ingest.snapshot',
  method: 'PUT',
  family: 'ingest',
  path: 'snapshots/:game_id/:game_role_id/:kind',
  summary: 'Upsert a record snapshot',
  description: describeEndpoint(
    'Stores one record snapshot of a role (`kind`: index, spiral abyss…): a new period is added, the same period replaced. Needs scope `import`.',
    WHO.service,
  ),
  auth: 'service',
  scope: 'import',
  loginRetcode,
  params: IngestSnapshotParams,
  body: IngestSnapshotBody,
  data: IngestResult,
});

/**
 * Sets the first-visit announcement of a game in one language
 * (docs/reference/web-app.md#first-visit-announcement); a new version shows again.
 */
export const putAnnouncement = defineEndpoint({
  id: 'ingest.announcement',
  method: 'PUT',
  family: 'ingest',
  path: 'announcements/:game_id/:lang',
  summary: 'Set the announcement of a game in one language',
  description: describeEndpoint(
    'Sets the first-visit announcement of a game in one language; a new version shows again to those who dismissed the last. Needs scope `site`.',
    WHO.service,
  ),
  auth: 'service',
  scope: 'site',
  loginRetcode,
  params: IngestAnnouncementParams,
  body: Announcement,
  data: AnnouncementResult,
});

/** Removes the announcement of a game in one language. */
export const deleteAnnouncement = defineEndpoint({
  id: 'ingest.announcementDelete',
  method: 'DELETE',
  family: 'ingest',
  path: 'announcements/:game_id/:lang',
  summary: 'Remove the announcement of a game in one language',
  description: describeEndpoint(
    'Removes the announcement of a game in one language. Needs scope `site`.',
    WHO.service,
  ),
  auth: 'service',
  scope: 'site',
  loginRetcode,
  params: IngestAnnouncementParams,
  data: AnnouncementResult,
});

/** Sets feature switches of a game ('1' on, '0' off); keys not named keep their value. */
export const putFeatureSwitches = defineEndpoint({
  id: 'ingest.featureSwitches',
  method: 'PUT',
  family: 'ingest',
  path: 'feature-switches/:game_id',
  summary: 'Set feature switches of a game',
  description: describeEndpoint(
    "Sets feature switches of a game ('1' on, '0' off); keys not named keep their value. Needs scope `site`.",
    WHO.service,
  ),
  auth: 'service',
  scope: 'site',
  loginRetcode,
  params: IngestFeatureSwitchesParams,
  body: IngestFeatureSwitchesBody,
  data: FeatureSwitchesData,
});

/** What the first-party tracking and monitoring endpoints collected (counts, vitals p75). */
export const getInsights = defineEndpoint({
  id: 'ingest.insights',
  method: 'GET',
  family: 'ingest',
  path: 'insights',
  summary: 'Page visits, exposures, API failures and web vitals collected',
  description: describeEndpoint(
    'What the first-party tracking and monitoring endpoints collected: page visits, exposures, API failures and web vitals (p75). Needs scope `insights`.',
    WHO.service,
  ),
  auth: 'service',
  scope: 'insights',
  loginRetcode,
  query: InsightsQuery,
  data: InsightsData,
});
