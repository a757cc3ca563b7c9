import {
  DEFAULT_LANG,
  RETCODE,
  endpoints,
  isLang,
  type SyncError,
  type SyncProgress,
  type SyncRunSummary,
  type UpstreamLink,
  type UpstreamLinkStatus,
} from '@chronicle/contract';
import { ApiError } from '../../http/api-error.js';
import { fromJson, toJson } from '../../db/dialect.js';
import { findRole } from '../binding/binding.service.js';
import { deleteRoleRecords } from '../records/records.service.js';
import * as repo from './link.repository.js';
import type { LinkRow } from './link.repository.js';
import { retcodeOutcome } from './sync-errors.js';
import { linkLangs, type SyncEnv } from './sync.service.js';
import { rolesOfCard, cardAnswer } from './upstream-card.js';
import { UpstreamClient } from './upstream-client.js';
import { parseUpstreamCookies } from './upstream-cookies.js';

/*
 * Linked accounts (issue 17): a local account links an account of a configured upstream with its
 * cookies. The cookies are checked against the upstream's record card before anything is stored,
 * then sealed; no API ever returns them.
 */

/** Runs syncs in this process (the worker); undefined on an instance with `SYNC_WORKERS=0`. */
export interface SyncRunner {
  /** Starts a sync of a link now if no worker holds it; false when one does. */
  runNow(linkId: number): Promise<boolean>;
}

const seconds = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : Math.floor(Number(ms) / 1000);

export class LinkService {
  constructor(
    private readonly env: SyncEnv,
    private runner?: SyncRunner,
  ) {}

  /** Attaches the worker of this process (it needs the service's environment first). */
  useRunner(runner: SyncRunner | undefined): void {
    this.runner = runner;
  }

  /** A link as the API shows it: state, roles, and never the cookies. */
  async present(row: LinkRow): Promise<UpstreamLink> {
    const { db } = this.env;
    const host = this.env.config.hosts.find((h) => h.name === row.upstream);
    const linked = await repo.rolesOfLink(db, Number(row.id));
    const roles = [];
    for (const { game_id, game_role_id } of linked) {
      const role = await findRole(db, game_id, game_role_id);
      if (role && Number(role.uid) === Number(row.uid)) {
        roles.push({
          game_id,
          game_role_id,
          nickname: role.nickname,
          level: role.level,
          region: role.region,
        });
      }
    }
    // A sync asked for (due now) counts as running: a worker, here or on another instance, takes
    // it within seconds, and the page keeps watching until it is done.
    const now = this.env.now();
    const syncing = Number(row.lease_until) > now || Number(row.next_sync_at) <= now;
    return {
      id: Number(row.id),
      upstream: row.upstream,
      upstream_origin: host?.origin ?? '',
      upstream_uid: row.upstream_uid,
      status: row.status as UpstreamLinkStatus,
      syncing,
      progress: syncing ? fromJson<SyncProgress | null>(row.progress, null) : null,
      langs: linkLangs(row),
      last_sync_at: seconds(row.last_sync_at),
      last_success_at: seconds(row.last_success_at),
      next_sync_at: seconds(row.next_sync_at),
      last_error: fromJson<SyncError | null>(row.last_error, null),
      last_run: fromJson<SyncRunSummary | null>(row.last_run, null),
      roles,
      created_at: Math.floor(Number(row.created_at) / 1000),
    };
  }

  /** The links of an account with the configured upstreams. */
  async list(uid: number) {
    const rows = await repo.linksOf(this.env.db, uid);
    return {
      links: await Promise.all(rows.map((r) => this.present(r))),
      hosts: this.env.config.hosts.map((h) => ({ name: h.name, origin: h.origin })),
      sync_interval_hours: this.env.config.syncIntervalHours,
    };
  }

  /** A link of this account, or -9205 (another account's link is "no such link" too). */
  async own(uid: number, linkId: number): Promise<LinkRow> {
    const row = await repo.findLink(this.env.db, linkId);
    if (!row || Number(row.uid) !== uid) throw new ApiError(RETCODE.LINK_NOT_FOUND);
    return row;
  }

