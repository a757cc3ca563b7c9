import { accountEndpoints } from '@chronicle/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

const { logout: logoutEndpoint } = accountEndpoints;

/** Ends the session and clears the cookies. */
export async function logout(): Promise<void> {
  await api.call(logoutEndpoint);
}

/**
 * Logout as a mutation; the caller leaves the page on success
 * (docs/reference/web-app.md#header-login-and-logout).
 */
export function useLogout(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  return useMutation({ mutationFn: logout, ...options });
}
