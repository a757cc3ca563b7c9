import type { IndexData } from '@chronicle/contract';
import { beforeAll, expect, it } from 'vitest';
import { ALICE_INDEX, ROLE, UID } from '../../test/fixtures.js';
import { describeEachDb, envelope, type TestEnv } from '../../test/harness.js';
import { getAccount } from '../account/account.service.js';
import { findRole } from '../binding/binding.service.js';
import { listPeriods, putSnapshot } from '../records/records.service.js';
import { createServiceToken } from './service-token.service.js';

function ingest(env: TestEnv, token: string) {
  return (url: string, body: unknown) =>
    env.request('PUT', `/ingest/v1/${url}`, {
      headers: { authorization: `Bearer ${token}` },
      body,
    });
}

describeEachDb('ingest API', (env) => {
  let put: ReturnType<typeof ingest>;
  beforeAll(async () => {
    put = ingest(env, await createServiceToken(env.db, 'tests'));
  });

  it('answers -9100 without a token or with an unknown one, before looking at the body', async () => {
    const none = await env.request('PUT', '/ingest/v1/bundle', { body: { nonsense: true } });
    expect(envelope(none)).toMatchObject({ retcode: -9100, data: null });
    const wrong = await ingest(env, 'chr_not-a-token')('switches', { switches: [] });
    expect(envelope(wrong).retcode).toBe(-9100);
  });

  it('does not accept a session cookie instead of a token', async () => {
    const res = await env.request('PUT', '/ingest/v1/switches', {
      as: UID.alice,
      body: { switches: [] },
    });
    expect(envelope(res).retcode).toBe(-9100);
  });

  it('applies a bundle and reports what it wrote', async () => {
    const res = await put('bundle', {
      accounts: [
        { uid: 100000101, account: 'pushed', nickname: 'Pushed', password: 'pushed-password' },
      ],
      roles: [{ game_id: 2, game_role_id: '612000101', uid: 100000101, nickname: 'P', level: 12 }],
      switches: [{ uid: 100000101, game_id: 2, switch_id: 2, is_public: false }],
      snapshots: [{ game_id: 2, game_role_id: '612000101', kind: 'index', payload: ALICE_INDEX }],
    });
    expect(envelope(res)).toEqual({
      retcode: 0,
      message: 'OK',
      data: { accounts: 1, roles: 1, switches: 1, catalog: 0, snapshots: 1 },
    });
    // The region defaults to the one the uid maps to.
    expect((await findRole(env.db, 2, '612000101'))?.region).toBe('os_usa');
    const login = await env.post('/account/api/login', {
      body: { account: 'pushed', password: 'pushed-password' },
    });
    expect(envelope(login).retcode).toBe(0);
  });

  it('answers -9101 with the JSON path of an invalid snapshot payload and writes nothing', async () => {
    const badIndex = { ...ALICE_INDEX, avatars: [{ ...ALICE_INDEX.avatars[0], level: 'high' }] };
    const res = await put('bundle', {
      accounts: [{ uid: 100000102, account: 'ghost', nickname: 'Ghost' }],
      snapshots: [{ game_id: 2, game_role_id: ROLE.aliceMain, kind: 'index', payload: badIndex }],
    });
    const body = envelope(res);
    expect(body.retcode).toBe(-9101);
    expect(body.message).toContain('$.snapshots[0].payload.avatars[0].level');
    expect(await getAccount(env.db, 100000102)).toBeUndefined();
  });

  it('rolls the whole bundle back when a later item is invalid', async () => {
    const res = await put('bundle', {
      accounts: [{ uid: 100000103, account: 'halfway', nickname: 'Halfway' }],
      roles: [{ game_id: 2, game_role_id: '612000103', uid: 100000999, nickname: 'X', level: 1 }],
    });
    expect(envelope(res)).toMatchObject({ retcode: -9101 });
    expect(envelope(res).message).toContain('$.roles[0].uid');
    expect(await getAccount(env.db, 100000103)).toBeUndefined();
  });

  it('answers -9101 to a schema violation of the bundle itself', async () => {
    const res = await put('bundle', { accounts: [{ uid: 'x', account: 'a', nickname: 'b' }] });
    expect(envelope(res).retcode).toBe(-9101);
    expect(envelope(res).message).toContain('accounts[0].uid');
  });

  it('answers -9101 to an unknown kind and to a role without a derivable region', async () => {
    const kind = await put(`snapshots/2/${ROLE.aliceMain}/mystery`, { payload: {} });
    expect(envelope(kind)).toMatchObject({ retcode: -9101 });
    expect(envelope(kind).message).toContain('unknown kind');
    const role = await put('roles/1/350000001', { uid: UID.alice, nickname: 'Far', level: 3 });
    expect(envelope(role).retcode).toBe(-9101);
    expect(envelope(role).message).toContain('region');
  });

  it('answers -9101 to an impossible or future birth date, so no child passes for an adult', async () => {
    for (const birth_date of ['2020-02-30', '2999-01-01']) {
      const res = await put('accounts/100000105', { account: 'kid', nickname: 'Kid', birth_date });
      expect(envelope(res).retcode).toBe(-9101);
      expect(envelope(res).message).toContain('birth_date');
    }
  });

  it('upserts through the single-item endpoints', async () => {
    const account = await put(`accounts/100000104`, { account: 'single', nickname: 'Single' });
    expect(envelope(account).retcode).toBe(0);
    const role = await put('roles/2/712000104', {
      uid: 100000104,
      nickname: 'S',
      level: 5,
      is_chosen: true,
    });
    expect(envelope(role).retcode).toBe(0);
    const switches = await put('switches', {
      switches: [{ uid: 100000104, game_id: 2, switch_id: 1, is_public: false }],
    });
    expect(envelope(switches).retcode).toBe(0);
    const snapshot = await put('snapshots/2/712000104/index', {
      captured_at: '2026-01-02T03:04:05Z',
      payload: ALICE_INDEX,
    });
    expect(envelope(snapshot).data).toMatchObject({ snapshots: 1 });
    const visitor = await env.get(
      '/game_record/genshin/api/index?role_id=712000104&server=os_euro',
      {
        as: UID.alice,
      },
    );
    expect(envelope(visitor).retcode).toBe(10102);
  });

  it('invalidates the catalog cache so new names show at once', async () => {
    const url = `/game_record/genshin/api/index?role_id=${ROLE.aliceMain}&server=os_asia`;
    const before = envelope<IndexData>(await env.get(url, { as: UID.alice }));
    expect(before.data.avatars.find((a) => a.id === 10000021)?.name).toBe('Pell Emberly');
    const res = await put('catalog', {
      entries: [{ kind: 'character', id: 10000021, names: { 'en-us': 'Pell the Bright' } }],
    });
    expect(envelope(res).data).toMatchObject({ catalog: 1 });
    const after = envelope<IndexData>(await env.get(url, { as: UID.alice }));
    expect(after.data.avatars.find((a) => a.id === 10000021)?.name).toBe('Pell the Bright');
  });

  it('serves a re-sent index at once, even with the same capture time', async () => {
    const url = `/game_record/genshin/api/index?role_id=${ROLE.aliceMain}&server=os_asia`;
    const first = envelope<IndexData>(await env.get(url, { as: UID.alice }));
    const days = first.data.stats.active_day_number + 7;
    const payload = { ...ALICE_INDEX, stats: { ...ALICE_INDEX.stats, active_day_number: days } };
    const at = '2030-01-01T00:00:00Z';
    expect(
      envelope(await put(`snapshots/2/${ROLE.aliceMain}/index`, { captured_at: at, payload }))
        .retcode,
    ).toBe(0);
    const second = envelope<IndexData>(await env.get(url, { as: UID.alice }));
    expect(second.data.stats.active_day_number).toBe(days);
    const again = { ...payload, stats: { ...payload.stats, active_day_number: days + 1 } };
    await put(`snapshots/2/${ROLE.aliceMain}/index`, { captured_at: at, payload: again });
    const third = envelope<IndexData>(await env.get(url, { as: UID.alice }));
    expect(third.data.stats.active_day_number).toBe(days + 1);
  });

  it('keeps every period of a periodic record and replaces a re-sent period', async () => {
    const base = { game_id: 2, game_role_id: ROLE.aliceMain, kind: 'spiral_abyss' };
    await putSnapshot(env.db, { ...base, period: '72', captured_at: 1000, payload: { v: 1 } });
    await putSnapshot(env.db, { ...base, period: '73', captured_at: 2000, payload: { v: 2 } });
    await putSnapshot(env.db, { ...base, period: '72', captured_at: 3000, payload: { v: 3 } });
    await putSnapshot(env.db, { ...base, period: '71', captured_at: 4000, payload: { v: 4 } });
    // Newest period first by its number: a later capture of an older period does not make it current.
    expect(await listPeriods(env.db, 2, ROLE.aliceMain, 'spiral_abyss')).toEqual([
      '73',
      '72',
      '71',
    ]);
  });
});
