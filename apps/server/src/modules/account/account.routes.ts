import { COOKIES, LOGIN_RATE, RETCODE, SESSION_TTL_SECONDS, endpoints } from '@chronicle/contract';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { toAccountData, type AccountService, type IssuedSession } from './account.service.js';
import type { SignInGuard } from './sign-in-guard.js';

export interface AccountRoutesOptions {
  accounts: AccountService;
  /** Cookies get `Secure` when the public URL is https. */
  secureCookies: boolean;
  /** Login attempts per account and IP per window (`LOGIN_RATE_MAX`); defaults to `LOGIN_RATE.max`. */
  loginRateMax?: number;
  /**
   * Told of each refused login (-3208): the risk engine counts failures per address (never
   * against the account tried, whose owner did nothing).
   */
  onLoginFailed?: (request: FastifyRequest) => Promise<void>;
  /** Counts failed sign-ins and registrations and asks for the sign-in check past its limits. */
  guard: SignInGuard;
  /** Sign-in checks one address may ask for per minute (each costs a key derivation). */
  challengesPerMinute: number;
}

function loginKey(request: FastifyRequest): string {
  const body = request.body as { account?: unknown } | undefined;
  const account = typeof body?.account === 'string' ? body.account.trim().toLowerCase() : '';
  return `login:${request.ip}:${account}`;
}

/** The session cookie pair of a request: v2 names first, then the legacy v1 names. */
export function sessionCookies(
  request: FastifyRequest,
): [string | undefined, string | undefined][] {
  const c = request.cookies;
  return [
    [c[COOKIES.uid], c[COOKIES.token]],
    [c[COOKIES.legacyUid], c[COOKIES.legacyToken]],
  ];
}

/** register, login and logout (ARCHITECTURE "Auth"). */
export function registerAccountRoutes(app: FastifyInstance, options: AccountRoutesOptions): void {
  const { accounts, secureCookies, loginRateMax = LOGIN_RATE.max, onLoginFailed, guard } = options;
  const cookieOptions: CookieSerializeOptions = {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureCookies,
  };

  const setSessionCookies = (reply: FastifyReply, issued: IssuedSession) => {
    const opts = { ...cookieOptions, maxAge: SESSION_TTL_SECONDS };
    reply.setCookie(COOKIES.uid, String(issued.account.uid), opts);
    reply.setCookie(COOKIES.token, issued.token, opts);
  };

  registerEndpoint(
    app,
    endpoints.account.challenge,
    ({ body }, { request }) => guard.issue(request, body.purpose, body.account),
    {
      config: {
        rateLimit: {
          max: options.challengesPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request: FastifyRequest) => `signin-check:${request.ip}`,
          errorResponseBuilder: () => new ApiError(RETCODE.TOO_FREQUENT),
        },
      },
    },
  );

  registerEndpoint(app, endpoints.account.register, async ({ body }, { request, reply }) => {
    await guard.beforeRegister(request, body.proof);
    const issued = await accounts.register(body);
    setSessionCookies(reply, issued);
    return toAccountData(issued.account);
  });

  registerEndpoint(
    app,
    endpoints.account.login,
    async ({ body }, { request, reply }) => {
      await guard.beforeLogin(request, body.account, body.proof);
      let issued: IssuedSession;
      try {
        issued = await accounts.login(body.account, body.password);
      } catch (error) {
        if (error instanceof ApiError && error.retcode === RETCODE.BAD_CREDENTIALS) {
          await guard.loginFailed(request, body.account);
          await onLoginFailed?.(request);
        }
        throw error;
      }
      setSessionCookies(reply, issued);
      return toAccountData(issued.account);
    },
    {
      config: {
        rateLimit: {
          max: loginRateMax,
          timeWindow: LOGIN_RATE.windowSeconds * 1000,
          // After body parsing, so the key can include the account name.
          hook: 'preHandler',
          keyGenerator: loginKey,
          errorResponseBuilder: () => new ApiError(RETCODE.LOGIN_RATE_LIMITED),
        },
      },
    },
  );

  registerEndpoint(app, endpoints.account.logout, async (_input, { request, reply }) => {
    for (const [uid, token] of sessionCookies(request)) {
      const viewer = await accounts.authenticate(uid, token);
      if (viewer) await accounts.endSession(viewer.tokenHash);
    }
    reply.clearCookie(COOKIES.uid, cookieOptions);
    reply.clearCookie(COOKIES.token, cookieOptions);
    for (const legacy of [COOKIES.legacyUid, COOKIES.legacyToken]) {
      if (request.cookies[legacy] !== undefined) reply.clearCookie(legacy, cookieOptions);
    }
    return {};
  });
}
