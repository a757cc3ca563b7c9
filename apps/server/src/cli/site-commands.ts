import { readFile } from 'node:fs/promises';
import { gameById, gameByKey } from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/migrate.js';
import { ApiError } from '../http/api-error.js';
import {
  deleteAnnouncement,
  featureSwitches,
  setAnnouncement,
  setFeatureSwitches,
} from '../modules/app-config/app-config.service.js';
import { TelemetryService } from '../modules/telemetry/telemetry.service.js';
import type { Print } from './commands.js';
import { CliError } from './import-files.js';

/** `ys`, `bh3`, `hsr` or a game id (2, 1, 6). */
export function gameIdOf(value: string): number {
  const game = gameByKey(value) ?? gameById(Number(value));
  if (!game) throw new CliError(`unknown game "${value}" (use ys, bh3, hsr or 2, 1, 6)`);
  return game.id;
}

async function asCli<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError)
      throw new CliError(`${error.message} (retcode ${error.retcode})`);
    throw error;
  }
}

export interface AnnounceOptions {
  game: string;
  lang: string;
  version: string;
  title?: string;
  /** The text itself, or `@path` to read it from a file. */
  content: string;
}

export async function announceSetCommand(
  db: Kysely<Database>,
  options: AnnounceOptions,
  print: Print,
): Promise<void> {
  await migrateToLatest(db);
  const content = options.content.startsWith('@')
    ? await readFile(options.content.slice(1), 'utf8')
    : options.content;
  const stored = await asCli(() =>
    setAnnouncement(
      db,
      gameIdOf(options.game),
      options.lang,
      { version: options.version, title: options.title ?? '', content },
      Date.now(),
    ),
  );
  print(`Announcement ${stored.version} set for game ${stored.game_id} in ${stored.lang}.`);
}

export async function announceRemoveCommand(
  db: Kysely<Database>,
  game: string,
  lang: string,
  print: Print,
): Promise<void> {
  await migrateToLatest(db);
  const removed = await asCli(() => deleteAnnouncement(db, gameIdOf(game), lang));
  print(`Announcement removed for game ${removed.game_id} in ${removed.lang}.`);
}

/** `switch set <game> key=0 key=1 …`, or just the list when no pairs are given. */
export async function switchCommand(
  db: Kysely<Database>,
  game: string,
  pairs: readonly string[],
  print: Print,
): Promise<void> {
  await migrateToLatest(db);
  const gameId = gameIdOf(game);
  const changes: Record<string, '0' | '1'> = {};
  for (const pair of pairs) {
    const match = /^([a-z_]+)=([01])$/.exec(pair);
    if (!match?.[1] || !match[2]) throw new CliError(`"${pair}" must be key=1 or key=0`);
    changes[match[1]] = match[2] === '1' ? '1' : '0';
  }
  const switches =
    pairs.length > 0
      ? (await asCli(() => setFeatureSwitches(db, gameId, changes, Date.now()))).switches
      : await featureSwitches(db, gameId);
  for (const [key, value] of Object.entries(switches)) print(`${key}=${value}`);
}

export async function insightsCommand(
  db: Kysely<Database>,
  days: number | undefined,
  print: Print,
): Promise<void> {
  await migrateToLatest(db);
  const summary = await new TelemetryService(db, Date.now).insights(days);
  print(`Since ${new Date(summary.since).toISOString()}`);
  print('Page visits:');
  for (const row of summary.page_views) print(`  ${String(row.count).padStart(7)}  ${row.path}`);
  print('Exposures:');
  for (const row of summary.exposures) print(`  ${String(row.count).padStart(7)}  ${row.key}`);
  print('API failures by retcode:');
  for (const row of summary.api_errors) print(`  ${String(row.count).padStart(7)}  ${row.retcode}`);
  print('Web vitals (p75):');
  for (const row of summary.vitals) print(`  ${row.name}  ${row.p75} (${row.count} samples)`);
}
