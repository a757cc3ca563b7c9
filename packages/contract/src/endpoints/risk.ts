import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import {
  CreateGeetestData,
  CreateGeetestQuery,
  VerifyGeetestBody,
  VerifyGeetestData,
} from '../schemas/risk.js';

/*
 * The risk challenge (docs/reference/web-app.md#risk-challenge-calls). Both calls carry the headers
 * `x-rpc-challenge_game` (the game id), `x-rpc-challenge_path` (the records call that was refused)
 * and `x-rpc-trace_id`.
 */

/** Issues a proof-of-work challenge to the signed-in account. */
export const createGeetest = defineEndpoint({
  id: 'risk.createGeetest',
  method: 'POST',
  family: 'risk',
  path: 'createGeetest',
  summary: 'Create a risk challenge (a self-hosted proof of work behind Geetest field names)',
  description: describeEndpoint(
    "Issues a proof-of-work challenge (under Geetest's field names) to the signed-in account, after a records call answered 10035. Send `x-rpc-challenge_game`, `x-rpc-challenge_path` and `x-rpc-trace_id`.",
    WHO.ownAccount,
  ),
  auth: 'session',
  loginRetcode: RETCODE.NOT_LOGGED_IN,
  query: CreateGeetestQuery,
  data: CreateGeetestData,
});

/**
 * Checks a solution; a pass clears the account's and address's risk flags. A normal challenge that
 * passes while a forced limit holds answers 10041: only a costly one (`is_high`) lifts that.
 */
export const verifyGeetest = defineEndpoint({
  id: 'risk.verifyGeetest',
  method: 'POST',
  family: 'risk',
  path: 'verifyGeetest',
  summary: 'Verify a risk challenge solution; a failed, expired or reused one answers 1034',
  description: describeEndpoint(
    "Checks a challenge solution; a pass clears the account's and address's risk flags. A failed, expired or reused solution answers 1034; a normal challenge that passes while a forced limit holds answers 10041 (only a costly one, `is_high`, lifts it).",
    WHO.ownAccount,
    [RETCODE.CAPTCHA_REQUIRED, RETCODE.FORCED_LIMIT],
  ),
  auth: 'session',
  loginRetcode: RETCODE.NOT_LOGGED_IN,
  body: VerifyGeetestBody,
  data: VerifyGeetestData,
});
