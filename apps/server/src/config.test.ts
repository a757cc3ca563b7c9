import { describe, expect, it } from 'vitest';
import {
  RISK_DEFAULTS,
  loadConfig,
  parseApiHosts,
  parseRiskConfig,
  parseWebpQuery,
} from './config.js';

describe('API_HOSTS', () => {
  it('reads key=origin pairs and keeps only the origin', () => {
    expect(parseApiHosts('eu=https://eu.example.com, asia=https://asia.example.com:8443')).toEqual([
      { key: 'eu', origin: 'https://eu.example.com' },
      { key: 'asia', origin: 'https://asia.example.com:8443' },
    ]);
    expect(parseApiHosts(undefined)).toEqual([]);
  });

  it('refuses paths, credentials, odd keys, duplicates and other schemes', () => {
    for (const bad of [
      'eu=https://eu.example.com/api',
      'eu=https://user:pw@eu.example.com',
      'EU!=https://eu.example.com',
      'eu=https://a.example.com,eu=https://b.example.com',
      'eu=ftp://eu.example.com',
      'eu=not a url',
      'https://eu.example.com',
    ]) {
      expect(() => parseApiHosts(bad), bad).toThrow(/API_HOSTS/);
    }
  });

  it('allows plain http only for loopback or a plain-http deployment', () => {
    expect(() => parseApiHosts('eu=http://eu.example.com', 'https://chronicle.example')).toThrow(
      /must use https/,
    );
    expect(parseApiHosts('dev=http://127.0.0.1:9000', 'https://chronicle.example')).toHaveLength(1);
    expect(parseApiHosts('eu=http://eu.example.com', 'http://localhost:8080')).toHaveLength(1);
    expect(() =>
      loadConfig({ API_HOSTS: 'eu=http://eu.example.com', PUBLIC_URL: 'https://c.example' }),
    ).toThrow(/must use https/);
  });

  it('trusts a reverse proxy only when told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toBe(
      '127.0.0.1,10.0.0.0/8',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});

describe('SHUTDOWN_TIMEOUT_SECONDS', () => {
  it('defaults to 10 seconds and takes a positive whole number', () => {
    expect(loadConfig({}).shutdownTimeoutSeconds).toBe(10);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: ' 30 ' }).shutdownTimeoutSeconds).toBe(30);
    for (const bad of ['0', '-1', '2.5', 'soon']) {
      expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: bad }), bad).toThrow(
        /SHUTDOWN_TIMEOUT_SECONDS must be a positive integer/,
      );
    }
  });
});

describe('IMAGE_WEBP_QUERY', () => {
  it('keeps name=value pairs and drops a leading ?', () => {
    expect(parseWebpQuery(undefined)).toBe('');
    expect(parseWebpQuery('x-oss-process=image/format,webp')).toBe(
      'x-oss-process=image/format,webp',
    );
    expect(parseWebpQuery('?format=webp&quality=80')).toBe('format=webp&quality=80');
    expect(loadConfig({ IMAGE_WEBP_QUERY: 'format=webp' }).imageWebpQuery).toBe('format=webp');
    expect(loadConfig({}).imageWebpQuery).toBe('');
  });

  it('refuses what would break an icon URL', () => {
    for (const bad of ['https://cdn.example/x', 'format', 'a=b#c', 'a=b c', '&a=b', 'a=<b>']) {
      expect(() => parseWebpQuery(bad), bad).toThrow(/IMAGE_WEBP_QUERY/);
    }
  });
});

