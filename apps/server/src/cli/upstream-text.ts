import {
  gameById,
  type ImportSkipReason,
  type ImportSummary,
  type SyncError,
  type SyncRunSummary,
} from '@chronicle/contract';

/*
 * How the upstream commands (`chronicle link`, `links`, `sync`, `unlink`, `import-har`,
 * `import-raw`) put things in words: sync problems and skipped import entries as sentences, times
 * in UTC, and aligned tables.
 */

/** `2026-11-20T08:00Z` (UTC, to the minute); `-` when there is none. */
export function minuteOf(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '-';
  return `${new Date(ms).toISOString().slice(0, 16)}Z`;
}

/** `1 snapshot`, `2 snapshots`. */
export const count = (n: number, one: string, many = `${one}s`): string =>
  `${n} ${n === 1 ? one : many}`;

/** `3.2 s`. */
export const secondsOf = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** `ys 812000001` (the game's short name and the role's uid). */
export function roleLabel(gameId: number, roleId: string): string {
  return `${gameById(gameId)?.key ?? `game ${gameId}`} ${roleId}`;
}

const quoted = (text: string) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 80 ? `"${clean.slice(0, 77)}…"` : `"${clean}"`;
};

/** A sync problem as one sentence: what happened, what to do, then the upstream's own details. */
export function syncErrorWords(error: SyncError, upstream: string): string {
  const on = error.endpoint ? ` on ${error.endpoint}` : '';
  const what: Record<SyncError['reason'], string> = {
    login_expired: `login expired: ${upstream} no longer accepts these cookies; link the account again with fresh ones`,
    verification_needed: `verification needed: ${upstream} asks for a captcha; pass it there, then sync again`,
    upstream_error: `${upstream} answered with an error${on}, so that part kept its older records`,
    unreachable: `${upstream} could not be reached${on}; the next sync tries again`,
    bad_answer: `an answer from ${upstream}${on} lacked something Chronicle needs${error.path ? ` (${error.path})` : ''}, so that part kept its older records`,
    role_owned:
      'a game role of this account belongs to another Chronicle account, so it was left out',
    interrupted: 'the sync stopped before it finished; sync again to complete it',
  };
  const details = [
    error.retcode === null ? '' : `retcode ${error.retcode}`,
    error.message ? quoted(error.message) : '',
  ].filter(Boolean);
  return details.length ? `${what[error.reason]} (${details.join(': ')})` : what[error.reason];
}

/** `52 requests, 40 snapshots, 12 images, 3 skipped, 0 errors, 4.1 s`. */
export function runWords(run: SyncRunSummary): string {
  return [
    count(run.requests, 'request'),
    count(run.snapshots, 'snapshot'),
    count(run.images, 'image'),
    `${run.skipped} skipped`,
    count(run.errors, 'error'),
    secondsOf(run.duration_ms),
  ].join(', ');
}

const SKIP_WORDS: Record<ImportSkipReason, string> = {
  not_record_endpoint: 'not a game-record request',
  unsupported_endpoint: 'a game-record endpoint Chronicle does not store',
  not_success: 'not a successful answer',
  other_account: 'a role of another Chronicle account',
  no_role: 'no role named in the request',
  bad_answer: 'a field Chronicle needs was missing or malformed',
  older_than_stored: 'older than the records already stored',
};

/** An import's summary: totals, roles created or updated, skipped entries by reason. */
export function importWords(name: string, summary: ImportSummary): string[] {
  const lines = [
    `${name} (${summary.format}): ${summary.imported} of ${count(summary.entries, 'entry', 'entries')} ` +
      `imported, ${count(summary.snapshots, 'snapshot')}, ` +
      `${count(summary.catalog, 'catalog entry', 'catalog entries')}, ${count(summary.images, 'image')}`,
  ];
  const roles = (created: boolean) =>
    summary.roles
      .filter((r) => r.created === created)
      .map((r) => `${roleLabel(r.game_id, r.game_role_id)} (${r.nickname})`);
  const created = roles(true);
  const updated = roles(false);
  if (created.length) lines.push(`  roles created: ${created.join(', ')}`);
  if (updated.length) lines.push(`  roles updated: ${updated.join(', ')}`);
  if (!created.length && !updated.length) lines.push('  no role imported');
  for (const skip of summary.skipped) {
    const examples = skip.examples.length ? `, e.g. ${skip.examples.join(', ')}` : '';
    lines.push(`  skipped ${skip.count}: ${SKIP_WORDS[skip.reason]} (${skip.reason}${examples})`);
  }
  return lines;
}

/** Rows padded into columns two spaces apart; the last column is not padded. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  return all.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

/** `bh3 150000001, ys 812000001`: by game, then uid. */
export const rolesText = (roles: readonly { game_id: number; game_role_id: string }[]) =>
  [...roles]
    .sort((a, b) => a.game_id - b.game_id || a.game_role_id.localeCompare(b.game_role_id))
    .map((r) => roleLabel(r.game_id, r.game_role_id))
    .join(', ');
