import fs from 'node:fs';
import { once } from 'node:events';
import type { IngestBundle } from '@chronicle/contract';
import { bundleOf } from './roles.js';

/*
 * Writes generated players as one ingest-bundle JSON file (`npm run bench:data -- --roles N --file
 * out.json`), the input of `chronicle import`. The file is written a few hundred roles at a time,
 * each section whole before the next (accounts, roles, switches, snapshots: the order a bundle is
 * applied in), so a file of any size is written with flat memory; players are rebuilt from (seed,
 * index) for each section.
 */

const SECTIONS = ['accounts', 'roles', 'switches', 'snapshots'] as const;

export async function writeBundleFile(
  file: string,
  options: { roles: number; seed: number; from?: number; step?: number },
): Promise<{ bytes: number }> {
  const from = options.from ?? 0;
  const to = from + options.roles;
  const step = Math.max(1, options.step ?? 250);
  const out = fs.createWriteStream(file);
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('{');
  for (const [s, section] of SECTIONS.entries()) {
    await write(`${s === 0 ? '' : ','}\n"${section}": [`);
    let first = true;
    for (let i = from; i < to; i += step) {
      const bundle: IngestBundle = bundleOf(options.seed, i, Math.min(to, i + step));
      for (const item of bundle[section] ?? []) {
        await write(`${first ? '\n' : ',\n'}${JSON.stringify(item)}`);
        first = false;
      }
    }
    await write('\n]');
  }
  await write('\n}\n');
  out.end();
  await once(out, 'finish');
  return { bytes };
}
