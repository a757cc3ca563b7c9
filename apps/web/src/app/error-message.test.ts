import { LANG_CODES, RETCODE, RETCODES, retcodeInfo, type Lang } from '@chronicle/contract';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.js';
import { createI18n, loadLanguage } from '../lib/i18n.js';
import { describeErrorWith, errorKeyOf } from './error-message.js';

const instances = new Map<Lang, I18n>();

beforeAll(async () => {
  const english = await loadLanguage('en-us');
  for (const lang of LANG_CODES) {
    // No English fallback: a missing key would show as the key itself, not as English.
    const bundles = lang === 'en-us' ? english : await loadLanguage(lang);
    instances.set(lang, await createI18n(lang, { [lang]: bundles }));
  }
});

function describeIn(lang: Lang, code: number | undefined) {
  const instance = instances.get(lang);
  if (!instance) throw new Error(`${lang} not loaded`);
  return describeErrorWith(instance.getFixedT(lang, 'errors'), code);
}

// docs/reference/web-app.md#errors
describe('the message kinds', () => {
  it.each([
    [RETCODE.NOT_LOGGED_IN, 'no-login'],
    [RETCODE.LOGIN_REQUIRED, 'no-login'],
    [RETCODE.ROLE_NOT_BOUND, 'no-character'],
    [RETCODE.NO_GAME_ACCOUNT, 'no-character'],
    [RETCODE.RISK_CHALLENGE, 'risk-challenge'],
    [RETCODE.CAPTCHA_REQUIRED, 'risk-captcha-required'],
    [RETCODE.FORCED_LIMIT, 'risk-captcha-required'],
    [RETCODE.ACCESS_LIMIT, 'access-limit'],
    [RETCODE.UNAVAILABLE, 'unavailable'],
    [RETCODE.DB_UNAVAILABLE, 'unavailable'],
    [RETCODE.NOT_PUBLIC, 'not-public'],
    [424242, 'default'],
  ] as const)('maps %i to %s', (code, kind) => {
    expect(describeIn('en-us', code).kind).toBe(kind);
  });

  it('gives an unknown code the generic message and tip', () => {
    expect(describeIn('en-us', 424242)).toEqual({
      message: 'Something went wrong. Please try again.',
      tip: 'If this keeps happening, reload the page or come back later.',
      kind: 'default',
    });
  });

  it('shows the login tip for -100, the captcha page tip for a risk code, the limit tip for 10101', () => {
    expect(describeIn('en-us', RETCODE.NOT_LOGGED_IN)).toEqual({
      message: 'You are not logged in.',
      tip: 'Log in with your community account to continue.',
      kind: 'no-login',
    });
    expect(describeIn('en-us', RETCODE.RISK_CHALLENGE).tip).toBe(
      'Verification protects accounts from automated access.',
    );
    expect(describeIn('en-us', RETCODE.ACCESS_LIMIT).tip).toBe(
      'The count starts again tomorrow. Your own records are always available.',
    );
  });

  it('reads a network failure (no retcode) as loading failed, without a tip', () => {
    expect(describeIn('en-us', undefined)).toEqual({
      message: 'Loading failed. Check your connection and try again.',
      kind: 'network',
    });
  });

  it('takes the code of an API error', () => {
    expect(errorKeyOf(new ApiError(RETCODE.ACCESS_LIMIT, 'limit').retcode)).toBe('accessLimit');
  });
});

describe.each(LANG_CODES)('every catalogue retcode in %s', (lang) => {
  it.each(RETCODES.filter((r) => r.kind !== 'ok').map((r) => [r.code, r.kind] as const))(
    '%i (%s) has its own message and the tip of its kind',
    (code, kind) => {
      const instance = instances.get(lang);
      const { message, tip } = describeIn(lang, code);
      const key = errorKeyOf(code);
      expect(instance?.exists(`errors:${key}`), key).toBe(true);
      expect(message).toBe(instance?.getResource(lang, 'errors', key));
      expect(message).not.toMatch(/^(errors:|tips\.)/);
      expect(instance?.exists(`errors:tips.${kind}`), `tips.${kind}`).toBe(true);
      expect(tip).toBe(instance?.getResource(lang, 'errors', `tips.${kind}`));
    },
  );

  it('has the generic fallback and a translated text, not the English one, for each kind', () => {
    const generic = describeIn(lang, 424242);
    expect(generic.message).not.toMatch(/^generic$/);
    if (lang === 'en-us') return;
    for (const code of [
      RETCODE.NOT_LOGGED_IN,
      RETCODE.ROLE_NOT_BOUND,
      RETCODE.RISK_CHALLENGE,
      RETCODE.FORCED_LIMIT,
      RETCODE.ACCESS_LIMIT,
      424242,
    ]) {
      const here = describeIn(lang, code);
      const english = describeIn('en-us', code);
      expect(here.message, `${code}`).not.toBe(english.message);
      expect(here.tip, `${code}`).not.toBe(english.tip);
    }
  });

  it('has the copy-success and login-failure toasts, translated', () => {
    const instance = instances.get(lang);
    const english = instances.get('en-us');
    for (const key of ['account.uidCopied', 'login.failed']) {
      const text: unknown = instance?.getResource(lang, 'common', key);
      expect(typeof text, key).toBe('string');
      if (lang !== 'en-us')
        expect(text, key).not.toBe(english?.getResource('en-us', 'common', key));
    }
  });
});

describe('the catalogue', () => {
  it('has a tip for every kind but ok, in English', () => {
    const kinds = new Set(RETCODES.map((r) => r.kind));
    for (const kind of kinds) {
      if (kind === 'ok') continue;
      expect(instances.get('en-us')?.exists(`errors:tips.${kind}`), kind).toBe(true);
    }
    expect(retcodeInfo(RETCODE.OK).kind).toBe('ok');
    expect(describeIn('en-us', RETCODE.OK).tip).toBeUndefined();
  });
});
