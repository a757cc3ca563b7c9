// Bundles the server and the CLI into dist/ with esbuild. Every bare import stays external (installed
// from node_modules at run time) except @chronicle/contract, which is TypeScript source and must be
// compiled into the bundle. BUILD_OUTDIR bundles elsewhere (the crash-safety test runs its own copy).
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const keepContract = {
  name: 'externals-except-contract',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@chronicle/contract' || args.path.startsWith('@chronicle/contract/')) {
        return undefined;
      }
      return { path: args.path, external: true };
    });
  },
};

const outdir = process.env.BUILD_OUTDIR || 'dist';

await build({
  // The ingest worker is a thread main.js starts from the file beside it (ingest-runner.ts).
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    'ingest-worker': 'src/modules/ingest/ingest-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'info',
  plugins: [keepContract],
  // CommonJS dependencies call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __chronicleCreateRequire } from 'node:module'; const require = __chronicleCreateRequire(import.meta.url);",
  },
});

await chmod(join(outdir, 'cli.js'), 0o755);
