import { RETCODE, type ProofOfWork } from '@chronicle/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, type CallOptions } from '../api-client.js';
import { fakeApi } from '../../test/render.js';
import {
  CaptchaError,
  MAX_ATTEMPTS,
  challengeInFlight,
  runChallenge,
  type ChallengeStep,
  type ChallengeTrigger,
  type Solver,
} from './challenge.js';

const PATH = '/game_record/genshin/api/index';
const TRIGGER: ChallengeTrigger = { code: RETCODE.RISK_CHALLENGE, path: PATH, gameId: 2 };

function pow(nonce: string): ProofOfWork {
  return {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce,
      salt: '00ff',
      cost: 10,
      keyLength: 32,
      keyPrefix: 'ab',
    },
    signature: 'sig',
  };
}

let issued = 0;

/** createGeetest answers a fresh challenge id and proof of work each time. */
function created() {
  issued += 1;
  return {
    gt: 'chronicle-pow',
    challenge: `ch-${issued}`,
    success: 1,
    new_captcha: true,
    pow: pow(`n${issued}`),
  };
}

/** A solver that answers at once: counter = the challenge's number, key derived from its nonce. */
const instantSolver: Solver = (p) =>
  Promise.resolve({ counter: Number(p.parameters.nonce.slice(1)), derivedKey: 'abcdef' });

/** A solver that only ends when the challenge is closed (aborted). */
const endlessSolver: Solver = (_pow, signal) =>
  new Promise((_resolve, reject) => {
    if (signal.aborted) reject(new Error('aborted'));
    signal.addEventListener('abort', () => reject(new Error('aborted')));
  });

function run(options: Partial<Parameters<typeof runChallenge>[0]> = {}) {
  return runChallenge({
    trigger: TRIGGER,
    solve: instantSolver,
    signal: new AbortController().signal,
    ...options,
  });
}

/** The input and options of each call to `endpointId`. */
function callsTo(spy: ReturnType<typeof fakeApi>, endpointId: string) {
  return spy.mock.calls
    .filter(([endpoint]) => endpoint.id === endpointId)
    .map(([, input, options]) => ({ input, options: options as CallOptions }));
}

afterEach(() => {
  issued = 0;
  vi.restoreAllMocks();
});

