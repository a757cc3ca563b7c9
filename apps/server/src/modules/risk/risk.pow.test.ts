import { describe, expect, it } from 'vitest';
import { RISK_DEFAULTS } from '../../config.js';
import { solve } from './risk-test-support.js';
import { COUNTER_RANGES, createPow, powSecrets, verifyPow } from './risk.pow.js';

/*
 * The proof of work on its own: what makes an answer valid, and what a default challenge costs.
 * `RISK_CALIBRATE=1` solves several default challenges and prints the times (the numbers behind
 * COUNTER_RANGES); without it one normal challenge is solved at the default cost.
 */

const secrets = powSecrets('calibration-secret');
const inTenMinutes = () => Date.now() + 600_000;

describe('challenge secrets', () => {
  it('are derived per purpose and per app secret, never the app secret itself', () => {
    expect(powSecrets('calibration-secret')).toEqual(secrets);
    expect(secrets.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(secrets.signature).not.toBe(secrets.keySignature);
    expect(Object.values(secrets)).not.toContain('calibration-secret');
    expect(powSecrets('another-secret').signature).not.toBe(secrets.signature);
  });
});

describe('the proof of work', () => {
  it('accepts the solution of a default-cost challenge, found by counting up like the browser', async () => {
    const pow = await createPow({
      cost: RISK_DEFAULTS.powCost,
      high: false,
      secrets,
      expiresAtMs: inTenMinutes(),
    });
    expect(pow.parameters.cost).toBe(5_000);
    const started = performance.now();
    const solution = await solve(pow);
    const ms = performance.now() - started;
    expect(solution.counter).toBeGreaterThanOrEqual(COUNTER_RANGES.normal.min);
    expect(solution.counter).toBeLessThanOrEqual(COUNTER_RANGES.normal.max);
    expect(await verifyPow(pow, solution.counter, solution.derivedKey, secrets)).toBe(true);
    // Generous: the build machine takes about 2 s; this only catches a runaway cost.
    expect(ms).toBeLessThan(20_000);
  }, 30_000);

  it('refuses tampered parameters, other secrets, wrong pairs and expired challenges', async () => {
    const pow = await createPow({ cost: 1, high: false, secrets, expiresAtMs: inTenMinutes() });
    const { counter, derivedKey } = await solve(pow);
    expect(await verifyPow(pow, counter, derivedKey, secrets)).toBe(true);

    // A cheaper cost or another prefix breaks the signature.
    const cheaper = { ...pow, parameters: { ...pow.parameters, cost: 2 } };
    expect(await verifyPow(cheaper, counter, derivedKey, secrets)).toBe(false);
    const otherPrefix = { ...pow, parameters: { ...pow.parameters, keyPrefix: '00' } };
    expect(await verifyPow(otherPrefix, counter, derivedKey, secrets)).toBe(false);
    expect(await verifyPow(pow, counter, derivedKey, powSecrets('another-secret'))).toBe(false);
    expect(await verifyPow(pow, counter - 1, derivedKey, secrets)).toBe(false);
    expect(await verifyPow(pow, counter, derivedKey.replace(/.$/, 'x'), secrets)).toBe(false);

    const stale = await createPow({ cost: 1, high: false, secrets, expiresAtMs: Date.now() - 1 });
    const late = await solve(stale);
    expect(await verifyPow(stale, late.counter, late.derivedKey, secrets)).toBe(false);
  });

  it('makes a costly challenge about three times the work of a normal one', async () => {
    const mean = (r: { min: number; max: number }) => (r.min + r.max) / 2;
    expect(mean(COUNTER_RANGES.high) / mean(COUNTER_RANGES.normal)).toBeCloseTo(3.1, 1);
    const high = await createPow({ cost: 1, high: true, secrets, expiresAtMs: inTenMinutes() });
    const { counter } = await solve(high);
    expect(counter).toBeGreaterThanOrEqual(COUNTER_RANGES.high.min);
    expect(counter).toBeLessThanOrEqual(COUNTER_RANGES.high.max);
  });

  it.skipIf(!process.env.RISK_CALIBRATE)(
    'calibration: solve times at the default cost',
    async () => {
      for (const high of [false, true]) {
        const times: number[] = [];
        const counters: number[] = [];
        for (let i = 0; i < (high ? 3 : 5); i += 1) {
          const pow = await createPow({
            cost: RISK_DEFAULTS.powCost,
            high,
            secrets,
            expiresAtMs: inTenMinutes(),
          });
          const started = performance.now();
          const solution = await solve(pow);
          times.push(performance.now() - started);
          counters.push(solution.counter);
        }
        const avg = times.reduce((a, b) => a + b, 0) / times.length;
        const iterations = counters.map((c) => (c + 1) * RISK_DEFAULTS.powCost);
        const rate = iterations.reduce((a, b) => a + b, 0) / (avg * times.length) / 1000;
        console.info(
          `${high ? 'costly' : 'normal'}: counters ${counters.join(', ')}; ` +
            `mean ${avg.toFixed(0)} ms; ${rate.toFixed(2)} M PBKDF2 iterations/s (node)`,
        );
        expect(times.length).toBeGreaterThan(0);
      }
    },
    300_000,
  );
});
