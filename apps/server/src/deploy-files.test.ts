import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './config-schema.js';
// yaml comes with @fastify/swagger, one of the server's dependencies.
import { parse } from 'yaml';

/*
 * The deployment files in deploy/ cannot be run here (no container images can be pulled, no
 * systemd): this keeps them honest against the code they start. Each check reads the repository's
 * own files, so a renamed setting, a moved entry point or a changed limit fails here.
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

/** The settings the server reads: every variable config-schema.ts declares. */
const SETTINGS = new Set<string>(SETTING_NAMES);

interface ComposeService {
  build?: { context?: string; dockerfile?: string };
  image?: string;
  environment?: Record<string, string | number | null>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  depends_on?: Record<string, { condition?: string }> | string[];
  stop_grace_period?: string;
  volumes?: string[];
  networks?: Record<string, { ipv4_address?: string } | null> | string[];
}

const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
};
const services = Object.entries(compose.services);
const chronicle = services.filter(([, s]) => s.build?.dockerfile === 'deploy/Dockerfile');
const dockerfile = read('deploy/Dockerfile');
const composeNginx = read('deploy/nginx/compose.conf');
const siteNginx = read('deploy/nginx/chronicle.conf');
const unit = read('deploy/systemd/chronicle.service');
const envExample = read('deploy/systemd/chronicle.env.example');

/** `NAME=value` lines of an env file, comments left out. */
function envFile(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) entries.set(m[1]!, m[2]!);
  }
  return entries;
}

/** Seconds of a Compose duration (`25s`, `1m30s`) or a systemd one (`25s`, `25`). */
function seconds(value: string): number {
  const m = /^(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value.trim());
  if (!m || (m[1] === undefined && m[2] === undefined)) throw new Error(`not a duration: ${value}`);
  return Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0);
}

/** The value of `Key=` in a systemd unit (the last one counts). */
function unitValue(key: string): string | undefined {
  const lines = unit.split('\n').filter((l) => l.startsWith(`${key}=`));
  return lines.at(-1)?.slice(key.length + 1);
}

/** Sizes in nginx's notation (`65m`, `512k`) in bytes. */
function nginxSize(value: string): number {
  const m = /^(\d+)([kKmMgG]?)$/.exec(value);
  if (!m) throw new Error(`not an nginx size: ${value}`);
  const unitFactor = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2]!.toLowerCase()]!;
  return Number(m[1]) * unitFactor;
}

/** The body limits the server sets on its ingest and import routes. */
function bodyLimits(): number[] {
  const limits: number[] = [];
  for (const [file, name] of [
    ['apps/server/src/app.ts', 'INGEST_BODY_LIMIT'],
    ['apps/server/src/modules/upstream/upstream.routes.ts', 'IMPORT_BODY_LIMIT'],
  ] as const) {
    const m = new RegExp(`${name} = ([\\d_ *]+);`).exec(read(file));
    if (!m) throw new Error(`${name} is no longer a plain number in ${file}`);
    const factors = m[1]!.split('*').map((f) => Number(f.trim().replaceAll('_', '')));
    limits.push(factors.reduce((a, b) => a * b, 1));
  }
  return limits;
}

describe('setting names', () => {
  it('are the variables config-schema.ts declares', () => {
    for (const name of ['PORT', 'DATABASE_URL', 'SECRET', 'TRUST_PROXY', 'RISK_POW_COST']) {
      expect(SETTINGS).toContain(name);
    }
    for (const name of ['SYNC_WORKERS', 'UPSTREAM_HOSTS', 'SIGNIN_WINDOW_SECONDS']) {
      expect(SETTINGS).toContain(name);
    }
  });
});

