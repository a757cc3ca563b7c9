import fs from 'node:fs/promises';
import path from 'node:path';
import cliProgress from 'cli-progress';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import { parseBundle } from '../modules/ingest/bundle-validation.js';
import { applyBundle, bundleSize } from '../modules/ingest/ingest.service.js';

/** A failure the CLI reports as one clear line and a non-zero exit. */
export class CliError extends Error {}

/**
 * The files a path names: the file itself, or every file of a folder with one of `extensions`
 * (`.json` by default), sorted.
 */
export async function listImportFiles(
  target: string,
  extensions: readonly string[] = ['.json'],
): Promise<string[]> {
  const stat = await fs.stat(target).catch(() => {
    throw new CliError(`${target}: no such file or directory`);
  });
  if (stat.isFile()) return [target];
  const names = (await fs.readdir(target)).filter((n) => extensions.some((e) => n.endsWith(e)));
  if (names.length === 0) {
    throw new CliError(`${target}: no ${extensions.join(' or ')} files in this folder`);
  }
  return names.sort().map((n) => path.join(target, n));
}

async function readJson(file: string): Promise<unknown> {
  const text = await fs.readFile(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliError(`${file}: not valid JSON (${error instanceof Error ? error.message : ''})`);
  }
}

export interface ImportSummary {
  files: number;
  items: number;
}

/**
 * Imports ingest-bundle JSON files, one transaction per file, with a progress bar per file. Stops
 * at the first invalid file with its JSON path; files already imported stay imported.
 */
export async function importFiles(
  db: Kysely<Database>,
  target: string,
  out: NodeJS.WriteStream = process.stderr,
): Promise<ImportSummary> {
  const files = await listImportFiles(target);
  let items = 0;
  for (const file of files) {
    const name = path.basename(file);
    let bundle;
    try {
      bundle = parseBundle(await readJson(file));
    } catch (error) {
      if (error instanceof ApiError) throw new CliError(`${file}: ${error.message}`);
      throw error;
    }
    const total = bundleSize(bundle);
    const bar = new cliProgress.SingleBar(
      { format: `${name} [{bar}] {value}/{total} items`, stream: out, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0);
    try {
      await applyBundle(db, bundle, { onProgress: (done) => bar.update(done) });
    } catch (error) {
      if (error instanceof ApiError) throw new CliError(`${file}: ${error.message}`);
      throw error;
    } finally {
      bar.stop();
    }
    if (!out.isTTY) out.write(`${name}: ${total} items imported\n`);
    items += total;
  }
  return { files: files.length, items };
}
