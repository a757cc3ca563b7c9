import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** A service token of the ingest API, for flows that set up their own players. */
    ingestToken: string;
  }
}

const root = resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy within 60 s');
}

/**
 * Starts the built server the way `npm start` does, on a free port over a fresh SQLite database with
 * the demo data, and hands its URL to the tests.
 */
export default async function setup(project: TestProject) {
  const main = join(root, 'apps/server/dist/main.js');
  if (!existsSync(main) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build (npm test does it for you).');
  }
  const dir = mkdtempSync(join(tmpdir(), 'chronicle-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const databaseUrl = `sqlite:${join(dir, 'e2e.db')}`;
  // The operator's way to get an ingest token (README "The chronicle CLI").
  const ingestToken = execFileSync(
    process.execPath,
    [join(root, 'apps/server/dist/cli.js'), 'token', 'create', 'e2e'],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'ignore'] },
  )
    .toString()
    .trim();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      CHRONICLE_DEMO: '1',
      LOG_LEVEL: 'warn',
      // Every flow logs in afresh; the suite's logins from one IP would trip the default limit.
      LOGIN_RATE_MAX: '1000',
      // `?host=alt` (spec §2) picks the same server under another name: a page served by
      // 127.0.0.1 then calls the API on localhost, across origins, as both are listed.
      API_HOSTS: `main=${baseURL},alt=http://localhost:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitHealthy(baseURL, child);
  project.provide('baseURL', baseURL);
  project.provide('ingestToken', ingestToken);
  return () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
}
