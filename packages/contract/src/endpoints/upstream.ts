import Type from 'typebox';
import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import {
  ImportData,
  ImportQuery,
  LinkBody,
  LinkData,
  LinkIdBody,
  UnlinkBody,
  UnlinkData,
  UpstreamLinksData,
} from '../schemas/upstream.js';

/*
 * Linked accounts and imports (issue 17): the cookie owner's own, never anyone else's. Every call
 * that changes something refuses cross-site requests.
 */
const loginRetcode = RETCODE.NOT_LOGGED_IN;

/** The cookie owner's linked upstream accounts with their sync state, and the upstreams on offer. */
export const links = defineEndpoint({
  id: 'upstream.links',
  method: 'GET',
  family: 'upstream',
  path: 'links',
  summary: "The cookie owner's linked upstream accounts and the configured upstreams",
  description: describeEndpoint(
    "The cookie owner's linked upstream accounts with their sync state, and the upstreams this server offers.",
    WHO.ownAccount,
  ),
  auth: 'session',
  loginRetcode,
  data: UpstreamLinksData,
});

/**
 * Links an upstream account: checks the cookies against the upstream's record card, binds its
 * roles to the cookie owner and queues the first sync. The cookies are stored encrypted.
 */
export const link = defineEndpoint({
  id: 'upstream.link',
  method: 'POST',
  family: 'upstream',
  path: 'link',
  summary: 'Link an account on a configured HoYoLAB-compatible upstream',
  description: describeEndpoint(
    'Links an account on a configured HoYoLAB-compatible upstream: checks the cookies against its record card, binds its roles to the cookie owner and queues the first sync. The cookies are stored encrypted.',
    WHO.ownAccount,
    [
      RETCODE.UPSTREAM_UNKNOWN,
      RETCODE.UPSTREAM_LOGIN_REJECTED,
      RETCODE.UPSTREAM_VERIFICATION,
      RETCODE.UPSTREAM_UNREACHABLE,
      RETCODE.ROLE_OWNED_ELSEWHERE,
      RETCODE.COOKIE_INCOMPLETE,
      RETCODE.ALREADY_LINKED,
      RETCODE.CROSS_SITE,
    ],
  ),
  auth: 'session',
  changesState: true,
  loginRetcode,
  body: LinkBody,
  data: LinkData,
});

/** Removes a link and its stored cookies; optionally deletes the roles and records it brought. */
export const unlink = defineEndpoint({
  id: 'upstream.unlink',
  method: 'POST',
  family: 'upstream',
  path: 'unlink',
  summary: 'Remove a linked account (optionally with its records)',
  description: describeEndpoint(
    'Removes one of the cookie owner\'s links and its stored cookies; optionally deletes the roles and records it brought. Another account\'s link is "no such link".',
    WHO.ownAccount,
    [RETCODE.LINK_NOT_FOUND, RETCODE.CROSS_SITE],
  ),
  auth: 'session',
  changesState: true,
  loginRetcode,
  body: UnlinkBody,
  data: UnlinkData,
});

/** Starts a sync of a link now; the link's `progress` shows how far it got. */
export const syncNow = defineEndpoint({
  id: 'upstream.sync',
  method: 'POST',
  family: 'upstream',
  path: 'sync',
  summary: 'Sync a linked account now',
  description: describeEndpoint(
    "Starts a sync of one of the cookie owner's links now; the link's `progress` shows how far it got.",
    WHO.ownAccount,
    [
      RETCODE.LINK_NOT_FOUND,
      RETCODE.UPSTREAM_LOGIN_REJECTED,
      RETCODE.UPSTREAM_VERIFICATION,
      RETCODE.UPSTREAM_UNREACHABLE,
      RETCODE.CROSS_SITE,
    ],
  ),
  auth: 'session',
  changesState: true,
  loginRetcode,
  body: LinkIdBody,
  data: LinkData,
});

/**
 * Imports a HAR file saved from a browser's DevTools, or saved answers (`{endpoint, query,
 * response}` objects, one or an array), into the cookie owner's roles. The body is the file.
 */
export const importFile = defineEndpoint({
  id: 'upstream.import',
  method: 'POST',
  family: 'upstream',
  path: 'import',
  summary: 'Import a HAR file or saved game-record answers',
  description: describeEndpoint(
    "Imports a HAR file saved from a browser's DevTools, or saved answers (`{endpoint, query, response}` objects), into the cookie owner's roles; answers about another account's role are skipped, never stored.",
    WHO.ownAccount,
    [RETCODE.IMPORT_UNREADABLE, RETCODE.CROSS_SITE],
  ),
  auth: 'session',
  changesState: true,
  loginRetcode,
  query: ImportQuery,
  body: Type.Unknown(),
  data: ImportData,
});