describe('deploy/compose.yaml', () => {
  it('runs two Chronicle instances, PostgreSQL, Redis and nginx', () => {
    expect(chronicle.map(([name]) => name).sort()).toEqual(['chronicle-1', 'chronicle-2']);
    expect(compose.services.postgres?.image).toMatch(/^postgres:16/);
    expect(compose.services.redis?.image).toMatch(/^redis:7/);
    expect(compose.services.nginx?.image).toMatch(/^nginx:/);
  });

  it('gives every service a health check', () => {
    for (const [name, service] of services) {
      expect(service.healthcheck?.disable, name).not.toBe(true);
      expect(service.healthcheck?.test, name).toBeTruthy();
    }
  });

  it('waits for the graceful shutdown before it kills an instance', () => {
    for (const [name, service] of chronicle) {
      const timeout = Number(service.environment?.SHUTDOWN_TIMEOUT_SECONDS ?? 10);
      // The server exits within twice the timeout (http/shutdown.ts); Compose waits 10 s unless told.
      expect(seconds(service.stop_grace_period ?? '10s'), name).toBeGreaterThan(2 * timeout);
    }
  });

  it('starts a service only once what it depends on is healthy', () => {
    for (const [name, service] of services) {
      const deps = service.depends_on ?? {};
      expect(Array.isArray(deps), `${name}: depends_on needs conditions`).toBe(false);
      for (const [dep, spec] of Object.entries(deps as Record<string, { condition?: string }>)) {
        expect(compose.services[dep], `${name} depends on ${dep}`).toBeDefined();
        expect(spec.condition, `${name} → ${dep}`).toBe('service_healthy');
      }
    }
    for (const [name, service] of chronicle) {
      expect(Object.keys(service.depends_on ?? {}), name).toEqual(
        expect.arrayContaining(['postgres', 'redis']),
      );
    }
    expect(Object.keys(compose.services.nginx?.depends_on ?? {}).sort()).toEqual(
      chronicle.map(([name]) => name).sort(),
    );
  });

  it('sets only settings the server reads on the Chronicle instances', () => {
    for (const [name, service] of chronicle) {
      const env = Object.keys(service.environment ?? {});
      expect(env.length, name).toBeGreaterThan(0);
      expect(
        env.filter((key) => !SETTINGS.has(key)),
        `${name} sets variables the server never reads`,
      ).toEqual([]);
    }
  });

  it('shares one database, Redis and SECRET, required from deploy/.env', () => {
    for (const [name, service] of chronicle) {
      const env = service.environment ?? {};
      expect(env.NODE_ENV, name).toBe('production');
      expect(String(env.DATABASE_URL), name).toMatch(/^postgres:\/\/chronicle:.*@postgres:5432\//);
      expect(env.REDIS_URL, name).toBe('redis://redis:6379');
      expect(env.SECRET, name).toMatch(/^\$\{SECRET:\?.+\}$/);
    }
  });

  it('trusts nginx, and only nginx, as the proxy', () => {
    const networks = compose.services.nginx?.networks;
    const nginxAddress = Object.values(networks && !Array.isArray(networks) ? networks : {}).find(
      (n) => n?.ipv4_address,
    )?.ipv4_address;
    expect(nginxAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const [name, service] of chronicle) {
      expect(service.environment?.TRUST_PROXY, name).toBe(nginxAddress);
    }
  });

  it('keeps its data in named volumes', () => {
    const named = Object.keys(compose.volumes ?? {});
    for (const service of ['postgres', 'redis']) {
      const volume = compose.services[service]?.volumes?.[0]?.split(':')[0];
      expect(named, service).toContain(volume);
    }
  });

  it('points nginx at both instances on the port the image exposes', () => {
    const exposed = /^EXPOSE (\d+)$/m.exec(dockerfile)?.[1];
    expect(exposed).toBe('8080');
    const upstream = /upstream chronicle \{([^}]*)\}/.exec(composeNginx)?.[1] ?? '';
    const servers = [...upstream.matchAll(/^\s*server ([\w.-]+):(\d+)\b/gm)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(servers.sort()).toEqual(chronicle.map(([name]) => [name, exposed]).sort());
    expect(composeNginx).toMatch(/max_fails=\d+/);
  });
});

describe('deploy/Dockerfile', () => {
  it('starts the entry point `npm run serve` starts, which the build writes', () => {
    const serve = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
      .serve;
    const entry = /^node (\S+)$/.exec(serve ?? '')?.[1];
    expect(entry).toBe('apps/server/dist/main.js');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', entry]);
    // build.mjs bundles src/main.ts as `main` into dist/.
    const build = read('apps/server/build.mjs');
    expect(build).toMatch(/main: 'src\/main\.ts'/);
    expect(build).toMatch(/\|\| 'dist'/);
  });

  it('copies what main.js reads at run time into the runtime stage', () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    for (const folder of ['apps/server/dist', 'apps/web/dist', 'node_modules']) {
      expect(runtime, folder).toMatch(
        new RegExp(`^COPY --from=\\S+ /src/${folder} \\./${folder}$`, 'm'),
      );
    }
    // config.ts finds the web build beside the server package, and the bundles are ES modules
    // because apps/server/package.json says so.
    expect(read('apps/server/src/config.ts')).toMatch(
      /path\.join\(packageRoot, '\.\.', 'web', 'dist'\)/,
    );
    expect(JSON.parse(read('apps/server/package.json'))).toMatchObject({ type: 'module' });
    expect(runtime).toMatch(
      /^COPY --from=\S+ \/src\/apps\/server\/package\.json \.\/apps\/server\/$/m,
    );
    expect(runtime).toMatch(/^USER (?!root)\w+$/m);
    expect(runtime).toMatch(/^VOLUME \/data$/m);
  });

  it('sets only settings the server reads, and a database in the volume', () => {
    const env = [...dockerfile.matchAll(/^(?:ENV|\s+)\s*([A-Z][A-Z0-9_]*)=(\S+)/gm)];
    expect(env.map((m) => m[1]).filter((name) => !SETTINGS.has(name!))).toEqual([]);
    expect(Object.fromEntries(env.map((m) => [m[1], m[2]]))).toMatchObject({
      NODE_ENV: 'production',
      DATABASE_URL: 'sqlite:/data/chronicle.db',
    });
  });

  it('checks the health on /healthz, a route the server registers', () => {
    const health = /^HEALTHCHECK .*\\\n\s+CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(health).toBeDefined();
    expect((JSON.parse(health!) as string[]).join(' ')).toMatch(/\/healthz'/);
    for (const [name, service] of chronicle) {
      expect(JSON.stringify(service.healthcheck?.test), name).toContain('/healthz');
    }
    expect(read('apps/server/src/modules/health/health.routes.ts')).toMatch(
      /app\.get\('\/healthz'/,
    );
  });
});

describe('nginx files', () => {
  it('take the largest body the server takes', () => {
    const largest = Math.max(...bodyLimits());
    expect(largest).toBeGreaterThanOrEqual(1024 * 1024);
    for (const [file, text] of [
      ['compose.conf', composeNginx],
      ['chronicle.conf', siteNginx],
    ] as const) {
      const sizes = [...text.matchAll(/^\s*client_max_body_size (\S+);/gm)].map((m) =>
        nginxSize(m[1]!),
      );
      expect(sizes.length, file).toBeGreaterThan(0);
      for (const size of sizes) expect(size, file).toBeGreaterThanOrEqual(largest);
    }
  });

  it('pass the request id and the forwarded headers on', () => {
    for (const text of [composeNginx, siteNginx]) {
      for (const header of [
        'X-Request-Id $request_id',
        'X-Forwarded-For $remote_addr',
        'X-Forwarded-Host $http_host',
        'X-Forwarded-Proto $scheme',
      ]) {
        expect(text).toContain(`proxy_set_header ${header};`);
      }
    }
  });

  it('send the single-machine site to the port the env file sets', () => {
    const env = envFile(envExample);
    expect(siteNginx).toContain(`server ${env.get('HOST')}:${env.get('PORT')};`);
  });
});

describe('deploy/systemd', () => {
  it('sets only settings the server reads', () => {
    const names = [...envFile(envExample).keys()];
    expect(names).toEqual(expect.arrayContaining(['DATABASE_URL', 'SECRET', 'TRUST_PROXY']));
    expect(names.filter((name) => !SETTINGS.has(name))).toEqual([]);
    const inline = [...unit.matchAll(/^Environment=([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
    expect(inline.filter((name) => !SETTINGS.has(name))).toEqual([]);
  });

  it('starts main.js from the install folder and keeps the database where it may write', () => {
    expect(unitValue('ExecStart')).toBe('/usr/bin/node apps/server/dist/main.js');
    expect(unitValue('WorkingDirectory')).toBe('/opt/chronicle');
    expect(unitValue('EnvironmentFile')).toBe('/etc/chronicle/chronicle.env');
    const database = envFile(envExample).get('DATABASE_URL') ?? '';
    const folder = path.posix.dirname(database.replace(/^sqlite:/, ''));
    expect(unitValue('ProtectSystem')).toBe('strict');
    expect(unitValue('ReadWritePaths')?.split(/\s+/)).toContain(folder);
  });

  it('waits for the graceful shutdown before it kills the server', () => {
    const timeout = Number(envFile(envExample).get('SHUTDOWN_TIMEOUT_SECONDS') ?? 10);
    // The server exits within twice the timeout (http/shutdown.ts).
    expect(seconds(unitValue('TimeoutStopSec') ?? '90s')).toBeGreaterThan(2 * timeout);
  });
});
