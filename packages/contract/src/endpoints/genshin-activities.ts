import { defineEndpoint, type EndpointDef } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { EVENTS, type EventSlug } from '../events.js';
import { RETCODE } from '../retcodes.js';
import {
  ActivitiesData,
  ActivitiesQuery,
  ActivityRecordData,
} from '../schemas/genshin-activities.js';

/*
 * Seasonal events (issue 5): the real `activities` summary and one call per declared event.
 * Merged into `endpoints.genshin`.
 */

/**
 * Every event a role has a record of, one-key objects keyed by slug
 * (docs/reference/hoyolab-api.md#activities).
 */
export const activities = defineEndpoint({
  id: 'genshin.activities',
  method: 'GET',
  family: 'genshin',
  path: 'activities',
  summary: 'Records of seasonal events',
  description: describeEndpoint(
    "Every seasonal event the role has a record of, as one-key objects keyed by the event's slug (HoYoLAB's `activities`).",
    WHO.records,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: ActivitiesQuery,
  data: ActivitiesData,
});

type ActivityRecordEndpoint = EndpointDef<
  typeof ActivitiesQuery,
  undefined,
  undefined,
  typeof ActivityRecordData
>;

/** `genshin.activitySummerV2`: endpoint ids are camelCase like the others. */
function activityEndpointId(slug: string): string {
  const words = slug.split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return `genshin.activity${words.join('')}`;
}

/** `activity/<slug>` of an event: its record with every sub-page, names localized. */
function activityRecordEndpoint(slug: EventSlug): ActivityRecordEndpoint {
  return defineEndpoint({
    id: activityEndpointId(slug),
    method: 'GET',
    family: 'genshin',
    path: `activity/${slug}`,
    summary: `Record of the ${slug} event`,
    description: describeEndpoint(
      `The record of the ${slug} event with every sub-page, names in the request language.`,
      WHO.records,
    ),
    auth: 'session',
    loginRetcode: RETCODE.LOGIN_REQUIRED,
    query: ActivitiesQuery,
    data: ActivityRecordData,
  });
}

/** The per-event calls, keyed `activity_<slug>`. */
export const activityRecords = Object.fromEntries(
  EVENTS.map((e) => [`activity_${e.slug}`, activityRecordEndpoint(e.slug)]),
) as { [S in EventSlug as `activity_${S}`]: ActivityRecordEndpoint };
