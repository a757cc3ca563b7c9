import { describe, expect, it } from 'vitest';
import { loadConfig, parseApiHosts } from './config.js';

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
  });
});
