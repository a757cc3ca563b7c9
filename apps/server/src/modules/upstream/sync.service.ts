import {
  DEFAULT_LANG,
  endpoints,
  type EndpointDef,
  isLang,
  type Lang,
  type SyncError,
  type SyncProgress,
  type SyncRunSummary,
  type UpstreamLinkStatus,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { fromJson } from '../../db/dialect.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { mirrorImages, type ImageBytes } from '../media/media.service.js';
import { rolesOf } from '../binding/binding.service.js';
import { setSwitch } from '../policy/policy.service.js';
import { runGroup } from './group-runner.js';
import { addLinkRole, findLink, type LinkRow } from './link.repository.js';
import { type UpstreamAnswer } from './parsers/parse-kit.js';
import { endpointLabel } from './parsers/answer-reader.js';
import { UPSTREAM_GROUPS } from './parsers/registry.js';
import { RoleOwnedError } from './records-store.js';
import { storeRoleAnswers } from './role-records.js';
import type { SecretBox } from './secret-box.js';
import { SyncStopped, retcodeOutcome, syncError } from './sync-errors.js';
import {
  cardAnswer,
  mergeRoles,
  rolesOfCard,
  rolesOfRoleList,
  type UpstreamRoleInfo,
} from './upstream-card.js';
import { UpstreamClient, type CallResult } from './upstream-client.js';
import type { UpstreamConfig, UpstreamHost } from './upstream.config.js';
import { isLoopbackHost } from './upstream.config.js';
import type { UpstreamTransport } from './upstream-request.js';

/** Everything a sync needs from its surroundings; tests replace the clock, sleep and network. */
export interface SyncEnv {
  db: Kysely<Database>;
  catalog?: CatalogService | undefined;
  config: UpstreamConfig;
  box: SecretBox;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  transportFor: (host: UpstreamHost) => UpstreamTransport;
  fetchImage: (url: URL, maxBytes: number) => Promise<ImageBytes>;
}

/** How a sync ended: the link's new state. */
export interface SyncOutcome {
  status: Exclude<UpstreamLinkStatus, 'pending'>;
  error: SyncError | null;
  errors: SyncError[];
  summary: SyncRunSummary;
  roles: UpstreamRoleInfo[];
}

export interface SyncHooks {
  onProgress?: (progress: SyncProgress) => void;
  /** Asked between requests; true stops the sync (the server is closing). */
  shouldStop?: () => boolean;
}

/** The languages of a link, records language first (en-us is every name's fallback). */
export function linkLangs(link: Pick<LinkRow, 'langs'>): Lang[] {
  const stored = fromJson<unknown>(link.langs, []);
  const langs = (Array.isArray(stored) ? stored : []).filter(
    (l): l is Lang => typeof l === 'string' && isLang(l),
  );
  return [...new Set<Lang>([DEFAULT_LANG, ...langs])];
}

/** Whether an image URL may be fetched: from a configured upstream or an allowed image host. */
export function imageAllowed(config: UpstreamConfig): (url: URL) => boolean {
  const origins = new Set(config.hosts.map((h) => h.origin));
  // An upstream on this machine may name itself localhost, 127.0.0.1 or [::1]: one server.
  const loopback = new Set(
    config.hosts
      .map((h) => new URL(h.origin))
      .filter((u) => isLoopbackHost(u.hostname))
      .map((u) => `${u.protocol}${u.port}`),
  );
  return (url) => {
    if (origins.has(url.origin)) return true;
    if (isLoopbackHost(url.hostname) && loopback.has(`${url.protocol}${url.port}`)) return true;
    if (url.protocol !== 'https:' || isLoopbackHost(url.hostname)) return false;
    const host = url.hostname.toLowerCase();
    return config.imageHosts.some((pattern) =>
      pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern,
    );
  };
}

/** The result of a call as an envelope, or a stop/skip decision for the sync. */
function envelopeOf(
  result: CallResult,
  endpoint: string,
  at: number,
): { retcode: number; message: string; data: unknown } {
  if (result.kind === 'unreachable') {
    throw new SyncStopped(syncError('unreachable', at, { endpoint, message: result.message }));
  }
  // An endpoint the upstream does not offer (HoYoLAB has no `activity/<slug>`) is skipped.
  if (result.kind === 'missing') return { retcode: 10102, message: 'not offered', data: null };
  const outcome = retcodeOutcome(result.envelope.retcode);
  if ('stop' in outcome) {
    throw new SyncStopped(
      syncError(outcome.stop, at, {
        endpoint,
        retcode: result.envelope.retcode,
        message: result.envelope.message,
      }),
    );
  }
  return result.envelope;
}

/**
 * Syncs one link: reads the upstream's record card (and role list, where the upstream has one),
 * then every endpoint of every role in each of the link's languages, and stores each role's
 * records in one transaction. Never throws for upstream trouble: the outcome says what happened.
 */
export async function syncLink(
  env: SyncEnv,
  link: LinkRow,
  hooks: SyncHooks = {},
): Promise<SyncOutcome> {
  const started = env.now();
  const errors: SyncError[] = [];
  const summary: SyncRunSummary = {
    requests: 0,
    snapshots: 0,
    images: 0,
    skipped: 0,
    errors: 0,
    duration_ms: 0,
  };
  const progress: SyncProgress = { done: 0, total: 1, phase: 'card' };
  const report = () => hooks.onProgress?.({ ...progress });
  let roles: UpstreamRoleInfo[] = [];
  let rolesStored = 0;

  const finish = (status: SyncOutcome['status'], error: SyncError | null): SyncOutcome => {
    summary.errors = errors.length;
    summary.duration_ms = Math.max(0, env.now() - started);
    return { status, error, errors, summary, roles };
  };

  const host = env.config.hosts.find((h) => h.name === link.upstream);
  if (!host) {
    const error = syncError('unreachable', started, {
      message: `the upstream "${link.upstream}" is no longer configured on this server`,
    });
    return finish('error', error);
  }
  const sealed = env.box.open(link.cookies);
  const cookies = sealed ? fromJson<Record<string, string>>(sealed, {}) : undefined;
  if (!cookies) {
    // The stored cookies were sealed under another SECRET: only fresh ones help.
    return finish(
      'login_expired',
      syncError('login_expired', started, { message: 'the stored cookies cannot be read' }),
    );
  }

  const client = new UpstreamClient({
    transport: env.transportFor(host),
    cookies,
    dsSalt: env.config.dsSalt,
    intervalMs: env.config.requestIntervalMs,
    now: env.now,
    sleep: env.sleep,
    random: env.random,
  });
  const langs = linkLangs(link);
  const call = async (endpoint: EndpointDef, input: Record<string, unknown>, lang: Lang) => {
    if (hooks.shouldStop?.()) {
      throw new SyncStopped(
        syncError('interrupted', env.now(), { message: 'stopped before it finished' }),
      );
    }
    const result = await client.call(endpoint, input, lang);
    summary.requests = client.requests;
    progress.done += 1;
    progress.total = Math.max(progress.total, progress.done + 1);
    report();
    return envelopeOf(result, endpointLabel(endpoint), env.now());
  };

  try {
    report();
    const cardInput = { uid: link.upstream_uid };
    const card = await call(endpoints.card.getGameRecordCard, cardInput, DEFAULT_LANG);
    if (card.retcode !== 0) {
      throw new SyncStopped(
        syncError('upstream_error', env.now(), {
          endpoint: endpointLabel(endpoints.card.getGameRecordCard),
          retcode: card.retcode,
          message: card.message,
        }),
      );
    }
    const cardRoles = rolesOfCard(
      cardAnswer(card.data, DEFAULT_LANG, env.now(), cardInput, 'card'),
    );
    // Chronicle upstreams also list every role (the card shows one per game). HoYoLAB serves this
    // list on another host, so whatever this one answers here (nothing, an error, a login
    // complaint) only means there is no list: the card's roles are synced all the same.
    const list = await client.call(endpoints.binding.getUserGameRolesByCookie, {}, DEFAULT_LANG);
    summary.requests = client.requests;
    const listed =
      list.kind === 'envelope' && list.envelope.retcode === 0
        ? rolesOfRoleList(cardAnswer(list.envelope.data, DEFAULT_LANG, env.now(), {}, 'roles'))
        : [];
    roles = mergeRoles(cardRoles, listed);

    progress.phase = 'records';
    const groupCount = (gameId: number) => UPSTREAM_GROUPS.filter((g) => g.game === gameId).length;
    progress.total =
      progress.done + roles.reduce((n, r) => n + groupCount(r.gameId) * langs.length, 0);
    report();

    for (const role of roles) {
      const byLang = new Map<Lang, UpstreamAnswer[]>();
      for (const lang of langs) {
        const answers: UpstreamAnswer[] = [];
        for (const group of UPSTREAM_GROUPS.filter((g) => g.game === role.gameId)) {
          const run = await runGroup(
            group,
            { gameId: role.gameId, roleId: role.roleId, server: role.region, level: role.level },
            lang,
            (request) => call(request.endpoint, request.input, lang),
            env.now,
          );
          answers.push(...run.answers);
          for (const failed of run.failed) {
            if ('skip' in retcodeOutcome(failed.retcode)) {
              summary.skipped += 1;
              continue;
            }
            errors.push(
              syncError('upstream_error', env.now(), {
                endpoint: endpointLabel(failed.request.endpoint),
                retcode: failed.retcode,
                message: failed.message,
              }),
            );
          }
        }
        byLang.set(lang, answers);
      }
      progress.phase = 'images';
      report();
      // An unlink while the answers came in: nothing more is stored for this link.
      if (!(await findLink(env.db, Number(link.id)))) {
        throw new SyncStopped(syncError('interrupted', env.now(), { message: 'unlinked' }));
      }
      try {
        const stored = await storeRoleAnswers(
          {
            db: env.db,
            catalog: env.catalog,
            now: env.now,
            mirror: async (urls) => {
              const mirrored = await mirrorImages(env.db, urls, {
                maxBytes: env.config.mediaMaxBytes,
                allowed: imageAllowed(env.config),
                fetchImage: env.fetchImage,
                now: env.now,
              });
              progress.phase = 'saving';
              report();
              return mirrored;
            },
          },
          {
            uid: Number(link.uid),
            gameId: role.gameId,
            roleId: role.roleId,
            region: role.region,
            nickname: role.nickname,
            level: role.level,
            isChosen: role.isChosen,
          },
          byLang,
          errors,
        );
        summary.snapshots += stored.written;
        rolesStored += 1;
        summary.images += stored.images;
        await addLinkRole(env.db, Number(link.id), role.gameId, role.roleId);
        if (stored.created) await adoptSwitches(env.db, Number(link.uid), role);
      } catch (error) {
        if (!(error instanceof RoleOwnedError)) throw error;
        errors.push(
          syncError('role_owned', env.now(), {
            message: `role ${role.roleId} belongs to another account on this server`,
          }),
        );
      }
      progress.phase = 'records';
    }
  } catch (error) {
    if (error instanceof SyncStopped) {
      const status =
        error.error.reason === 'login_expired' || error.error.reason === 'verification_needed'
          ? error.error.reason
          : 'error';
      return finish(status, error.error);
    }
    throw error;
  }
  if (errors.length === 0) return finish('ok', null);
  // Some parts failed: still a success for the parts of the roles that were stored.
  return finish(rolesStored > 0 ? 'partial' : 'error', errors[0] ?? null);
}

/**
 * A role new to the account starts with the upstream's privacy switches, unless the account had a
 * role in that game already: switches are per account and game, and it chose its own then.
 */
async function adoptSwitches(
  db: Kysely<Database>,
  uid: number,
  role: UpstreamRoleInfo,
): Promise<void> {
  if (role.switches.length === 0) return;
  if ((await rolesOf(db, uid, role.gameId)).length > 1) return;
  for (const s of role.switches) await setSwitch(db, uid, role.gameId, s.switchId, s.isPublic);
}
