import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { hashPassword, verifyPassword, type PasswordHashParams } from './password.js';
import { createSession, type SessionPolicy } from './sessions.js';

export interface LoginInput {
  brandId: string;
  username: string;
  password: string;
  ip: string;
  now: Date;
}

export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

export interface LoginDependencies {
  db: Kysely<Database>;
  passwordHash: PasswordHashParams;
  sessionPolicy: SessionPolicy;
  passwordMaxAgeDays: number;
}

/**
 * Username/password login. Unknown users are checked against a dummy hash of the same
 * cost so that timing and message do not reveal whether an account exists.
 */
export class PasswordLogin {
  #dummyHash: Promise<string> | null = null;

  constructor(private readonly deps: LoginDependencies) {}

  /** Computes the dummy hash up front so the first unknown-user login is not faster or slower. */
  async warmUp(): Promise<void> {
    await this.dummyHash();
  }

  private dummyHash(): Promise<string> {
    this.#dummyHash ??= hashPassword('not-a-real-password', this.deps.passwordHash);
    return this.#dummyHash;
  }

  async login(input: LoginInput): Promise<LoginResult> {
    const { db } = this.deps;
    const account = await db
      .selectFrom('accounts')
      .select(['id', 'password_hash', 'password_changed_at', 'first_login_at'])
      .where('brand_id', '=', input.brandId)
      .where('username_key', '=', input.username.trim().toLowerCase())
      .executeTakeFirst();

    const valid = await verifyPassword(
      input.password,
      account?.password_hash ?? (await this.dummyHash()),
    );
    if (!account || !valid) throw errors.loginFailed();

    const firstTimeLogin = account.first_login_at === null;
    if (firstTimeLogin) {
      await db
        .updateTable('accounts')
        .set({ first_login_at: input.now })
        .where('id', '=', account.id)
        .execute();
    }
    const maxAgeMs = this.deps.passwordMaxAgeDays * 24 * 60 * 60 * 1000;
    const passwordExpired = input.now.getTime() - account.password_changed_at.getTime() > maxAgeMs;
    const token = await createSession(db, {
      accountId: account.id,
      brandId: input.brandId,
      ip: input.ip,
      now: input.now,
      policy: this.deps.sessionPolicy,
    });
    return { token, firstTimeLogin, passwordExpired };
  }
}
