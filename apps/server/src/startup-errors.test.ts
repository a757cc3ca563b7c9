import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createDb } from './db/create-db.js';
import { migrateToLatest } from './db/migrations/migrate.js';
import { describeStartupError, safeDatabaseUrl } from './startup-errors.js';

/** The error a step throws (the steps here are meant to fail). */
async function failureOf(step: () => Promise<unknown>): Promise<unknown> {
  try {
    await step();
  } catch (error) {
    return error;
  }
  throw new Error('the step did not fail');
}

describe('start-up errors', () => {
  it('names the database, without its password, when PostgreSQL cannot be reached', async () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://chronicle:hunter2@127.0.0.1:1/records' });
    const db = createDb(config.databaseUrl);
    const error = await failureOf(() => migrateToLatest(db));
    await db.destroy();
    const text = describeStartupError(error, config);
    expect(text).toMatch(
      /^cannot reach the database at postgres:\/\/chronicle:\*\*\*@127\.0\.0\.1:1\/records \(ECONNREFUSED\)/,
    );
    expect(text).not.toContain('hunter2');
  });

  it('says which port is taken', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1' });
    const app = Fastify();
    const error = await failureOf(() => app.listen({ port, host: '127.0.0.1' }));
    await app.close();
    taken.close();
    expect(describeStartupError(error, config)).toBe(
      `port ${port} is already in use on 127.0.0.1: stop what listens there, or set PORT to a free port`,
    );
  });

  it('passes other messages on as they are, and configuration errors before a config exists', () => {
    const config = loadConfig({});
    expect(describeStartupError(new Error('PORT must be an integer'), undefined)).toBe(
      'PORT must be an integer',
    );
    expect(describeStartupError(new Error('something else'), config)).toBe('something else');
  });

  it('prints a database URL without its password', () => {
    expect(safeDatabaseUrl('postgres://u:p@db:5432/x')).toBe('postgres://u:***@db:5432/x');
    expect(safeDatabaseUrl('sqlite:./data/chronicle.db')).toBe('sqlite:./data/chronicle.db');
  });
});

describe('NODE_ENV=production', () => {
  it('loads no demo data unless CHRONICLE_DEMO=1; elsewhere unless CHRONICLE_DEMO=0', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ production: true, demo: false });
    expect(loadConfig({ NODE_ENV: 'production', CHRONICLE_DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({})).toMatchObject({ production: false, demo: true });
    expect(loadConfig({ CHRONICLE_DEMO: '0' }).demo).toBe(false);
  });

  it('wants SECRET when instances share Redis, and says how to make one', () => {
    const shared = { NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(() => loadConfig(shared)).toThrow(/SECRET must be set in production when REDIS_URL is/);
    expect(loadConfig({ ...shared, SECRET: 'a'.repeat(64) }).secret).toBe('a'.repeat(64));
    // Not in development, and not for a single production instance without Redis.
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).secret).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production' }).secret).toBeUndefined();
  });
});
