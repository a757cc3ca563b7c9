import { RETCODE, RISK_APP_KEYS, endpoints } from '@chronicle/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { CAPTCHA_KIND } from './risk.challenges.js';
import type { RiskService } from './risk.service.js';

export interface RiskRoutesOptions {
  risk: RiskService;
  /** Challenges an account may ask for per minute: each costs the server a key derivation. */
  challengesPerMinute: number;
}

const APP_KEYS: readonly string[] = Object.values(RISK_APP_KEYS);

/** An `app_key` is optional; when sent it must name one of the games' records tools. */
function assertAppKey(appKey: string | undefined): void {
  if (appKey !== undefined && !APP_KEYS.includes(appKey)) {
    throw new ApiError(RETCODE.INVALID_REQUEST, `Invalid request: unknown app_key "${appKey}"`);
  }
}

/** createGeetest and verifyGeetest (docs/reference/web-app.md#risk-challenge-calls; issue #8). */
export function registerRiskRoutes(app: FastifyInstance, options: RiskRoutesOptions): void {
  const { challenges } = options.risk;

  registerEndpoint(
    app,
    endpoints.risk.createGeetest,
    async ({ query }, ctx) => {
      assertAppKey(query.app_key);
      const issued = await challenges.issue(
        ctx.request,
        ctx.requireViewer(),
        query.is_high === true,
      );
      return {
        gt: CAPTCHA_KIND,
        challenge: issued.id,
        success: 1,
        new_captcha: true,
        pow: issued.pow,
      };
    },
    {
      config: {
        rateLimit: {
          max: options.challengesPerMinute,
          timeWindow: 60_000,
          // After authentication, so the key is the account rather than a shared address.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) =>
            `risk-challenge:${request.viewer ? `account:${request.viewer.uid}` : `ip:${request.ip}`}`,
          errorResponseBuilder: () => new ApiError(RETCODE.TOO_FREQUENT),
        },
      },
    },
  );

  registerEndpoint(app, endpoints.risk.verifyGeetest, async ({ body }, ctx) => {
    assertAppKey(body.app_key);
    const still = await challenges.answer(ctx.request, ctx.requireViewer(), {
      id: body.geetest_challenge,
      counter: body.geetest_validate,
      derivedKey: body.geetest_seccode,
    });
    // A normal challenge met a forced limit that appeared after it was issued: the client asks
    // for the costly kind, as it does on 10041 from a records call.
    if (still === 'forced') throw new ApiError(RETCODE.FORCED_LIMIT);
    return { success: 1 };
  });
}