// docs/reference/web-app.md#risk-challenge, docs/reference/web-app.md#risk-challenge-calls,
// docs/reference/web-app.md#captcha-errors
describe('runChallenge', () => {
  it('creates a challenge, solves its proof of work and sends the solution to verify', async () => {
    const spy = fakeApi({
      'risk.createGeetest': created,
      'risk.verifyGeetest': () => ({ success: 1 }),
    });
    const steps: ChallengeStep[] = [];
    await run({ onStep: (step) => steps.push(step) });
    expect(steps).toEqual(['create', 'solve', 'verify']);
    expect(callsTo(spy, 'risk.createGeetest').map((c) => c.input)).toEqual([
      { app_key: 'hk4e_game_record', is_high: false },
    ]);
    expect(callsTo(spy, 'risk.verifyGeetest').map((c) => c.input)).toEqual([
      {
        app_key: 'hk4e_game_record',
        geetest_challenge: 'ch-1',
        geetest_validate: '1',
        geetest_seccode: 'abcdef',
      },
    ]);
  });

  it('sends the game, the refused path and one trace id per challenge on both calls', async () => {
    const spy = fakeApi({
      'risk.createGeetest': created,
      'risk.verifyGeetest': () => ({ success: 1 }),
    });
    await run({ trigger: { ...TRIGGER, gameId: 6 } });
    const headers = spy.mock.calls.map(([, , options]) => (options as CallOptions).headers);
    expect(headers).toHaveLength(2);
    for (const h of headers) {
      expect(h?.['x-rpc-challenge_game']).toBe('6');
      expect(h?.['x-rpc-challenge_path']).toBe(PATH);
      expect(h?.['x-rpc-trace_id']).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(headers[1]?.['x-rpc-trace_id']).toBe(headers[0]?.['x-rpc-trace_id']);
    expect(callsTo(spy, 'risk.createGeetest')[0]?.input).toMatchObject({
      app_key: 'hkrpg_game_record',
    });

    spy.mockClear();
    await run({ trigger: { ...TRIGGER, path: '' } });
    const next = spy.mock.calls.map(([, , options]) => (options as CallOptions).headers);
    expect(next[0]?.['x-rpc-challenge_path']).toBeUndefined();
    expect(next[0]?.['x-rpc-trace_id']).not.toBe(headers[0]?.['x-rpc-trace_id']);
  });

  it('asks for the costly challenge after a forced limit (10041)', async () => {
    const spy = fakeApi({
      'risk.createGeetest': created,
      'risk.verifyGeetest': () => ({ success: 1 }),
    });
    await run({ trigger: { ...TRIGGER, code: RETCODE.FORCED_LIMIT } });
    expect(callsTo(spy, 'risk.createGeetest')[0]?.input).toMatchObject({ is_high: true });
  });

  it('restarts with a fresh challenge when verify answers 1034 (error_01)', async () => {
    let verifies = 0;
    const spy = fakeApi({
      'risk.createGeetest': created,
      'risk.verifyGeetest': () =>
        ++verifies < 3 ? new ApiError(RETCODE.CAPTCHA_REQUIRED, 'Verification required') : {},
    });
    const attempts: number[] = [];
    await run({ onStep: (step, attempt) => step === 'create' && attempts.push(attempt) });
    expect(attempts).toEqual([1, 2, 3]);
    expect(callsTo(spy, 'risk.verifyGeetest').map((c) => c.input)).toMatchObject([
      { geetest_challenge: 'ch-1' },
      { geetest_challenge: 'ch-2' },
      { geetest_challenge: 'ch-3' },
    ]);
  });

  it(`gives up with error_01 after ${MAX_ATTEMPTS} refused answers`, async () => {
    const spy = fakeApi({
      'risk.createGeetest': created,
      'risk.verifyGeetest': () => new ApiError(RETCODE.CAPTCHA_REQUIRED, 'Verification required'),
    });
    const failure = await run().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CaptchaError);
    expect(failure).toMatchObject({ code: 'error_01' });
    expect((failure as CaptchaError).cause).toMatchObject({ retcode: RETCODE.CAPTCHA_REQUIRED });
    expect(callsTo(spy, 'risk.createGeetest')).toHaveLength(MAX_ATTEMPTS);
  });

  it('switches to the costly challenge when verify answers a forced limit that came meanwhile', async () => {
    let verifies = 0;
    const spy = fakeApi({
      'risk.createGeetest': created,
      'risk.verifyGeetest': () =>
        ++verifies === 1 ? new ApiError(RETCODE.FORCED_LIMIT, 'Too many requests') : {},
    });
    await run();
    expect(callsTo(spy, 'risk.createGeetest').map((c) => c.input)).toMatchObject([
      { is_high: false },
      { is_high: true },
    ]);
  });

  it('passes other API errors on as they are (no restart)', async () => {
    const refusal = new ApiError(RETCODE.NOT_LOGGED_IN, 'Not logged in');
    const spy = fakeApi({ 'risk.createGeetest': () => refusal });
    await expect(run()).rejects.toBe(refusal);
    expect(callsTo(spy, 'risk.createGeetest')).toHaveLength(1);

    const limit = new ApiError(RETCODE.RISK_CHALLENGE, 'Please verify');
    fakeApi({ 'risk.createGeetest': created, 'risk.verifyGeetest': () => limit });
    await expect(run()).rejects.toBe(limit);
  });

  it('turns an unreachable server or a failed solver into the captcha network error', async () => {
    fakeApi({ 'risk.createGeetest': () => new NetworkError('Request failed') });
    await expect(run()).rejects.toMatchObject({ code: 'network' });

    fakeApi({ 'risk.createGeetest': created });
    const broken: Solver = () => Promise.reject(new Error('worker failed to start'));
    const failure = await run({ solve: broken }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'network' });
    expect((failure as Error).cause).toMatchObject({ message: 'worker failed to start' });
  });

  it('rejects with GEETEST_CLOSE when closed while the browser computes, and sends nothing more', async () => {
    const spy = fakeApi({ 'risk.createGeetest': created });
    const controller = new AbortController();
    const running = run({
      solve: endlessSolver,
      signal: controller.signal,
      onStep: (step) => step === 'solve' && controller.abort(),
    });
    await expect(running).rejects.toMatchObject({ code: 'GEETEST_CLOSE' });
    expect(callsTo(spy, 'risk.verifyGeetest')).toHaveLength(0);
  });

  it('rejects a second start while one runs (GEETEST_PENDING), and accepts one afterwards', async () => {
    let release: () => void = () => undefined;
    const spy = fakeApi({
      'risk.createGeetest': created,
      'risk.verifyGeetest': () => ({ success: 1 }),
    });
    const slowSolver: Solver = (p) =>
      new Promise((resolve) => {
        release = () => resolve({ counter: 1, derivedKey: p.parameters.nonce });
      });
    const first = run({ solve: slowSolver });
    expect(challengeInFlight()).toBe(true);
    const second = run();
    await expect(second).rejects.toMatchObject({ code: 'GEETEST_PENDING' });
    await vi.waitFor(() => expect(callsTo(spy, 'risk.createGeetest')).toHaveLength(1));
    release();
    await first;
    expect(challengeInFlight()).toBe(false);
    expect(callsTo(spy, 'risk.createGeetest')).toHaveLength(1);

    await run();
    expect(callsTo(spy, 'risk.createGeetest')).toHaveLength(2);
  });
});