  /**
   * Links an upstream account to a local one: checks the cookies on the upstream's record card,
   * refuses roles another local account owns, stores the sealed cookies and queues the first sync.
   * Linking the same upstream account again (fresh cookies) updates the link.
   */
  async link(
    uid: number,
    body: { upstream: string; cookie: string; langs?: string[] | undefined },
  ): Promise<UpstreamLink> {
    const { env } = this;
    const host = env.config.hosts.find((h) => h.name === body.upstream);
    if (!host) throw new ApiError(RETCODE.UPSTREAM_UNKNOWN);
    const { cookies, uid: upstreamUid } = parseUpstreamCookies(body.cookie);
    const existing = await repo.findLinkByAccount(env.db, host.name, upstreamUid);
    if (existing && Number(existing.uid) !== uid) throw new ApiError(RETCODE.ALREADY_LINKED);

    const client = new UpstreamClient({
      transport: env.transportFor(host),
      cookies,
      dsSalt: env.config.dsSalt,
      intervalMs: 0,
      retries: 1,
      backoffMs: 500,
      now: env.now,
      sleep: env.sleep,
      random: env.random,
    });
    const input = { uid: upstreamUid };
    const result = await client.call(endpoints.card.getGameRecordCard, input, DEFAULT_LANG);
    if (result.kind !== 'envelope') throw new ApiError(RETCODE.UPSTREAM_UNREACHABLE);
    const { retcode } = result.envelope;
    if (retcode !== 0) {
      const outcome = retcodeOutcome(retcode);
      throw new ApiError(
        'stop' in outcome && outcome.stop === 'verification_needed'
          ? RETCODE.UPSTREAM_VERIFICATION
          : RETCODE.UPSTREAM_LOGIN_REJECTED,
      );
    }
    const roles = rolesOfCard(
      cardAnswer(result.envelope.data, DEFAULT_LANG, env.now(), input, 'card'),
    );
    for (const role of roles) {
      const owner = await findRole(env.db, role.gameId, role.roleId);
      if (owner && Number(owner.uid) !== uid) {
        throw new ApiError(
          RETCODE.ROLE_OWNED_ELSEWHERE,
          `The game role ${role.roleId} of this account belongs to another Chronicle account`,
        );
      }
    }

    const langs = [...new Set([DEFAULT_LANG, ...(body.langs ?? []).filter(isLang)])];
    const now = env.now();
    const values = {
      cookies: env.box.seal(JSON.stringify(cookies)),
      langs: toJson(langs),
      status: 'pending',
      last_error: null,
      next_sync_at: now,
    };
    let id: number;
    if (existing) {
      id = Number(existing.id);
      await repo.updateLink(env.db, id, values);
    } else {
      id = await repo.insertLink(env.db, {
        ...values,
        uid,
        upstream: host.name,
        upstream_uid: upstreamUid,
        created_at: now,
      });
    }
    await this.runner?.runNow(id);
    return this.present(await this.own(uid, id));
  }

  /** Starts a sync now (or queues it for another instance's worker). */
  async syncNow(uid: number, linkId: number): Promise<UpstreamLink> {
    await this.own(uid, linkId);
    await repo.updateLink(this.env.db, linkId, { next_sync_at: this.env.now() });
    await this.runner?.runNow(linkId);
    return this.present(await this.own(uid, linkId));
  }

  /**
   * Removes a link and its sealed cookies. With `deleteRecords`, the roles it brought in go too,
   * with every record stored for them; otherwise they stay the account's, no longer synced.
   */
  async unlink(
    uid: number,
    linkId: number,
    deleteRecords: boolean,
  ): Promise<{ deleted_roles: number; deleted_snapshots: number }> {
    await this.own(uid, linkId);
    return this.env.db.transaction().execute(async (trx) => {
      let roles = 0;
      let snapshots = 0;
      if (deleteRecords) {
        for (const { game_id, game_role_id } of await repo.rolesOfLink(trx, linkId)) {
          const role = await findRole(trx, game_id, game_role_id);
          if (!role || Number(role.uid) !== uid) continue;
          snapshots += await deleteRoleRecords(trx, game_id, game_role_id);
          roles += 1;
        }
      }
      await repo.deleteLink(trx, linkId);
      return { deleted_roles: roles, deleted_snapshots: snapshots };
    });
  }
}
