import { RETCODE, retcodeInfo, type RetcodeKind } from '@chronicle/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.js';

export interface ErrorDescription {
  message: string;
  tip?: string;
  kind: RetcodeKind | 'network';
}

/** The `errors` key of a retcode (catalogue keys are `errors.<key>`; a test checks each exists). */
export function errorKeyOf(code: number): 'generic' {
  return retcodeInfo(code).key.slice('errors.'.length) as 'generic';
}

/**
 * Message and tip of an error, looked up by retcode under the `errors` namespace (spec §8). Network
 * failures read `loading_failed`; unknown codes read `generic`.
 */
export function useDescribeError() {
  const { t } = useTranslation('errors');
  return (
    error: unknown,
    code: number | undefined = error instanceof ApiError ? error.retcode : undefined,
  ): ErrorDescription => {
    if (code === undefined) return { message: t('loading_failed'), kind: 'network' };
    const { kind } = retcodeInfo(code);
    const message = t(errorKeyOf(code), { defaultValue: t('generic') });
    switch (kind) {
      case 'no-character':
        return { message, tip: t('tips.noCharacter'), kind };
      case 'not-public':
        return { message, tip: t('tips.notPublic'), kind };
      case 'risk-challenge':
      case 'risk-captcha-required':
        return { message, tip: t('tips.risk'), kind };
      default:
        return { message, kind };
    }
  };
}

export const NOT_PUBLIC_CODE = RETCODE.NOT_PUBLIC;
export const NO_ROLE_CODE = RETCODE.ROLE_NOT_BOUND;
