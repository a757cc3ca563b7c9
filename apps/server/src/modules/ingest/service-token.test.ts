import { expect, it } from 'vitest';
import { tokenListCommand, tokenRevokeCommand } from '../../cli/commands.js';
import { describeEachDb, envelope } from '../../test/harness.js';
import { UID } from '../../test/fixtures.js';
import {
  createServiceToken,
  serviceAuthorizationScopes,
  listServiceTokens,
} from './service-token.service.js';

/* Service tokens can be listed, revoked and expire (issue 19 §7). */

describeEachDb('service tokens', (env) => {
  const call = (token: string) =>
    env.app.inject({
      method: 'PUT',
      url: '/ingest/v1/switches',
      headers: { authorization: `Bearer ${token}` },
      payload: { switches: [] },
    });

  it('refuses an expired token and notes when a token was last used', async () => {
    const day = 86_400_000;
    const old = await createServiceToken(env.db, 'old', {
      expiresInDays: 1,
      now: Date.now() - 2 * day,
    });
    const fresh = await createServiceToken(env.db, 'fresh', { expiresInDays: 30 });
    expect(envelope(await call(old)).retcode).toBe(-9100);
    expect(envelope(await call(fresh)).retcode).toBe(0);
    const listed = await listServiceTokens(env.db);
    const entry = listed.find((t) => t.name === 'fresh');
    expect(entry?.lastUsedAt).toBeGreaterThan(0);
    expect(entry?.expiresAt).toBeGreaterThan(Date.now() + 29 * day);
    expect(listed.find((t) => t.name === 'old')?.lastUsedAt).toBeNull();
    expect(
      await serviceAuthorizationScopes(env.db, `Bearer ${fresh}`, Date.now() + 31 * day),
    ).toBeNull();
  });

  it('lists tokens without showing them, and revokes by name or fingerprint at once', async () => {
    const a = await createServiceToken(env.db, 'importer');
    const b = await createServiceToken(env.db, 'bot');
    const lines: string[] = [];
    await tokenListCommand(env.db, (l) => lines.push(l));
    const text = lines.join('\n');
    expect(text).toContain('importer');
    expect(text).not.toContain(a.slice(4, 20));
    await tokenRevokeCommand(env.db, 'importer', () => {});
    expect(envelope(await call(a)).retcode).toBe(-9100);
    expect(envelope(await call(b)).retcode).toBe(0);
    const fingerprint =
      (await listServiceTokens(env.db)).find((t) => t.name === 'bot')?.fingerprint ?? '';
    await tokenRevokeCommand(env.db, fingerprint, () => {});
    expect(envelope(await call(b)).retcode).toBe(-9100);
    await expect(tokenRevokeCommand(env.db, 'nobody', () => {})).rejects.toThrow(
      /no service token/,
    );
  });

  it('ends the sessions of an account whose password an operator sets', async () => {
    const token = await createServiceToken(env.db, 'reset');
    const before = await env.get('/community/user/wapi/getUserFullInfo?gid=2', { as: UID.alice });
    expect(envelope(before).retcode).toBe(0);
    const cookies = (
      await env.db.selectFrom('sessions').select('uid').where('uid', '=', UID.alice).execute()
    ).length;
    expect(cookies).toBeGreaterThan(0);
    const put = await env.app.inject({
      method: 'PUT',
      url: `/ingest/v1/accounts/${UID.alice}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { account: 'alice', nickname: 'Alice', password: 'a-brand-new-one' },
    });
    expect(envelope(put).retcode).toBe(0);
    expect(
      await env.db.selectFrom('sessions').select('uid').where('uid', '=', UID.alice).execute(),
    ).toEqual([]);
  });

  it('checks the token before reading the body: a bad token on an unreadable body is -9100', async () => {
    const res = await env.app.inject({
      method: 'PUT',
      url: '/ingest/v1/bundle',
      headers: { authorization: 'Bearer nope', 'content-type': 'application/json' },
      payload: `{"accounts": [${'{"uid": 1},'.repeat(50_000)}`,
    });
    expect(envelope(res).retcode).toBe(-9100);
    const none = await env.app.inject({
      method: 'PUT',
      url: '/ingest/v1/bundle',
      headers: { 'content-type': 'application/json' },
      payload: 'not json at all',
    });
    expect(envelope(none).retcode).toBe(-9100);
    // With a valid token the same unreadable body is a bad request.
    const token = await createServiceToken(env.db, 'reader');
    const bad = await env.app.inject({
      method: 'PUT',
      url: '/ingest/v1/bundle',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: 'not json at all',
    });
    expect(envelope(bad).retcode).toBe(-10001);
  });

  it('limits a scoped token to its scopes, before the body is read', async () => {
    const site = await createServiceToken(env.db, 'site-bot', { scopes: ['site'] });
    const send = (token: string, method: 'PUT' | 'GET', url: string, payload?: unknown) =>
      env.app
        .inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}` },
          ...(payload === undefined ? {} : { payload: payload as object }),
        })
        .then((res) => envelope(res).retcode);
    const notice = { version: 'v1', title: 'Maintenance', content: 'Tonight' };
    expect(await send(site, 'PUT', '/ingest/v1/announcements/2/en-us', notice)).toBe(0);
    expect(await send(site, 'GET', '/ingest/v1/insights')).toBe(-9102);
    expect(
      await send(site, 'PUT', `/ingest/v1/accounts/${UID.bob}`, {
        account: 'bob',
        password: 'x'.repeat(9),
      }),
    ).toBe(-9102);
    // Refused before parsing: an unreadable body is still -9102, not a bad request.
    expect(await send(site, 'PUT', '/ingest/v1/bundle', 'not json')).toBe(-9102);

    // Records only: a bundle with accounts in it takes the accounts scope too.
    const importer = await createServiceToken(env.db, 'importer-only', { scopes: ['import'] });
    const role = {
      game_id: 2,
      game_role_id: '812999001',
      uid: UID.bob,
      nickname: 'Scoped',
      level: 9,
    };
    expect(await send(importer, 'PUT', '/ingest/v1/bundle', { roles: [role] })).toBe(0);
    const withAccount = { accounts: [{ uid: UID.bob, account: 'bob', nickname: 'Bobby' }] };
    expect(await send(importer, 'PUT', '/ingest/v1/bundle', withAccount)).toBe(-9102);
    const bob = await env.db
      .selectFrom('accounts')
      .select('nickname')
      .where('uid', '=', UID.bob)
      .executeTakeFirstOrThrow();
    expect(bob.nickname).not.toBe('Bobby');

    const listed = await listServiceTokens(env.db);
    expect(listed.find((t) => t.name === 'site-bot')?.scopes).toEqual(['site']);
    expect(listed.find((t) => t.name === 'reader')?.scopes).toEqual([
      'import',
      'accounts',
      'site',
      'insights',
    ]);
  });
});
