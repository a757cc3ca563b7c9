// Bundles the server and the CLI into dist/ with esbuild. Every bare import stays external (installed
// from node_modules at run time) except the workspace packages @chronicle/contract and
// @chronicle/demo, which are TypeScript source and must be compiled into the bundle. Code splitting
// puts what the entries share, and what they import dynamically, in chunk files beside them (in
// dist/ itself, not a subfolder: code that finds files from its own module's location, like the web
// app's folder in config.ts and ingest-worker.js in ingest-runner.ts, may land in a chunk); the
// demo data generator (load-demo.ts imports it on first use) is a chunk main.js never loads unless
// the server loads the demo. BUILD_OUTDIR bundles elsewhere (the crash-safety test runs its own copy).
import { chmod, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const WORKSPACE_PACKAGES = ['@chronicle/contract', '@chronicle/demo'];

const keepWorkspaces = {
  name: 'externals-except-workspaces',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (WORKSPACE_PACKAGES.some((p) => args.path === p || args.path.startsWith(`${p}/`))) {
        return undefined;
      }
      return { path: args.path, external: true };
    });
  },
};

const outdir = process.env.BUILD_OUTDIR || 'dist';

const common = {
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'info',
  plugins: [keepWorkspaces],
  // CommonJS dependencies call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __chronicleCreateRequire } from 'node:module'; const require = __chronicleCreateRequire(import.meta.url);",
  },
};

// Chunk names carry a content hash, so old ones would pile up: remove them first.
const CHUNK = /^chunk-[\w-]+\.js(\.map)?$/;
const previous = await readdir(outdir).catch(() => []);
await Promise.all(previous.filter((f) => CHUNK.test(f)).map((f) => rm(join(outdir, f))));
await rm(join(outdir, 'chunks'), { recursive: true, force: true });

await build({
  ...common,
  // demo.js is the data generator, an entry of its own so that its file says what it is; main.js
  // and cli.js import it dynamically and only when they load the demo. What they share goes to
  // chunk-<hash>.js files.
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    demo: '@chronicle/demo',
  },
  splitting: true,
  chunkNames: '[name]-[hash]',
});

// The ingest worker and the share-card worker are threads main.js starts from the files beside it
// (ingest-runner.ts, share-card.drawer.ts): each one file of its own, rather than a share of
// main.js's chunks it would mostly not use.
await build({
  ...common,
  entryPoints: {
    'ingest-worker': 'src/modules/ingest/ingest-worker.ts',
    'share-card-worker': 'src/modules/share-card/share-card.worker.ts',
  },
});

await chmod(join(outdir, 'cli.js'), 0o755);
