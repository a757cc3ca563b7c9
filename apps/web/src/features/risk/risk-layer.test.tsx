import { RETCODE, endpoints } from '@chronicle/contract';
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesktopShell } from '../../app/desktop-shell.js';
import { MobileShell } from '../../app/mobile-shell.js';
import { ApiError, NetworkError, api } from '../../lib/api-client.js';
import { clearApiError } from '../../lib/api-error-store.js';
import { onApiFailure, type ApiFailure } from '../../lib/api-failure.js';
import { resetAppContext } from '../../lib/app-context.js';
import { browser } from '../../lib/browser.js';
import type { RouteObject } from '../../lib/router/match.js';
import type { ShellKind } from '../../lib/shell.js';
import { TRAVELER_ROLES, card, userInfo } from '../../test/fixtures.js';
import { fakeApi, renderRoutes } from '../../test/render.js';
import { challengeInFlight, type Solver } from '../../lib/risk-challenge/challenge.js';
import { CAPTCHA_ENDPOINT, RELOAD_DELAY_MS, resetRiskFlow, setRiskSolver } from './risk-flow.js';

const ROLE = { role_id: '812000101', server: 'os_asia' };
const INDEX_PATH = '/game_record/genshin/api/index';
const ABYSS_PATH = '/game_record/genshin/api/spiralAbyss';

/**
 * A records page with one or two queries and no `errorLayout` meta of its own: a risk retcode
 * reaches the layout from every query.
 */
function RecordsProbe({ twice = false, errorLayout = false }) {
  const index = useQuery({
    queryKey: ['genshin.index', ROLE],
    queryFn: () => api.call(endpoints.genshin.index, ROLE),
    meta: { errorLayout },
  });
  const abyss = useQuery({
    queryKey: ['genshin.spiralAbyss', ROLE],
    queryFn: () => api.call(endpoints.genshin.spiralAbyss, { ...ROLE, schedule_type: 1 }),
    enabled: twice,
  });
  return (
    <p>
      {index.isSuccess ? 'Overview content' : 'Loading records'}
      {abyss.isSuccess ? ' and abyss' : ''}
    </p>
  );
}

function routes(shell: ShellKind, probe = <RecordsProbe />): RouteObject[] {
  return [
    {
      path: '/',
      element: shell === 'mobile' ? <MobileShell /> : <DesktopShell />,
      children: [{ path: 'ys', handle: { routeId: 'ys' }, element: probe }],
    },
  ];
}

const refused = (code: number, path = INDEX_PATH) =>
  new ApiError(code, 'Please complete the verification on the records page', null, path);

let issued = 0;
function created() {
  issued += 1;
  return {
    gt: 'chronicle-pow',
    challenge: `ch-${issued}`,
    success: 1,
    new_captcha: true,
    pow: {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: `0${issued}`,
        salt: '00',
        cost: 1,
        keyLength: 32,
        keyPrefix: 'ab',
      },
    },
  };
}

/** The signed-in traveler whose records page answers `index` (and the abyss, `abyss`). */
function travelerApi(handlers: Record<string, (input: unknown) => unknown>) {
  return fakeApi({
    'community.getUserFullInfo': () => userInfo('100000001'),
    'card.getGameRecordCard': () => ({ list: [card({ game_head_icon: '' })] }),
    'community.langs': () => ({ langs: [] }),
    'binding.getUserGameRolesByCookie': () => TRAVELER_ROLES,
    'risk.createGeetest': created,
    'risk.verifyGeetest': () => ({ success: 1 }),
    ...handlers,
  });
}

function callsTo(spy: ReturnType<typeof fakeApi>, endpointId: string) {
  return spy.mock.calls
    .filter(([endpoint]) => endpoint.id === endpointId)
    .map(([, input, options]) => ({ input, options }));
}

const instantSolver: Solver = (pow) =>
  Promise.resolve({ counter: 17, derivedKey: `key${pow.parameters.nonce}` });

