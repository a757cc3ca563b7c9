import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import {
  AccountData,
  LoginBody,
  RegisterBody,
  SignInChallengeBody,
  SignInChallengeData,
} from '../schemas/account.js';
import { EmptyData } from '../schemas/common.js';

/** Creates a community account and signs it in (sets `ltuid_v2`/`ltoken_v2`). */
export const register = defineEndpoint({
  id: 'account.register',
  method: 'POST',
  family: 'account',
  path: 'register',
  summary: 'Create a community account and start a session',
  description: describeEndpoint(
    'Creates a community account with a name and password and signs it in: sets the `ltuid_v2`/`ltoken_v2` cookies (HttpOnly, SameSite=Lax). Past the free registrations per address it needs a sign-in check (`account/challenge`) solved as `proof`.',
    WHO.public,
    [
      RETCODE.ACCOUNT_TAKEN,
      RETCODE.WEAK_PASSWORD,
      RETCODE.SIGN_IN_CHECK_REQUIRED,
      RETCODE.CROSS_SITE,
    ],
  ),
  auth: 'public',
  changesState: true,
  body: RegisterBody,
  data: AccountData,
});

/** Signs in with account name and password; rate limited per account and IP. */
export const login = defineEndpoint({
  id: 'account.login',
  method: 'POST',
  family: 'account',
  path: 'login',
  summary: 'Sign in; sets HttpOnly SameSite=Lax cookies ltuid_v2 and ltoken_v2',
  description: describeEndpoint(
    'Signs in with account name and password and sets the `ltuid_v2`/`ltoken_v2` cookies (HttpOnly, SameSite=Lax) that every records call reads. Rate limited per account and address; after repeated failures a sign-in check (`account/challenge`) must be solved and sent as `proof`.',
    WHO.public,
    [
      RETCODE.BAD_CREDENTIALS,
      RETCODE.LOGIN_RATE_LIMITED,
      RETCODE.SIGN_IN_CHECK_REQUIRED,
      RETCODE.CROSS_SITE,
    ],
  ),
  auth: 'public',
  changesState: true,
  body: LoginBody,
  data: AccountData,
});

/** Ends the current session and clears the cookies. */
export const logout = defineEndpoint({
  id: 'account.logout',
  method: 'POST',
  family: 'account',
  path: 'logout',
  summary: 'End the session and clear the cookies',
  description: describeEndpoint(
    'Ends the current session (if any) and clears the cookies.',
    WHO.public,
    [RETCODE.CROSS_SITE],
  ),
  auth: 'public',
  changesState: true,
  data: EmptyData,
});

/**
 * A sign-in check: a proof of work that a login (after repeated failures to one account name or
 * from one address) or a registration (past the free ones per address) must carry as `proof`.
 */
export const challenge = defineEndpoint({
  id: 'account.challenge',
  method: 'POST',
  family: 'account',
  path: 'challenge',
  summary: 'Get a sign-in check (proof of work) for a login or a registration',
  description: describeEndpoint(
    'A sign-in check: a proof of work that a login after repeated failures, or a registration past the free ones per address, must carry as `proof`.',
    WHO.public,
  ),
  auth: 'public',
  body: SignInChallengeBody,
  data: SignInChallengeData,
});
