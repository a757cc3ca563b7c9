import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseURL: string;
  /** A service token of its ingest API. */
  ingestToken: string;
  stop(): void;
}

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
 * the demo data. `env(baseURL)` adds settings (it gets the URL for those that name it).
 */
export async function startServer(
  env: (baseURL: string, port: number) => Record<string, string> = () => ({}),
): Promise<RunningServer> {
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
      ...env(baseURL, port),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitHealthy(baseURL, child);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    ingestToken,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