/** A computation that runs until the challenge is closed. */
const endlessSolver: Solver = (_pow, signal) =>
  new Promise((_resolve, reject) => {
    if (signal.aborted) reject(new Error('aborted'));
    signal.addEventListener('abort', () => reject(new Error('aborted')));
  });

const findCheck = () => screen.findByRole('dialog', { name: 'Quick check' }, { timeout: 3_000 });

let reload: ReturnType<typeof vi.spyOn>;
let close: ReturnType<typeof vi.spyOn>;
let heard: ApiFailure[];
let stopHearing: () => void;

beforeEach(() => {
  issued = 0;
  setRiskSolver(instantSolver);
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
  close = vi.spyOn(browser, 'close').mockImplementation(() => undefined);
  heard = [];
  stopHearing = onApiFailure((failure) => heard.push(failure));
});

afterEach(async () => {
  window.sessionStorage.clear();
  stopHearing();
  resetRiskFlow();
  clearApiError();
  resetAppContext();
  await waitFor(() => expect(challengeInFlight()).toBe(false));
});

describe.each(['desktop', 'mobile'] as const)(
  // docs/reference/web-app.md#risk-challenge, docs/reference/web-app.md#errors
  'the risk challenge on the %s shell',
  (shell) => {
    it('opens on a risk refusal of a records query, then solves, verifies, says so and reloads', async () => {
      const spy = travelerApi({ 'genshin.index': () => refused(RETCODE.RISK_CHALLENGE) });
      await renderRoutes(routes(shell), { shell });
      const dialog = await findCheck();
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(dialog.className).toContain(shell === 'mobile' ? 'risk--sheet' : 'risk--card');
      expect(within(dialog).getByText(/your browser will now do a short computation/)).toBeTruthy();
      expect(dialog.contains(document.activeElement)).toBe(true);

      await waitFor(() =>
        expect(within(dialog).getByRole('status').textContent).toContain('Verified'),
      );
      expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3_000 });

      expect(callsTo(spy, 'risk.createGeetest').map((c) => c.input)).toEqual([
        { app_key: 'hk4e_game_record', is_high: false },
      ]);
      expect(callsTo(spy, 'risk.verifyGeetest').map((c) => c.input)).toEqual([
        {
          app_key: 'hk4e_game_record',
          geetest_challenge: 'ch-1',
          geetest_validate: '17',
          geetest_seccode: 'key01',
        },
      ]);
      // Both calls name the game, the refused call and the challenge
      // (docs/reference/web-app.md#risk-challenge-calls).
      const [create, verify] = [
        ...callsTo(spy, 'risk.createGeetest'),
        ...callsTo(spy, 'risk.verifyGeetest'),
      ].map((c) => c.options?.headers);
      expect(create).toMatchObject({
        'x-rpc-challenge_game': '2',
        'x-rpc-challenge_path': INDEX_PATH,
      });
      expect(create?.['x-rpc-trace_id']).toMatch(/^[0-9a-f]{32}$/);
      expect(verify).toEqual(create);
      expect(heard.filter((f) => f.endpoint === CAPTCHA_ENDPOINT)).toEqual([]);
    });

    it('after a pass and its reload, a refusal waits for Verify instead of reloading again', async () => {
      const spy = travelerApi({ 'genshin.index': () => refused(RETCODE.RISK_CHALLENGE) });
      await renderRoutes(routes(shell), { shell });
      await findCheck();
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3_000 });
      cleanup();
      resetRiskFlow();
      clearApiError();

      // The reloaded page is refused again: the server did not honour the pass.
      const user = userEvent.setup();
      await renderRoutes(routes(shell), { shell });
      const verify = await screen.findByRole('button', { name: 'Verify' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(callsTo(spy, 'risk.createGeetest')).toHaveLength(1);
      await user.click(verify);
      await findCheck();
      expect(callsTo(spy, 'risk.createGeetest')).toHaveLength(2);
    });

    it('closed while it says Verified, reloads at once, and only once', async () => {
      travelerApi({ 'genshin.index': () => refused(RETCODE.RISK_CHALLENGE) });
      const user = userEvent.setup();
      await renderRoutes(routes(shell), { shell });
      const dialog = await findCheck();
      await waitFor(() =>
        expect(within(dialog).getByRole('status').textContent).toContain('Verified'),
      );
      expect(reload).not.toHaveBeenCalled();
      await user.keyboard('{Escape}');
      expect(reload).toHaveBeenCalledTimes(1);
      // The delayed reload of the pass was cancelled, not run a second time over the new page.
      await act(() => new Promise((resolve) => setTimeout(resolve, RELOAD_DELAY_MS + 200)));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(close).not.toHaveBeenCalled();
    });

    it('asks for the costly challenge after a forced limit (10041)', async () => {
      const spy = travelerApi({ 'genshin.index': () => refused(RETCODE.FORCED_LIMIT) });
      await renderRoutes(routes(shell), { shell });
      await findCheck();
      await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 3_000 });
      expect(callsTo(spy, 'risk.createGeetest')[0]?.input).toEqual({
        app_key: 'hk4e_game_record',
        is_high: true,
      });
    });

    it('restarts after a refused answer (error_01) and offers a retry after three', async () => {
      const spy = travelerApi({
        'genshin.index': () => refused(RETCODE.RISK_CHALLENGE),
        'risk.verifyGeetest': () => new ApiError(RETCODE.CAPTCHA_REQUIRED, 'Verification required'),
      });
      const user = userEvent.setup();
      await renderRoutes(routes(shell), { shell });
      const dialog = await findCheck();
      await within(dialog).findByText(
        'The check did not pass after several attempts. Please try again.',
      );
      expect(callsTo(spy, 'risk.createGeetest')).toHaveLength(3);
      expect(callsTo(spy, 'risk.verifyGeetest').map((c) => c.input)).toMatchObject([
        { geetest_challenge: 'ch-1' },
        { geetest_challenge: 'ch-2' },
        { geetest_challenge: 'ch-3' },
      ]);
      expect(reload).not.toHaveBeenCalled();
      // The failure is reported to monitoring with its captcha code.
      expect(heard.filter((f) => f.endpoint === CAPTCHA_ENDPOINT)).toMatchObject([
        { error: { code: 'error_01' } },
      ]);

      // Focus is on the way forward; Tab stays inside the dialog.
      const retry = within(dialog).getByRole('button', { name: 'Try again' });
      expect(document.activeElement).toBe(retry);
      for (let i = 0; i < 4; i += 1) {
        await user.tab();
        expect(dialog.contains(document.activeElement)).toBe(true);
      }
      // A retry is a fresh challenge with its own three attempts.
      await user.click(retry);
      await within(dialog).findByRole('button', { name: 'Try again' });
      expect(callsTo(spy, 'risk.createGeetest')).toHaveLength(6);
    });

    it('opens one dialog when two queries are refused at once (one challenge per page)', async () => {
      const spy = travelerApi({
        'genshin.index': () => refused(RETCODE.RISK_CHALLENGE),
        'genshin.spiralAbyss': () => refused(RETCODE.RISK_CHALLENGE, ABYSS_PATH),
      });
      setRiskSolver(endlessSolver);
      await renderRoutes(routes(shell, <RecordsProbe twice />), { shell });
      await findCheck();
      await waitFor(() =>
        expect(spy.mock.calls.some(([e]) => e.id === 'genshin.spiralAbyss')).toBe(true),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      expect(callsTo(spy, 'risk.createGeetest')).toHaveLength(1);
    });

    it('closed in a browser, leaves the error layout with the risk message, its tip and Verify', async () => {
      const spy = travelerApi({ 'genshin.index': () => refused(RETCODE.RISK_CHALLENGE) });
      setRiskSolver(endlessSolver);
      const user = userEvent.setup();
      await renderRoutes(routes(shell), { shell });
      await findCheck();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(close).not.toHaveBeenCalled();
      const layout = screen.getByRole('alert');
      expect(
        within(layout).getByText('Please complete the verification on the records page.'),
      ).toBeTruthy();
      expect(
        within(layout).getByText('Verification protects accounts from automated access.'),
      ).toBeTruthy();
      expect(within(layout).queryByRole('button', { name: 'Try again' })).toBeNull();
      // A close is the user's choice, not a failure: nothing is reported.
      expect(heard.filter((f) => f.endpoint === CAPTCHA_ENDPOINT)).toEqual([]);

      await user.click(within(layout).getByRole('button', { name: 'Verify' }));
      await findCheck();
      expect(callsTo(spy, 'risk.createGeetest')).toHaveLength(2);
      // The restarted challenge still names the refused call.
      expect(callsTo(spy, 'risk.createGeetest')[1]?.options?.headers).toMatchObject({
        'x-rpc-challenge_path': INDEX_PATH,
      });
    });

    it('closed inside the app, closes the page (GEETEST_CLOSE)', async () => {
      const agent = vi
        .spyOn(navigator, 'userAgent', 'get')
        .mockReturnValue(
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) ChronicleApp/2.3.0',
        );
      resetAppContext();
      travelerApi({ 'genshin.index': () => refused(RETCODE.RISK_CHALLENGE) });
      setRiskSolver(endlessSolver);
      const user = userEvent.setup();
      await renderRoutes(routes(shell), { shell });
      const dialog = await findCheck();
      await user.click(within(dialog).getByRole('button', { name: 'Close the check' }));
      expect(close).toHaveBeenCalledTimes(1);
      expect(reload).not.toHaveBeenCalled();
      agent.mockRestore();
    });

    it('shows the captcha network error with a retry, and reports it', async () => {
      let creates = 0;
      travelerApi({
        'genshin.index': () => refused(RETCODE.RISK_CHALLENGE),
        'risk.createGeetest': () =>
          ++creates === 1 ? new NetworkError('Request to createGeetest failed') : created(),
      });
      const user = userEvent.setup();
      await renderRoutes(routes(shell), { shell });
      const dialog = await findCheck();
      await within(dialog).findByText(
        'The check could not reach the server. Check your connection and try again.',
      );
      expect(heard.filter((f) => f.endpoint === CAPTCHA_ENDPOINT)).toMatchObject([
        { error: { code: 'network' } },
      ]);
      await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 3_000 });
    });

    it("shows another API error of the challenge with that error's catalogue message", async () => {
      travelerApi({
        'genshin.index': () => refused(RETCODE.RISK_CHALLENGE),
        'risk.createGeetest': () => new ApiError(RETCODE.TOO_FREQUENT, 'Too many requests'),
      });
      await renderRoutes(routes(shell), { shell });
      const dialog = await findCheck();
      await within(dialog).findByText('Too many requests. Please wait a moment.');
      expect(heard.filter((f) => f.endpoint === CAPTCHA_ENDPOINT)).toMatchObject([
        { error: { retcode: RETCODE.TOO_FREQUENT } },
      ]);
    });

    it('does not challenge an access limit (10101): its message and tip only', async () => {
      const spy = travelerApi({ 'genshin.index': () => refused(RETCODE.ACCESS_LIMIT) });
      await renderRoutes(routes(shell, <RecordsProbe errorLayout />), { shell });
      const layout = await screen.findByRole('alert');
      expect(
        within(layout).getByText('You can view the records of up to 30 other players per day.'),
      ).toBeTruthy();
      expect(within(layout).getByRole('button', { name: 'Try again' })).toBeTruthy();
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(callsTo(spy, 'risk.createGeetest')).toHaveLength(0);
    });
  },
);
