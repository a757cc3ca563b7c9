// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest
// settings, so the server sends the smallest one the client accepts without compressing per
// request (apps/server/src/modules/web/web.routes.ts). A copy that would not be smaller is skipped.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

const root = process.argv[2] ?? 'dist';
let count = 0;
let raw = 0;
let brotli = 0;
for await (const file of files(root)) {
  if ((await stat(file)).size < MIN_BYTES) continue;
  const bytes = await readFile(file);
  const [b, g] = await Promise.all([
    br(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz(bytes, { level: 9 }),
  ]);
  if (b.length < bytes.length) await writeFile(`${file}.br`, b);
  if (g.length < bytes.length) await writeFile(`${file}.gz`, g);
  count += 1;
  raw += bytes.length;
  brotli += Math.min(b.length, bytes.length);
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`,
);