describe('RISK_* (risk control)', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({}).risk).toEqual({
      windowSeconds: 600,
      challengeRoles: 12,
      challengeReads: 300,
      forcedRoles: 40,
      dailyPlayers: 30,
      failedLogins: 10,
      flagSeconds: 86_400,
      powCost: 5_000,
      challengesPerMinute: 20,
      redisPrefix: 'chronicle:risk:',
    });
    expect(loadConfig({}).risk).toEqual(RISK_DEFAULTS);
  });

  it('reads every variable, and 0 turns a rule off', () => {
    const risk = parseRiskConfig({
      RISK_WINDOW_SECONDS: '300',
      RISK_CHALLENGE_ROLES: '0',
      RISK_CHALLENGE_READS: ' 150 ',
      RISK_FORCED_ROLES: '0',
      RISK_DAILY_PLAYERS: '50',
      RISK_FAILED_LOGINS: '0',
      RISK_FLAG_SECONDS: '3600',
      RISK_POW_COST: '2000',
      RISK_CHALLENGES_PER_MINUTE: '5',
    });
    expect(risk).toMatchObject({
      windowSeconds: 300,
      challengeRoles: 0,
      challengeReads: 150,
      forcedRoles: 0,
      dailyPlayers: 50,
      failedLogins: 0,
      flagSeconds: 3600,
      powCost: 2000,
      challengesPerMinute: 5,
    });
    // Empty values fall back to the defaults, like every other variable.
    expect(parseRiskConfig({ RISK_CHALLENGE_ROLES: '' }).challengeRoles).toBe(12);
  });

  it('refuses values that are not whole numbers, with the variable named', () => {
    for (const [name, bad] of [
      ['RISK_CHALLENGE_ROLES', '-1'],
      ['RISK_CHALLENGE_READS', '2.5'],
      ['RISK_FORCED_ROLES', 'many'],
      ['RISK_DAILY_PLAYERS', '1e3'],
      ['RISK_FAILED_LOGINS', '0x10'],
    ] as const) {
      expect(() => parseRiskConfig({ [name]: bad }), `${name}=${bad}`).toThrow(
        new RegExp(`^${name} must be a whole number \\(0 turns the rule off\\), got "${bad}"`),
      );
    }
    // Windows, durations and the cost cannot be 0: a zero window would count nothing at all.
    for (const name of [
      'RISK_WINDOW_SECONDS',
      'RISK_FLAG_SECONDS',
      'RISK_POW_COST',
      'RISK_CHALLENGES_PER_MINUTE',
    ]) {
      expect(() => parseRiskConfig({ [name]: '0' }), name).toThrow(
        new RegExp(`^${name} must be a positive integer`),
      );
    }
    expect(() => loadConfig({ RISK_FORCED_ROLES: 'x' })).toThrow(/RISK_FORCED_ROLES/);
  });
});

describe('SIGNIN_* and REGISTRATIONS_PER_HOUR (the sign-in check)', () => {
  it('has the documented defaults and reads every variable', () => {
    expect(loadConfig({}).signIn).toEqual({
      nameFailures: 5,
      addressFailures: 20,
      windowSeconds: 900,
      freeRegistrations: 3,
    });
    expect(
      loadConfig({
        SIGNIN_CHECK_AFTER: '8',
        SIGNIN_ADDRESS_CHECK_AFTER: '0',
        SIGNIN_WINDOW_SECONDS: '600',
        REGISTRATIONS_PER_HOUR: '0',
      }).signIn,
    ).toEqual({ nameFailures: 8, addressFailures: 0, windowSeconds: 600, freeRegistrations: 0 });
  });

  it('refuses values that are not whole numbers, with the variable named', () => {
    expect(() => loadConfig({ SIGNIN_CHECK_AFTER: '-2' })).toThrow(/^SIGNIN_CHECK_AFTER/);
    expect(() => loadConfig({ SIGNIN_WINDOW_SECONDS: '0' })).toThrow(/^SIGNIN_WINDOW_SECONDS/);
  });
});

describe('METRICS and METRICS_TOKEN', () => {
  const TOKEN = 'scrape-0123456789abcdef';

  it('is off unless one of them is set', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS: '0' }).metrics).toBeUndefined();
    expect(loadConfig({ METRICS: ' ' }).metrics).toBeUndefined();
    expect(loadConfig({ METRICS: '1' }).metrics).toEqual({ token: undefined });
  });

  it('turns them on behind the token, with or without METRICS=1', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metrics).toEqual({ token: TOKEN });
    expect(loadConfig({ METRICS: '1', METRICS_TOKEN: ` ${TOKEN} ` }).metrics).toEqual({
      token: TOKEN,
    });
  });

  it('refuses other values, a contradiction and weak or unsendable tokens, naming the variable', () => {
    for (const bad of ['yes', 'true', '2']) {
      expect(() => loadConfig({ METRICS: bad }), bad).toThrow(/^METRICS must be 1 \(on\) or 0/);
    }
    expect(() => loadConfig({ METRICS: '0', METRICS_TOKEN: TOKEN })).toThrow(/METRICS=0/);
    for (const bad of ['short', 'has a space in the middle', `caf\u00e9-0123456789abcdef`]) {
      expect(() => loadConfig({ METRICS_TOKEN: bad }), bad).toThrow(/^METRICS_TOKEN must be/);
    }
  });
});
