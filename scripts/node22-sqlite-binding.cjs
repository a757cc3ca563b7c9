// Preloaded (NODE_OPTIONS=--require) into every process and worker thread of `npm run test:node22`:
// the vitest run, its workers, the checkpointer's worker threads and the programs the server suites
// start. better-sqlite3 loads its addon through the `bindings` package, which finds the build in
// node_modules, compiled for the Node of `npm ci` (Node 20); loading that into Node 22 fails on the
// ABI. This swaps that one file for the Node 22 build named in CHRONICLE_BETTER_SQLITE3_BINDING, at
// the single point every addon load goes through (process.dlopen), so no call site (create-db.ts,
// the CLI's backup and restore, the checkpointer, the test helpers) needs a nativeBinding option,
// and node_modules is not touched. scripts/test-node22.mjs explains why this way. A CommonJS
// --require rather than an --import: Node skips --import preloads in `eval` worker threads.
'use strict';

const target = process.env.CHRONICLE_BETTER_SQLITE3_BINDING;
if (target) {
  const dlopen = process.dlopen;
  process.dlopen = function (module, filename, ...rest) {
    const swapped = /[\\/]better_sqlite3\.node$/.test(filename) ? target : filename;
    return dlopen.call(this, module, swapped, ...rest);
  };
}
