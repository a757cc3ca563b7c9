// The production server of `npm run build` (apps/server/dist/main.js) for the browser benchmarks:
// on a free loopback port, with a throw-away SQLite database that gets the demo data when it starts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const main = join(root, 'apps/server/dist/main.js');

const freePort = () =>
  new Promise((ok) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the built server and waits until /healthz answers. `dir` is the server's temporary folder
 * (callers may keep more in it); `remove()` deletes it once the server and anything else using it
 * have stopped.
 */
export async function startBuiltServer({ prefix = 'chronicle-bench-', stdio = 'inherit' } = {}) {
  if (!existsSync(main)) throw new Error('run npm run build first');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const server = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio,
  });
  const remove = () => rmSync(dir, { recursive: true, force: true });
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) {
      remove();
      throw new Error(`server exited with ${server.exitCode}`);
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, dir, server, remove };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  server.kill('SIGTERM');
  remove();
  throw new Error('server did not start within 60 s');
}
