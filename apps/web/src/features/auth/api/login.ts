import { accountEndpoints, type BodyOf, type DataOf } from '@chronicle/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

const { login: loginEndpoint } = accountEndpoints;

export type LoginInput = BodyOf<typeof loginEndpoint>;
export type LoginResult = DataOf<typeof loginEndpoint>;

/** Signs in with account and password (sets the session cookies). */
export function login(input: LoginInput): Promise<LoginResult> {
  return api.call(loginEndpoint, input);
}

/** Login as a mutation; the caller reloads the page on success (spec §4). */
export function useLogin(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({ mutationFn: login, ...options });
}
