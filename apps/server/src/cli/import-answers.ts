import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImportSummary } from '@chronicle/contract';
import cliProgress from 'cli-progress';
import { ApiError } from '../http/api-error.js';
import { importSavedAnswers } from '../modules/upstream/import.service.js';
import { CliError, listImportFiles } from './import-files.js';
import { accountNamed, cliSyncEnv, type UpstreamCli } from './upstream-env.js';
import { count, importWords } from './upstream-text.js';

/*
 * `chronicle import-har` and `chronicle import-raw` (issue 17): saved answers into an account's
 * roles, through the same import as the settings page. Each file is imported on its own: a file
 * that cannot be read is reported and the others still go in; a bad entry inside a file is skipped
 * and counted in its summary, the good ones kept.
 */

export interface ImportAnswersOptions {
  /** A file, or a folder whose files are imported in name order (`*.har` and `*.json` for HAR). */
  target: string;
  account: string;
  format: 'har' | 'raw';
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The parsed JSON of a file, or why it cannot be read. */
async function readDocument(file: string): Promise<{ doc: unknown } | { problem: string }> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { problem: code === 'ENOENT' ? 'no such file' : `cannot be read (${errorText(error)})` };
  }
  try {
    // DevTools of some browsers save HAR files with a byte-order mark.
    return { doc: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown };
  } catch (error) {
    return { problem: `not valid JSON (${errorText(error)})` };
  }
}

export async function importAnswersCommand(
  cli: UpstreamCli,
  options: ImportAnswersOptions,
): Promise<void> {
  const { db, config, print } = cli;
  const err = cli.err ?? process.stderr;
  const env = await cliSyncEnv(db, config);
  const owner = await accountNamed(db, options.account);
  const files = await listImportFiles(
    options.target,
    options.format === 'har' ? ['.har', '.json'] : ['.json'],
  );
  const failed: string[] = [];
  const totals = { imported: 0, snapshots: 0, created: 0, updated: 0 };

  for (const file of files) {
    const name = path.basename(file);
    const read = await readDocument(file);
    if ('problem' in read) {
      err.write(`${file}: ${read.problem}\n`);
      failed.push(name);
      continue;
    }
    const bar = new cliProgress.SingleBar(
      { format: `${name} [{bar}] {value}/{total} roles`, stream: err, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(1, 0);
    let summary: ImportSummary;
    try {
      summary = await importSavedAnswers(env, Number(owner.uid), read.doc, options.format, {
        onProgress: (done, total) => {
          bar.setTotal(Math.max(total, 1));
          bar.update(done);
        },
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      bar.stop();
      err.write(`${file}: ${error.message} (retcode ${error.retcode})\n`);
      failed.push(name);
      continue;
    }
    bar.stop();
    for (const line of importWords(name, summary)) print(line);
    totals.imported += summary.imported;
    totals.snapshots += summary.snapshots;
    for (const role of summary.roles) totals[role.created ? 'created' : 'updated'] += 1;
  }

  const imported = files.length - failed.length;
  if (files.length > 1) {
    print(
      `Imported ${imported} of ${count(files.length, 'file')} into ${owner.account}: ` +
        `${count(totals.imported, 'answer')}, ${count(totals.snapshots, 'snapshot')}, ` +
        `${count(totals.created, 'role')} created, ${totals.updated} updated.`,
    );
  }
  if (failed.length > 0) {
    throw new CliError(
      `${failed.length} of ${count(files.length, 'file')} could not be imported: ` +
        failed.join(', '),
    );
  }
}
