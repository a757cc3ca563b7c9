import { FEATURE_SWITCH_KEYS, type EndpointDef } from '@chronicle/contract';
import type { QueryClient } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { RouterProvider } from '../lib/router/components.js';
import type { RouteObject } from '../lib/router/match.js';
import { createMemoryRouter } from '../lib/router/router.js';
import { expect, vi } from 'vitest';
import { Providers } from '../app/providers.js';
import { api } from '../lib/api-client.js';
import type { AppConfig } from '../lib/app-config.js';
import { createI18n, loadLanguage } from '../lib/i18n.js';
import { createQueryClient } from '../lib/query-client.js';
import type { ShellKind } from '../lib/shell.js';

let english: I18n | undefined;

/** An i18next instance with the English bundles, created once per test file. */
export async function testI18n(): Promise<I18n> {
  english ??= await createI18n('en-us', { 'en-us': await loadLanguage('en-us') });
  return english;
}

/** The app's query client without retries, so failures show at once. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}

export interface RenderOptions {
  shell?: ShellKind;
  path?: string;
  queryClient?: QueryClient;
}

/** Renders `ui` inside the app's providers and a memory router at `path`. */
export function renderApp(ui: ReactNode, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}

/** Renders a route tree inside the app's providers, starting at `path`. */
export async function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const i18n = await testI18n();
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/ys'] });
  const result = render(
    <Providers queryClient={queryClient} i18n={i18n} shell={options.shell ?? 'desktop'}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, queryClient, router };
}

/** What a faked endpoint answers: its data, or an error (ApiError, NetworkError) to throw. */
type Handler = (input: unknown) => unknown;

/** The answer of a game's start-up configuration: every feature on, no announcement. */
export function appConfigAnswer(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    game_id: 2,
    switches: Object.fromEntries(FEATURE_SWITCH_KEYS.map((key) => [key, '1' as const])),
    hosts: [],
    announcement: null,
    webp_query: '',
    ...overrides,
  };
}

/** Calls every page makes whatever the test is about; a test's own handler replaces them. */
const AMBIENT: Record<string, Handler> = {
  'community.appConfig': () => appConfigAnswer(),
};

/**
 * An answer held back until the test gives it (loading states): `handler` goes into `fakeApi`,
 * `asked` waits until it was called, `answer` resolves every call so far with `value`.
 */
export function heldAnswer() {
  const waiting: ((value: unknown) => void)[] = [];
  return {
    handler: () => new Promise((resolve) => waiting.push(resolve)),
    asked: () => waitFor(() => expect(waiting.length).toBeGreaterThan(0)),
    answer: (value: unknown) =>
      act(() => {
        for (const resolve of waiting) resolve(value);
      }),
  };
}

/**
 * Replaces `api.call` with answers keyed by endpoint id. An unknown endpoint fails the test loudly.
 * Returns the spy so tests can inspect calls.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const implementation = async (endpoint: EndpointDef, input?: unknown): Promise<unknown> => {
    const handler = handlers[endpoint.id] ?? AMBIENT[endpoint.id];
    if (!handler) throw new Error(`Unexpected call to ${endpoint.id}`);
    const answer = handler(input);
    if (answer instanceof Error) throw answer;
    return Promise.resolve(answer);
  };
  return vi.spyOn(api, 'call').mockImplementation(implementation);
}
