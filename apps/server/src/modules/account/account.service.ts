import { createHmac, randomBytes } from 'node:crypto';
import {
  RETCODE,
  SESSION_TTL_SECONDS,
  type AccountData,
  type IngestAccount,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { ApiError } from '../../http/api-error.js';
import type { Viewer } from '../../http/request-context.js';
import { isMinor, isValidBirthDate } from './age.js';
import * as repo from './account.repository.js';
import { assertIngestedBirthDate } from './ingested-accounts.js';
import type { AccountRow } from './account.repository.js';
import { hashPassword, verifyPassword } from './password.js';

export type { AccountRow } from './account.repository.js';

export interface NewAccount {
  account: string;
  password: string;
  nickname?: string | undefined;
  birth_date?: string | undefined;
}

export interface IssuedSession {
  account: AccountRow;
  /** The cookie value (`v2_…`); only its HMAC is stored. */
  token: string;
}

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
const UID_ATTEMPTS = 5;

/** Account names are case-insensitive: `Traveler` and `traveler` are the same account. */
export const normalizeAccountName = (account: string): string => account.trim().toLowerCase();

/** The default avatar of an account: generated art served by the art module. */
export const defaultAvatarPath = (uid: number): string => `/art/account/${uid}.svg`;

/** The `AccountData` payload of register/login. */
export function toAccountData(row: AccountRow, today = new Date()): Static<typeof AccountData> {
  return {
    uid: String(row.uid),
    account: row.account,
    nickname: row.nickname,
    is_minor: isMinor(row.birth_date, today),
  };
}

function assertPassword(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) throw new ApiError(RETCODE.WEAK_PASSWORD);
}

function assertBirthDate(birthDate: string | undefined): void {
  if (birthDate === undefined) return;
  const today = new Date().toISOString().slice(0, 10);
  if (!isValidBirthDate(birthDate) || birthDate > today) {
    throw new ApiError(
      RETCODE.INVALID_REQUEST,
      'Invalid request: body.birth_date is not a valid date',
    );
  }
}

/** Creates a community account with a fresh uid (no session); used by register and the CLI. */
export async function createAccount(db: Kysely<Database>, input: NewAccount): Promise<AccountRow> {
  assertPassword(input.password);
  assertBirthDate(input.birth_date);
  const account = normalizeAccountName(input.account);
  if (await repo.findAccountByName(db, account)) throw new ApiError(RETCODE.ACCOUNT_TAKEN);
  const passwordHash = await hashPassword(input.password);

  for (let attempt = 0; attempt < UID_ATTEMPTS; attempt += 1) {
    const uid = await repo.nextUid(db);
    const row: AccountRow = {
      uid,
      account,
      password_hash: passwordHash,
      nickname: input.nickname?.trim() || account,
      avatar_url: defaultAvatarPath(uid),
      introduce: '',
      gender: 0,
      birth_date: input.birth_date ?? null,
      created_at: Date.now(),
    };
    try {
      await repo.insertAccount(db, row);
      return row;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either the name was taken concurrently or another instance took this uid: tell them apart.
      if (await repo.findAccountByName(db, account)) throw new ApiError(RETCODE.ACCOUNT_TAKEN);
    }
  }
  throw new ApiError(RETCODE.INTERNAL);
}

/**
 * Inserts or updates an account pushed by ingest. A name already used by another uid is a payload
 * error; `passwordHash` null keeps the stored password.
 */
export async function upsertIngestedAccount(
  db: Kysely<Database>,
  input: IngestAccount,
  passwordHash: string | null,
  where = '$',
): Promise<void> {
  const account = normalizeAccountName(input.account);
  assertIngestedBirthDate(input.birth_date, where);
  const holder = await repo.findAccountByName(db, account);
  if (holder && holder.uid !== input.uid) {
    throw new ApiError(
      RETCODE.INVALID_PAYLOAD,
      `Invalid payload: ${where}.account "${account}" already belongs to uid ${holder.uid}`,
    );
  }
  // A password set from outside ends the sessions of the old one, as a change of password should.
  if (passwordHash && holder)
    await db.deleteFrom('sessions').where('uid', '=', input.uid).execute();
  await repo.upsertAccount(db, {
    uid: input.uid,
    account,
    password_hash: passwordHash,
    nickname: input.nickname,
    avatar_url: input.avatar_url ?? defaultAvatarPath(input.uid),
    introduce: input.introduce ?? '',
    gender: input.gender ?? 0,
    birth_date: input.birth_date ?? null,
    created_at: Date.now(),
  });
}

/** Looks an account up by uid. */
export function getAccount(db: Kysely<Database>, uid: number): Promise<AccountRow | undefined> {
  return repo.findAccountByUid(db, uid);
}

/** True when at least one account exists (decides whether demo data is loaded at startup). */
export async function hasAccounts(db: Kysely<Database>): Promise<boolean> {
  return (await repo.countAccounts(db)) > 0;
}

/** Sessions: issue, resolve and end them. Tokens are random; only their HMAC is stored. */
export class AccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: string,
  ) {}

  hashToken(token: string): string {
    return createHmac('sha256', this.secret).update(token).digest('hex');
  }

  /** Creates an account and signs it in. */
  async register(input: NewAccount): Promise<IssuedSession> {
    const account = await createAccount(this.db, input);
    return { account, token: await this.startSession(account.uid) };
  }

  /** Checks credentials; unknown account and wrong password answer the same -3208. */
  async login(accountName: string, password: string): Promise<IssuedSession> {
    const account = await repo.findAccountByName(this.db, normalizeAccountName(accountName));
    const ok = await verifyPassword(account?.password_hash ?? null, password);
    if (!account || !ok) throw new ApiError(RETCODE.BAD_CREDENTIALS);
    await repo.deleteExpiredSessions(this.db, Date.now());
    return { account, token: await this.startSession(account.uid) };
  }

  /** Starts a session for an account and returns the cookie token. */
  async startSession(uid: number): Promise<string> {
    const token = `v2_${randomBytes(32).toString('base64url')}`;
    const now = Date.now();
    await repo.insertSession(this.db, {
      token_hash: this.hashToken(token),
      uid,
      created_at: now,
      expires_at: now + SESSION_TTL_SECONDS * 1000,
    });
    return token;
  }

  async endSession(tokenHash: string): Promise<void> {
    await repo.deleteSession(this.db, tokenHash);
  }

  /** The viewer behind a uid cookie and token cookie, or null (unknown, expired or mismatched). */
  async authenticate(
    uidCookie: string | undefined,
    token: string | undefined,
  ): Promise<Viewer | null> {
    if (!uidCookie || !token || !/^\d{1,15}$/.test(uidCookie) || token.length > 256) return null;
    const tokenHash = this.hashToken(token);
    const session = await repo.findSession(this.db, tokenHash);
    if (!session || session.uid !== Number(uidCookie) || session.expires_at <= Date.now()) {
      return null;
    }
    return { uid: session.uid, tokenHash };
  }
}
