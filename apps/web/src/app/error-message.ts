import { RETCODE, retcodeInfo, type RetcodeKind } from '@chronicle/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from '../lib/use-translation.js';
import { ApiError } from '../lib/api-client.js';
import type errorsEn from '../locales/en-us/errors.json';

export interface ErrorDescription {
  message: string;
  tip?: string;
  kind: RetcodeKind | 'network';
}

/** A message key of the `errors` namespace (the English file is the source). */
export type ErrorKey = Exclude<keyof typeof errorsEn, 'tips'>;

/** The `errors` key of a retcode (catalogue keys are `errors.<key>`; a test checks each exists). */
export function errorKeyOf(code: number): ErrorKey {
  return retcodeInfo(code).key.slice('errors.'.length) as ErrorKey;
}

/**
 * Message and tip of an error in the language of `t` (namespace `errors`), looked up by retcode
 * (docs/reference/web-app.md#errors). The tip is the one of the code's kind (`errors.tips.<kind>`:
 * the login tip, the captcha page tip, the access limit tip…; the type checks every kind has one).
 * Network failures read
 * `loading_failed`; unknown codes read `generic`.
 */
export function describeErrorWith(
  t: TFunction<'errors'>,
  code: number | undefined,
): ErrorDescription {
  if (code === undefined) return { message: t('loading_failed'), kind: 'network' };
  const { kind } = retcodeInfo(code);
  return {
    message: t(errorKeyOf(code), { defaultValue: t('generic') }),
    tip: kind === 'ok' ? undefined : t(`tips.${kind}`),
    kind,
  };
}

/** `describeErrorWith` in the current language; the code is the error's retcode unless given. */
export function useDescribeError() {
  const { t } = useTranslation('errors');
  return (
    error: unknown,
    code: number | undefined = error instanceof ApiError ? error.retcode : undefined,
  ): ErrorDescription => describeErrorWith(t, code);
}

export const NOT_PUBLIC_CODE = RETCODE.NOT_PUBLIC;
export const NO_ROLE_CODE = RETCODE.ROLE_NOT_BOUND;
