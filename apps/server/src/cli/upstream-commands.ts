import { normalizeLang, type UpstreamLink } from '@chronicle/contract';
import { linksOf } from '../modules/upstream/link.repository.js';
import { LinkService } from '../modules/upstream/link.service.js';
import { readCookieStdin } from './cookie-input.js';
import { CliError } from './import-files.js';
import {
  accountNamed,
  accountNames,
  cliSyncEnv,
  noteTo,
  services,
  type UpstreamCli,
} from './upstream-env.js';
import { count, minuteOf, rolesText, syncErrorWords, table } from './upstream-text.js';

/*
 * `chronicle link`, `links` and `unlink` (issue 17; `sync` is in sync-command.ts): the
 * linked-accounts page of the web, for operators and scripts. They go through the same service as
 * the API (LinkService), so a link made here is checked and sealed exactly as one made on the page.
 */

export interface LinkOptions {
  account: string;
  upstream: string;
  /** Extra languages to fetch names in (en-us is always one). */
  langs: readonly string[];
}

/** Links an upstream account with cookies read from standard input; prints the link id. */
export async function linkCommand(
  cli: UpstreamCli,
  options: LinkOptions,
  readCookies: () => Promise<string> = readCookieStdin,
): Promise<void> {
  const { db, config, print } = cli;
  const note = noteTo(cli.err ?? process.stderr);
  const env = await cliSyncEnv(db, config);
  const owner = await accountNamed(db, options.account);
  // Checked before the cookies are asked for; LinkService checks it again.
  const names = config.upstream.hosts.map((h) => h.name);
  if (!names.includes(options.upstream)) {
    const known = names.length ? `configured: ${names.join(', ')}` : 'none is configured';
    throw new CliError(`unknown upstream "${options.upstream}" (${known}; see UPSTREAM_HOSTS)`);
  }
  const langs = options.langs.map((value) => {
    const lang = normalizeLang(value);
    if (!lang) throw new CliError(`unknown language "${value}" (use codes like en-us, ja-jp)`);
    return lang;
  });
  const cookie = await readCookies();
  if (!cookie.trim()) {
    throw new CliError('no cookies on standard input (send "ltuid_v2=…; ltoken_v2=…")');
  }
  const uid = Number(owner.uid);
  const before = new Set((await linksOf(db, uid)).map((row) => Number(row.id)));
  const link = await services(() =>
    new LinkService(env).link(uid, { upstream: options.upstream, cookie, langs }),
  );
  print(String(link.id));
  note(
    `${before.has(link.id) ? 'Updated' : 'Created'} link ${link.id}: ${owner.account} ← ` +
      `${link.upstream} account ${link.upstream_uid} (${link.langs.join(', ')}). Its records ` +
      `come in with "chronicle sync ${owner.account}", or a running server syncs it shortly.`,
  );
}

const msOf = (seconds: number | null) => (seconds === null ? null : seconds * 1000);

function statusOf(link: UpstreamLink): string {
  if (!link.syncing) return link.status;
  const progress = link.progress ? ` ${link.progress.done}/${link.progress.total}` : '';
  return `${link.status}, syncing${progress}`;
}

/** Prints the links of an account (every link without one) as a table; never the cookies. */
export async function linksCommand(cli: UpstreamCli, account?: string): Promise<void> {
  const { db, config, print } = cli;
  const env = await cliSyncEnv(db, config);
  const owner = account === undefined ? undefined : await accountNamed(db, account);
  const rows = await linksOf(db, owner ? Number(owner.uid) : undefined);
  if (rows.length === 0) {
    print(owner ? `${owner.account} has no linked accounts.` : 'No linked accounts.');
    return;
  }
  const nameOf = await accountNames(db, rows);
  const service = new LinkService(env);
  const now = env.now();
  const lines: string[][] = [];
  for (const row of rows) {
    const link = await service.present(row);
    const next = msOf(link.next_sync_at);
    lines.push([
      String(link.id),
      nameOf(row),
      link.upstream,
      link.upstream_uid,
      statusOf(link),
      minuteOf(msOf(link.last_sync_at)),
      link.syncing ? 'running' : next !== null && next <= now ? 'due' : minuteOf(next),
      rolesText(link.roles) || '-',
      link.last_error ? syncErrorWords(link.last_error, link.upstream) : '-',
    ]);
  }
  const header = ['ID', 'ACCOUNT', 'UPSTREAM', 'UPSTREAM UID', 'STATUS'];
  const times = ['LAST SYNC (UTC)', 'NEXT SYNC (UTC)'];
  for (const line of table([...header, ...times, 'ROLES', 'LAST ERROR'], lines)) print(line);
}

/** Removes every link of an account; the records stay unless `deleteRecords`. */
export async function unlinkCommand(
  cli: UpstreamCli,
  account: string,
  deleteRecords: boolean,
): Promise<void> {
  const { db, config, print } = cli;
  const env = await cliSyncEnv(db, config);
  const owner = await accountNamed(db, account);
  const uid = Number(owner.uid);
  const rows = await linksOf(db, uid);
  if (rows.length === 0) {
    print(`${owner.account} has no linked accounts; nothing removed.`);
    return;
  }
  const service = new LinkService(env);
  for (const row of rows) {
    const id = Number(row.id);
    const { roles } = await service.present(row);
    const removed = await services(() => service.unlink(uid, id, deleteRecords));
    const what = deleteRecords
      ? `deleted ${count(removed.deleted_roles, 'role')} and ` +
        `${count(removed.deleted_snapshots, 'snapshot')}`
      : roles.length
        ? `kept ${count(roles.length, 'role')} and their records, no longer synced ` +
          `(${rolesText(roles)})`
        : 'it had brought no role in';
    print(`Removed link ${id} (${row.upstream} account ${row.upstream_uid}): ${what}.`);
  }
}
