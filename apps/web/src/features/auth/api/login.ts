import { RETCODE, accountEndpoints, type BodyOf, type DataOf } from '@chronicle/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.js';
import type { Solver } from '../../../lib/risk-challenge/challenge.js';

const { login: loginEndpoint, challenge: challengeEndpoint } = accountEndpoints;

export type LoginInput = BodyOf<typeof loginEndpoint>;
export type LoginResult = DataOf<typeof loginEndpoint>;

export interface LoginHooks {
  /** The server asked for the sign-in check (-3211): the form says a short check is running. */
  onCheck?: () => void;
  /** Solves the check's proof of work; by default in workers, loaded only when a check is asked. */
  solve?: Solver;
}

const solveInWorkers: Solver = async (pow, signal) => {
  const { solveInWorkers: solve } = await import('../../../lib/risk-challenge/solver.js');
  return solve(pow, signal);
};

/**
 * Signs in with account and password (sets the session cookies). After repeated failed sign-ins
 * to the name or from this address the server wants the sign-in check with the login: it is asked
 * for, solved (about a second) and the login sent again with its proof.
 */
export async function login(input: LoginInput, hooks: LoginHooks = {}): Promise<LoginResult> {
  try {
    return await api.call(loginEndpoint, input);
  } catch (error) {
    const checkAsked =
      error instanceof ApiError && error.retcode === RETCODE.SIGN_IN_CHECK_REQUIRED;
    if (!checkAsked || input.proof) throw error;
  }
  hooks.onCheck?.();
  const check = await api.call(challengeEndpoint, { purpose: 'login', account: input.account });
  const solution = await (hooks.solve ?? solveInWorkers)(check.pow, new AbortController().signal);
  return api.call(loginEndpoint, {
    ...input,
    proof: {
      id: check.challenge,
      counter: String(solution.counter),
      derived_key: solution.derivedKey,
    },
  });
}

/**
 * Login as a mutation; the caller reloads the page on success
 * (docs/reference/web-app.md#login-status).
 */
export function useLogin(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } & LoginHooks = {},
) {
  const { onCheck, solve, ...callbacks } = options;
  return useMutation({
    mutationFn: (input: LoginInput) => login(input, { onCheck, solve }),
    ...callbacks,
  });
}
