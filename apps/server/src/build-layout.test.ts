import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/*
 * The server bundle (build.mjs, built once per run by test/global-build.ts). Some modules find files
 * from their own location: config.ts the web app's folder (`<package>/../web/dist`), ingest-runner.ts
 * the ingest worker (`./ingest-worker.js`). esbuild's code splitting may put them in any shared
 * chunk, so every chunk must sit in the entries' folder, never in a subfolder of it.
 */
describe('the server bundle', () => {
  const dir = inject('serverBuild');
  const scripts = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.js'),
  );

  it('keeps every script beside the entries, so paths found from import.meta.url hold', () => {
    expect(scripts).toEqual(expect.arrayContaining(['main.js', 'cli.js', 'ingest-worker.js']));
    expect(scripts.filter((f) => f.includes(path.sep))).toEqual([]);
  });

  it('finds each file a script names relative to itself', () => {
    const named = scripts.flatMap((file) =>
      [...readFileSync(path.join(dir, file), 'utf8').matchAll(/new URL\("(\.\/[\w.-]+\.js)"/g)].map(
        (m) => path.join(dir, path.dirname(file), m[1] ?? ''),
      ),
    );
    expect(named).toContain(path.join(dir, 'ingest-worker.js'));
    expect(named.filter((f) => !existsSync(f))).toEqual([]);
  });
});
