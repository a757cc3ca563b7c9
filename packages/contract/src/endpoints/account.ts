import { defineEndpoint } from '../endpoint.js';
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
  auth: 'public',
  body: SignInChallengeBody,
  data: SignInChallengeData,
});
