import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { loadDotEnv, readSettings } from './config-values.js';

describe('settings checked against config-schema.ts', () => {
  it('gives the declared defaults when unset or blank', () => {
    const config = loadConfig({ PORT: ' ', LOG_LEVEL: '' });
    expect(config.port).toBe(8080);
    expect(config.logLevel).toBe('info');
    expect(config.upstream.syncIntervalHours).toBe(6);
  });

  it('refuses a wrong value with a ConfigError naming the variable and what it takes', () => {
    for (const [name, value, message] of [
      [
        'LOG_LEVEL',
        'loud',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      ],
      ['PORT', '80.5', 'PORT must be a whole number from 0 to 65535, got "80.5"'],
      ['PORT', '1e3', 'PORT must be a whole number from 0 to 65535, got "1e3"'],
      ['CHRONICLE_DEMO', 'yes', 'CHRONICLE_DEMO must be 1 (on) or 0 (off), got "yes"'],
      ['SYNC_INTERVAL_HOURS', '0', 'SYNC_INTERVAL_HOURS must be hours between 0 and 720, got "0"'],
      ['MEDIA_MAX_BYTES', '10', 'MEDIA_MAX_BYTES must be a whole number, at least 1024, got "10"'],
      [
        'PUBLIC_URL',
        'records.example.org',
        'PUBLIC_URL must be an http(s) URL without query, e.g. https://records.example.org, got "records.example.org"',
      ],
    ] as const) {
      const load = () => loadConfig({ [name]: value });
      expect(load, `${name}=${value}`).toThrow(ConfigError);
      expect(load, `${name}=${value}`).toThrow(message);
    }
  });

  it('does not repeat a secret value in the error', () => {
    const load = () => loadConfig({ DATABASE_URL: 'mysql://root:hunter22@db/x' });
    expect(load).toThrow('DATABASE_URL must be sqlite:<path> or postgres://user@host:5432/db');
    expect(load).not.toThrow(/hunter22/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short secret' })).not.toThrow(/short secret/);
  });

  it('reads numbers as numbers and fractions where the schema allows them', () => {
    const settings = readSettings({ SYNC_INTERVAL_HOURS: '0.5', SYNC_WORKERS: '0' });
    expect(settings.number('SYNC_INTERVAL_HOURS')).toBe(0.5);
    expect(settings.number('SYNC_WORKERS')).toBe(0);
    expect(settings.text('HOST')).toBe('0.0.0.0');
    expect(settings.text('SECRET')).toBeUndefined();
  });
});

describe('.env', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  it('fills in variables the environment does not set, and never overrides one it does', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chronicle-env-'));
    const file = path.join(dir, '.env');
    fs.writeFileSync(
      file,
      '# a comment\nCHRONICLE_TEST_FROM_FILE=file\nCHRONICLE_TEST_BOTH="file"\n',
    );
    process.env.CHRONICLE_TEST_BOTH = 'environment';
    loadDotEnv(file);
    expect(process.env.CHRONICLE_TEST_FROM_FILE).toBe('file');
    expect(process.env.CHRONICLE_TEST_BOTH).toBe('environment');
    // No file: nothing happens.
    expect(() => loadDotEnv(path.join(dir, 'missing.env'))).not.toThrow();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
