import type { communityEndpoints } from '@chronicle/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client.js';
import { endpointKey } from './query-client.js';

/**
 * `communityEndpoints.ageCheck`. The share button hands it to this lazy chunk: importing the
 * contract's community module here would split it out of the first page load (extra chunk, budget).
 */
export type AgeCheckEndpoint = (typeof communityEndpoints)['ageCheck'];

/**
 * The uid the under-13 check is keyed by (docs/reference/privacy.md#under-13-rule): the viewed
 * account, `0` for one's own.
 */
export function ageCheckUid(isVisitor: boolean, viewUid: string | undefined): string {
  return isVisitor && viewUid ? viewUid : '0';
}

/**
 * Which refusal a blocked share shows (docs/reference/privacy.md#under-13-rule): the passive one
 * when the viewed account's age is the reason (viewing someone else), the active one when it is the
 * viewer's own (an under-13
 * account, on its own page or anyone's).
 */
export function blockedShareKey(isVisitor: boolean, isMinor: boolean) {
  return isVisitor && !isMinor
    ? ('share:blocked.passive' as const)
    : ('share:blocked.active' as const);
}

/** The check's answer, kept per uid for the page's life. */
export function ageCheckQueryOptions(ageCheck: AgeCheckEndpoint, uid: string) {
  const params = { uid };
  return queryOptions({
    queryKey: endpointKey(ageCheck, params),
    queryFn: ({ signal }) => api.call(ageCheck, params, { signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/**
 * Whether sharing is allowed. Answers synchronously (inside the click) when the check already ran,
 * so the clipboard and pop-up keep the user's gesture; otherwise asks the server.
 */
export function checkAge(
  ageCheck: AgeCheckEndpoint,
  client: QueryClient,
  uid: string,
  decide: (allowed: boolean) => void,
  fail: () => void,
): void {
  const options = ageCheckQueryOptions(ageCheck, uid);
  const known = client.getQueryData(options.queryKey);
  if (known) {
    decide(known.allowed);
    return;
  }
  client.fetchQuery(options).then(
    (data) => decide(data.allowed),
    () => fail(),
  );
}
