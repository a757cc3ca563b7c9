import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/*
 * The real CLI and server as child processes of the crash-safety test, and the waits around them.
 * Every wait polls for a state; its limit only ends a hung run and asserts nothing about speed.
 */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Upper bound of every wait: a loaded CI machine is slow, a hung child must still end the test. */
export const WAIT_LIMIT_MS = 120_000;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A CLI or server process; `output` keeps its last words for failure messages. */
export interface Child {
  proc: ChildProcess;
  output: () => string;
  /** Settles when the process is gone: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export const isGone = (child: Child) =>
  child.proc.exitCode !== null || child.proc.signalCode !== null;

/** The server and CLI bundled from the sources, and how to start them. */
export interface Programs {
  start: (entry: 'cli' | 'main', args: string[], env: Record<string, string>) => Child;
}

/**
 * The server and CLI bundled once for the test run (`src/test/global-build.ts`): a bundle starts
 * several times faster than the sources through tsx, which is most of this test's time on a loaded
 * machine. Each child is a single node process, so SIGKILL lands on the very process that holds the
 * database.
 */
export function builtPrograms(): Programs {
  const dir = inject('serverBuild');
  return {
    start: (entry, args, env) => startChild(path.join(dir, `${entry}.js`), args, env),
  };
}

function startChild(script: string, args: string[], env: Record<string, string>): Child {
  const proc = spawn(process.execPath, [script, ...args], {
    cwd: serverRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      CHRONICLE_DEMO: '0',
      REDIS_URL: '',
      WEB_DIST: path.join(serverRoot, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: string) => (output = (output + chunk).slice(-4000));
  proc.stdout?.setEncoding('utf8').on('data', keep);
  proc.stderr?.setEncoding('utf8').on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    proc.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return { proc, output: () => output, exited };
}

/** SIGKILL; true when the signal ended it, false when it had already exited by itself. */
export async function sigkill(child: Child): Promise<boolean> {
  if (!isGone(child)) child.proc.kill('SIGKILL');
  return (await child.exited).signal === 'SIGKILL';
}

/** Polls `check` until it answers true; fails when `child` exits first, with its output. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  child?: Child,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (await check()) return;
    if (child && isGone(child))
      throw new Error(`${what}: the child exited first\n${child.output()}`);
    if (Date.now() - started > WAIT_LIMIT_MS) {
      throw new Error(`${what}: still not the case after ${WAIT_LIMIT_MS} ms\n${child?.output()}`);
    }
    await pause(15);
  }
}

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

export async function healthy(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/healthz`);
    return res.ok && ((await res.json()) as { status?: string }).status === 'ok';
  } catch {
    return false;
  }
}

/** The server on `url` and a free port; resolves once it answers /healthz with `ok`. */
export async function startServer(
  programs: Programs,
  url: string,
): Promise<{ child: Child; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = programs.start('main', [], {
    DATABASE_URL: url,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    SECRET: 'crash-safety-test-secret',
  });
  await waitUntil('the server answers /healthz', () => healthy(base), child);
  return { child, base };
}
