import { randomBytes } from 'node:crypto';
import { RETCODE, type ProofOfWork } from '@chronicle/contract';
import type { FastifyRequest } from 'fastify';
import type { SignInConfig } from '../../config.js';
import { ApiError } from '../../http/api-error.js';
import { CHALLENGE_TTL_MS, createPow, verifyPow, type PowSecrets } from '../risk/risk.pow.js';
import { addressSubjects } from '../risk/risk.subjects.js';
import type { RiskStore, Subject } from '../risk/risk.store.js';
import { normalizeAccountName } from './account.service.js';

/*
 * Contains password guessing and mass registration (issue 19 §1; docs/SECURITY.md). Failed
 * sign-ins are counted per account name, from any address, and per address, across names; past a
 * threshold a login must carry a solved proof of work (the same self-hosted check as the records'
 * verification) made for that name. The owner who knows the password passes it in a second or
 * two; a guesser pays that for every guess. Counting by name rather than by account means a name
 * nobody has behaves exactly like a taken one, so the check tells nothing about which names
 * exist. Nothing here touches the account's own risk flags: someone else's guessing never holds
 * the owner's records.
 */

const REGISTRATION_WINDOW_MS = 3_600_000;
/** Past this many times the threshold, the check is the costly kind (about three times the work). */
const COSTLY_FACTOR = 3;

export interface SignInProofInput {
  id: string;
  counter: string;
  derived_key: string;
}

export interface SignInGuardOptions {
  store: RiskStore;
  secrets: PowSecrets;
  powCost: number;
  now: () => number;
  config: SignInConfig;
}

const nameSubject = (name: string): Subject => `name:${name}`;

/** The address of a request, as the risk engine counts it (loopback is not counted). */
const addressSubject = (request: FastifyRequest): Subject | undefined =>
  addressSubjects(request)[0];

const loginPurpose = (account: string) => `login:${normalizeAccountName(account)}`;

export class SignInGuard {
  constructor(private readonly options: SignInGuardOptions) {}

  private get windowMs(): number {
    return this.options.config.windowSeconds * 1000;
  }

  private async count(subject: Subject | undefined, kind: 'signin' | 'register', windowMs: number) {
    if (!subject) return 0;
    return (await this.options.store.counts(subject, kind, this.options.now() - windowMs + 1))
      .total;
  }

  /** Failed sign-ins counted against the name and the address, in the window. */
  private async failures(request: FastifyRequest, account: string) {
    const name = nameSubject(normalizeAccountName(account));
    const [byName, byAddress] = await Promise.all([
      this.count(name, 'signin', this.windowMs),
      this.count(addressSubject(request), 'signin', this.windowMs),
    ]);
    return { byName, byAddress };
  }

  /** A check for signing in to `account` or for registering; the proof is good once, for that. */
  async issue(
    request: FastifyRequest,
    purpose: 'login' | 'register',
    account: string | undefined,
  ): Promise<{ challenge: string; pow: ProofOfWork }> {
    if (purpose === 'login' && !account?.trim()) {
      throw new ApiError(RETCODE.INVALID_REQUEST, 'Invalid request: body.account is required');
    }
    const { config, powCost, secrets, now } = this.options;
    let high = false;
    if (purpose === 'login' && account) {
      const { byName } = await this.failures(request, account);
      high = config.nameFailures > 0 && byName >= config.nameFailures * COSTLY_FACTOR;
    }
    const pow = await createPow({
      cost: powCost,
      high,
      secrets,
      expiresAtMs: Date.now() + CHALLENGE_TTL_MS,
    });
    const id = randomBytes(16).toString('hex');
    const at = now();
    await this.options.store.putChallenge({
      id,
      uid: 0,
      ip: request.ip,
      high,
      pow,
      createdAt: at,
      expiresAt: at + CHALLENGE_TTL_MS,
      headers: {},
      purpose: purpose === 'login' && account ? loginPurpose(account) : 'register',
    });
    return { challenge: id, pow };
  }

  /** Whether a proof answers a live check made for `purpose`; the check is used up either way. */
  private async redeem(proof: SignInProofInput | undefined, purpose: string): Promise<boolean> {
    if (!proof) return false;
    const stored = await this.options.store.takeChallenge(proof.id);
    if (stored?.purpose !== purpose || stored.expiresAt <= this.options.now()) return false;
    const counter = Number(proof.counter);
    if (!Number.isSafeInteger(counter) || counter > 0xffff_ffff) return false;
    return verifyPow(
      stored.pow as Parameters<typeof verifyPow>[0],
      counter,
      proof.derived_key,
      this.options.secrets,
    );
  }

  /** Before a password is checked: -3211 when this login must carry a proof and has none. */
  async beforeLogin(
    request: FastifyRequest,
    account: string,
    proof: SignInProofInput | undefined,
  ): Promise<void> {
    const { nameFailures, addressFailures } = this.options.config;
    const { byName, byAddress } = await this.failures(request, account);
    const needed =
      (nameFailures > 0 && byName >= nameFailures) ||
      (addressFailures > 0 && byAddress >= addressFailures);
    if (needed && !(await this.redeem(proof, loginPurpose(account)))) {
      throw new ApiError(RETCODE.SIGN_IN_CHECK_REQUIRED);
    }
  }

  /** A wrong password or unknown name: counted for the name and the address. */
  async loginFailed(request: FastifyRequest, account: string): Promise<void> {
    const at = this.options.now();
    const attempt = `${at}:${randomBytes(6).toString('hex')}`;
    const address = addressSubject(request);
    const subjects = [nameSubject(normalizeAccountName(account)), ...(address ? [address] : [])];
    await Promise.all(
      subjects.map((subject) =>
        this.options.store.addEvent(subject, 'signin', attempt, at, this.windowMs),
      ),
    );
  }

  /**
   * Before an account is created: every attempt counts, taken names included (so probing which
   * names exist costs the same check), and past the free ones per address a proof is needed.
   */
  async beforeRegister(request: FastifyRequest, proof: SignInProofInput | undefined) {
    const address = addressSubject(request);
    const free = this.options.config.freeRegistrations;
    const used = await this.count(address, 'register', REGISTRATION_WINDOW_MS);
    if (used >= free && !(await this.redeem(proof, 'register'))) {
      throw new ApiError(RETCODE.SIGN_IN_CHECK_REQUIRED);
    }
    if (address) {
      const at = this.options.now();
      const attempt = `${at}:${randomBytes(6).toString('hex')}`;
      await this.options.store.addEvent(address, 'register', attempt, at, REGISTRATION_WINDOW_MS);
    }
  }
}
