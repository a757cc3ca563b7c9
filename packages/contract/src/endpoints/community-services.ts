import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import {
  AcceptedData,
  LoginTokenCheckData,
  LoginTokenCheckQuery,
  MonitorBody,
  TrackBody,
} from '../schemas/app.js';

/*
 * Community calls of the web app that no first page load needs (they run after the page has
 * settled), in their own module so the first load does not carry them. `endpoints.community`
 * lists them with the others.
 */

/**
 * The per-game login-token check (docs/reference/web-app.md#login-token-check): `need_login` or
 * `success`, never an error.
 */
export const loginTokenCheck = defineEndpoint({
  id: 'community.loginTokenCheck',
  method: 'GET',
  family: 'community',
  path: 'user/wapi/login_token_check',
  summary: 'Whether the cookies carry a valid session for the game (Chronicle)',
  description: describeEndpoint(
    'Whether the cookies carry a valid session for the game: `need_login` or `success`, never an error retcode.',
    WHO.public,
  ),
  auth: 'public',
  query: LoginTokenCheckQuery,
  data: LoginTokenCheckData,
});

/**
 * First-party tracking (docs/reference/web-app.md#tracking-and-monitoring): page visits and
 * exposure events, batched.
 */
export const track = defineEndpoint({
  id: 'community.track',
  method: 'POST',
  family: 'community',
  path: 'misc/wapi/track',
  summary: 'Store page-visit and exposure events (Chronicle)',
  description: describeEndpoint(
    'Stores first-party page-visit and exposure events, batched (read back with `ingest/v1/insights`).',
    WHO.public,
  ),
  auth: 'public',
  body: TrackBody,
  data: AcceptedData,
});

/**
 * First-party monitoring (docs/reference/web-app.md#tracking-and-monitoring): failed calls and web
 * vitals, batched.
 */
export const monitor = defineEndpoint({
  id: 'community.monitor',
  method: 'POST',
  family: 'community',
  path: 'misc/wapi/monitor',
  summary: 'Store API failure reports and web-vitals measurements (Chronicle)',
  description: describeEndpoint(
    'Stores first-party reports of failed calls and web-vitals measurements, batched (read back with `ingest/v1/insights`).',
    WHO.public,
  ),
  auth: 'public',
  body: MonitorBody,
  data: AcceptedData,
});
