import fs from 'node:fs/promises';
import path from 'node:path';
import cliProgress from 'cli-progress';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import {
  applyBundleFile,
  BundleFileSyntaxError,
  itemCount,
  scanBundleFile,
} from './import-stream.js';

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

export interface ImportSummary {
  files: number;
  items: number;
}

/**
 * Imports ingest-bundle JSON files, one transaction per file, with a progress bar per file. Stops
 * at the first invalid file with its JSON path; files already imported stay imported. Files of any
 * size are read in pieces (import-stream.ts), so memory does not grow with a file's size.
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
    const failed = (error: unknown) => {
      if (error instanceof ApiError) return new CliError(`${file}: ${error.message}`);
      if (error instanceof BundleFileSyntaxError) {
        return new CliError(`${file}: not valid JSON (${error.message})`);
      }
      return error;
    };
    // The file is streamed (import-stream.ts): read twice, never held whole in memory.
    const sections = await scanBundleFile(file).catch((error: unknown) => {
      throw failed(error);
    });
    const total = itemCount(sections);
    const bar = new cliProgress.SingleBar(
      { format: `${name} [{bar}] {value}/{total} items`, stream: out, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0);
    try {
      await applyBundleFile(db, file, sections, (done) => bar.update(done));
    } catch (error) {
      throw failed(error);
    } finally {
      bar.stop();
    }
    if (!out.isTTY) out.write(`${name}: ${total} items imported\n`);
    items += total;
  }
  return { files: files.length, items };
}
