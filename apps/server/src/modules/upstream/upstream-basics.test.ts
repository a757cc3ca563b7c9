import { createHash } from 'node:crypto';
import { endpoints, RETCODE } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../http/api-error.js';
import { SecretBox } from './secret-box.js';
import { parseUpstreamCookies } from './upstream-cookies.js';
import { parseImageHosts, parseUpstreamConfig, parseUpstreamHosts } from './upstream.config.js';
import { dynamicSecret, queryString, wireRequest } from './upstream-request.js';
import { imageAllowed } from './sync.service.js';

describe('SecretBox', () => {
  it('opens what it sealed, with a fresh nonce each time', () => {
    const box = new SecretBox('one secret');
    const a = box.seal('ltoken_v2=v2_abc');
    const b = box.seal('ltoken_v2=v2_abc');
    expect(a).not.toBe(b);
    expect(a).not.toContain('v2_abc');
    expect(box.open(a)).toBe('ltoken_v2=v2_abc');
  });

  it('opens nothing sealed under another SECRET, or altered', () => {
    const sealed = new SecretBox('one secret').seal('cookie');
    expect(new SecretBox('another secret').open(sealed)).toBeUndefined();
    const [v, iv, tag, data = ''] = sealed.split('.');
    // One bit of the ciphertext flipped: the tag no longer matches.
    const bytes = Buffer.from(data, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 0x01;
    const altered = [v, iv, tag, bytes.toString('base64url')].join('.');
    expect(new SecretBox('one secret').open(altered)).toBeUndefined();
    expect(new SecretBox('one secret').open('not sealed')).toBeUndefined();
  });
});

describe('parseUpstreamCookies', () => {
  it('keeps the login cookies of a pasted Cookie header and drops the rest', () => {
    const { cookies, uid } = parseUpstreamCookies(
      'mi18nLang=en-us; _ga=GA1.2.3; ltuid_v2=123456; ltoken_v2=v2_CAISDAbc; ltmid_v2=1ab_hy',
    );
    expect(uid).toBe('123456');
    expect(cookies).toEqual({ ltuid_v2: '123456', ltoken_v2: 'v2_CAISDAbc', ltmid_v2: '1ab_hy' });
  });

  it('takes the v1 names and one cookie per line', () => {
    expect(parseUpstreamCookies('ltuid=42\nltoken=abc').uid).toBe('42');
  });

  it.each(['', 'ltuid_v2=1', 'ltoken_v2=x', 'ltuid_v2=abc; ltoken_v2=x', 'ltuid=1; ltoken_v2=x'])(
    'refuses %j with -9207',
    (text) => {
      expect(() => parseUpstreamCookies(text)).toThrow(
        expect.objectContaining({ retcode: RETCODE.COOKIE_INCOMPLETE }) as ApiError,
      );
    },
  );
});

describe('the upstream settings', () => {
  it("default to HoYoLAB's overseas record host, its image hosts and one worker", () => {
    const config = parseUpstreamConfig({});
    expect(config.hosts).toEqual([
      { name: 'hoyolab', origin: 'https://sg-public-api.hoyolab.com' },
    ]);
    expect(config.imageHosts).toContain('*.hoyolab.com');
    expect(config).toMatchObject({ syncIntervalHours: 6, workers: 1, requestIntervalMs: 1000 });
  });

  it('take https origins, and plain http on loopback only', () => {
    expect(parseUpstreamHosts('a=http://127.0.0.1:8080, b=https://records.example')).toEqual([
      { name: 'a', origin: 'http://127.0.0.1:8080' },
      { name: 'b', origin: 'https://records.example' },
    ]);
    expect(() => parseUpstreamHosts('a=http://records.example')).toThrow(/https/);
    expect(() => parseUpstreamHosts('a=https://x.example/api')).toThrow(/origin only/);
    expect(() => parseUpstreamHosts('a=https://u:p@x.example')).toThrow(/origin only/);
    expect(() => parseUpstreamHosts('A B=https://x.example')).toThrow(/name/);
    expect(() => parseUpstreamHosts('a=https://x.example,a=https://y.example')).toThrow(/twice/);
  });

  it('check image host patterns and numbers', () => {
    expect(parseImageHosts('*.hoyolab.com, cdn.example.org')).toEqual([
      '*.hoyolab.com',
      'cdn.example.org',
    ]);
    expect(() => parseImageHosts('*')).toThrow(/UPSTREAM_IMAGE_HOSTS/);
    expect(() => parseUpstreamConfig({ SYNC_WORKERS: '-1' })).toThrow(/SYNC_WORKERS/);
    expect(parseUpstreamConfig({ SYNC_WORKERS: '0' }).workers).toBe(0);
  });
});

describe('wire requests', () => {
  it('carry the DS header real web clients compute', () => {
    const ds = dynamicSecret('salt', 1_700_000_000_123, 'abcdef');
    const md5 = createHash('md5').update('salt=salt&t=1700000000&r=abcdef').digest('hex');
    expect(ds).toBe(`1700000000,abcdef,${md5}`);
    expect(dynamicSecret('salt', 0)).toMatch(/^0,[A-Za-z]{6},[0-9a-f]{32}$/);
  });

  it('put GET input in the query, POST input in a JSON body, under the event prefix', () => {
    const options = {
      lang: 'ja-jp' as const,
      cookies: { ltuid_v2: '1', ltoken_v2: 't' },
      dsSalt: 's',
      now: 0,
    };
    const get = wireRequest(
      endpoints.genshin.spiralAbyss,
      { role_id: '1', server: 'os_asia', schedule_type: 2 },
      options,
    );
    expect(get.path).toBe(
      '/event/game_record/genshin/api/spiralAbyss?role_id=1&server=os_asia&schedule_type=2',
    );
    expect(get.headers).toMatchObject({
      'x-rpc-language': 'ja-jp',
      'x-rpc-lang': 'ja-jp',
      'x-rpc-app_version': '1.5.0',
      'x-rpc-client_type': '5',
      cookie: 'ltuid_v2=1; ltoken_v2=t',
    });
    const post = wireRequest(
      endpoints.genshin.characterList,
      { role_id: '1', server: 'os_asia' },
      options,
    );
    expect(post).toMatchObject({
      method: 'POST',
      path: '/event/game_record/genshin/api/character/list',
      body: '{"role_id":"1","server":"os_asia"}',
    });
    expect(wireRequest(endpoints.card.getGameRecordCard, { uid: '9' }, options).path).toBe(
      '/event/game_record/card/wapi/getGameRecordCard?uid=9',
    );
    expect(queryString({ 'id_list[]': [1, 2], skip: undefined })).toBe(
      'id_list%5B%5D=1&id_list%5B%5D=2',
    );
  });
});

describe('which images a sync may fetch', () => {
  const allowed = imageAllowed(
    parseUpstreamConfig({
      UPSTREAM_HOSTS: 'a=http://127.0.0.1:8081,b=https://records.example',
      UPSTREAM_IMAGE_HOSTS: '*.hoyoverse.com,cdn.example.org',
    }),
  );
  it.each([
    ['http://127.0.0.1:8081/art/x.svg', true],
    ['http://localhost:8081/art/x.svg', true],
    ['https://records.example/media/x.png', true],
    ['https://act-webstatic.hoyoverse.com/x.png', true],
    ['https://cdn.example.org/x.png', true],
    ['http://localhost:8082/art/x.svg', false],
    ['http://act-webstatic.hoyoverse.com/x.png', false],
    ['https://hoyoverse.com.evil.example/x.png', false],
    ['https://169.254.169.254/latest/meta-data.png', false],
  ])('%s: %s', (url, expected) => {
    expect(allowed(new URL(url))).toBe(expected);
  });
});
