import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import type { SocialLoginProviderConfig, SocialLoginProviderId } from '../brands/brandConfig.js';
import type { Brand } from '../brands/brandRepository.js';
import { normaliseOrigin } from '../net/ip.js';
import { rateLimited, takeRate } from '../security/rateLimiter.js';
import { newToken } from './sessions.js';

/**
 * Social login (spec §2 header: google and facebook "when configured") on OpenID Connect, with
 * openid-client: the authorization code flow with PKCE, state and nonce.
 *
 * - A brand lists its providers in `config.socialLogin` (issuer and client id); the client
 *   secret comes from the environment (AppConfig.socialLogin), so a provider without one is not
 *   offered. Issuer 'local' is this machine's provider (tooling/oidc-provider.mjs).
 * - The redirect URI is the brand's own site origin (exactly one of `siteOrigins`, as the
 *   browser reached it) + `/wps/session/social/<provider>/callback`; the provider registers it
 *   exactly.
 * - State, nonce and the PKCE verifier stay in `social_login_attempts`; the browser holds only
 *   an HttpOnly cookie whose hash binds the attempt to it. The callback must come back to the
 *   same brand, origin and browser, once, within 10 minutes; openid-client then checks the
 *   state, the `iss` answer, the code's PKCE proof at the token endpoint, and the id_token's
 *   signature, issuer, audience (this client) and nonce.
 * - An identity already linked signs in (through the new-address check, like a password: see
 *   PasswordLogin.socialSignIn). An unknown one is linked to an account only by that account's
 *   password or a confirmed SMS code (POST /wps/session/social/link), never by e-mail match. A
 *   member who registers by mobile from the linking screen proved the registration's SMS code:
 *   that session links the identity (POST /wps/session/social/link/registration).
 */
export const SOCIAL_ATTEMPT_TTL_MS = 10 * 60_000;
export const SOCIAL_COOKIE = 'site_social';
export const SOCIAL_COOKIE_PATH = '/wps/session/social';
export const SOCIAL_PROVIDER_IDS = ['google', 'facebook'] as const;
export const SOCIAL_PROVIDER_NAMES: Record<SocialLoginProviderId, string> = {
  google: 'Google',
  facebook: 'Facebook',
};
/** Flows one address may start: each keeps a row for 10 minutes. */
export const SOCIAL_STARTS_PER_ADDRESS = { limit: 30, windowMs: 10 * 60_000 } as const;

export const socialCallbackPath = (provider: string) =>
  `${SOCIAL_COOKIE_PATH}/${provider}/callback`;

export interface ResolvedSocialProvider {
  id: SocialLoginProviderId;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export const socialErrors = {
  unavailable: () =>
    new ApiError(404, 'SOCIAL_PROVIDER_UNAVAILABLE', 'This sign-in method is not available'),
  badOrigin: () =>
    new ApiError(400, 'SOCIAL_ORIGIN', 'Please open the site from its own address and try again'),
  expired: () => new ApiError(400, 'SOCIAL_EXPIRED', 'The sign-in has expired, please try again'),
  failed: () => new ApiError(400, 'SOCIAL_FAILED', 'The sign-in could not be completed'),
  providerDown: () =>
    new ApiError(
      502,
      'SOCIAL_PROVIDER_DOWN',
      'The sign-in provider did not answer, please try again',
    ),
  proofRequired: () =>
    new ApiError(
      403,
      'SOCIAL_PROOF_REQUIRED',
      'Please confirm the account with its password or an SMS code to link it',
    ),
  alreadyLinked: () =>
    new ApiError(
      409,
      'SOCIAL_ALREADY_LINKED',
      'This account is already linked to another identity of this provider',
    ),
};

/** The brand's configured providers that have a client secret (and an issuer). */
export function socialProviders(
  brand: Brand,
  settings: AppConfig['socialLogin'],
): ResolvedSocialProvider[] {
  const configured: SocialLoginProviderConfig[] = brand.config.socialLogin?.providers ?? [];
  return configured.flatMap((provider) => {
    if (!(SOCIAL_PROVIDER_IDS as readonly string[]).includes(provider.id)) return [];
    const issuer =
      provider.issuer === 'local'
        ? settings.localIssuer && `${settings.localIssuer}/${provider.id}`
        : provider.issuer;
    const clientSecret =
      settings.clientSecrets[`${brand.merchantCode}_${provider.id}`.toUpperCase()] ??
      settings.clientSecrets['*'];
    if (!issuer || !clientSecret || !provider.clientId) return [];
    return [{ id: provider.id, issuer, clientId: provider.clientId, clientSecret }];
  });
}

export function socialProvider(
  brand: Brand,
  settings: AppConfig['socialLogin'],
  id: string,
): ResolvedSocialProvider {
  const provider = socialProviders(brand, settings).find((candidate) => candidate.id === id);
  if (!provider) throw socialErrors.unavailable();
  return provider;
}

const isLocalHttp = (url: URL) =>
  url.protocol === 'http:' &&
  (url.hostname === 'localhost' ||
    url.hostname.endsWith('.localhost') ||
    /^127\./.test(url.hostname));

/** openid-client's view of a provider (its discovery document), kept per issuer and client. */
const configurations = new Map<string, Promise<oidc.Configuration>>();

async function configurationOf(provider: ResolvedSocialProvider): Promise<oidc.Configuration> {
  const key = `${provider.issuer} ${provider.clientId} ${createHash('sha256').update(provider.clientSecret).digest('hex')}`;
  let found = configurations.get(key);
  if (!found) {
    const issuer = new URL(provider.issuer);
    found = oidc.discovery(
      issuer,
      provider.clientId,
      { id_token_signed_response_alg: 'RS256' },
      oidc.ClientSecretBasic(provider.clientSecret),
      // Plain http only for this machine's own provider.
      isLocalHttp(issuer)
        ? { execute: [oidc.allowInsecureRequests], timeout: 10 }
        : { timeout: 10 },
    );
    configurations.set(key, found);
    found.catch(() => configurations.delete(key));
  }
  try {
    return await found;
  } catch {
    throw socialErrors.providerDown();
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The site origin the browser used, when it is exactly one of the brand's. */
export function requestSiteOrigin(brand: Brand, protocol: string, host: string): string {
  const origin = normaliseOrigin(`${protocol}://${host}`);
  const origins = brand.config.siteOrigins.flatMap((entry) => normaliseOrigin(entry) ?? []);
  if (!origin || !origins.includes(origin)) throw socialErrors.badOrigin();
  return origin;
}

/** A path of this site to come back to (never another origin). */
export function safeReturnTo(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return '/';
  return value.slice(0, 300);
}

/** Starts a flow: the provider's authorization URL, and the browser's cookie value. */
export async function startSocialLogin(
  db: Kysely<Database>,
  input: {
    brand: Brand;
    provider: ResolvedSocialProvider;
    origin: string;
    returnTo: string;
    browserKey: string | null;
    ip: string;
    now: Date;
  },
): Promise<{ authorizationUrl: string; browserKey: string }> {
  const allowed = await takeRate(
    db,
    { scope: 'social-start-ip', key: input.ip, ...SOCIAL_STARTS_PER_ADDRESS },
    input.now,
  );
  if (!allowed) throw rateLimited();
  // Now and then, attempts a day past their end go.
  if (Math.random() < 0.02)
    await db
      .deleteFrom('social_login_attempts')
      .where('expires_at', '<', new Date(input.now.getTime() - 24 * 60 * 60_000))
      .execute();
  const config = await configurationOf(input.provider);
  const browserKey = input.browserKey ?? newToken();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri = `${input.origin}${socialCallbackPath(input.provider.id)}`;
  await db
    .insertInto('social_login_attempts')
    .values({
      state_hash: sha256(state),
      browser_hash: sha256(browserKey),
      brand_id: input.brand.id,
      provider: input.provider.id,
      redirect_uri: redirectUri,
      code_verifier: codeVerifier,
      nonce,
      return_to: input.returnTo,
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + SOCIAL_ATTEMPT_TTL_MS),
    })
    .execute();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { authorizationUrl: url.href, browserKey };
}

/**
 * The provider's answer. The attempt is taken (started → exchanging) by one
 * conditional update first, so a replayed state finds nothing; it must be of this brand,
 * provider, origin and browser. Returns where to send the browser, with `social=` telling the
 * page what happened.
 */
export async function finishSocialCallback(
  db: Kysely<Database>,
  input: {
    brand: Brand;
    provider: ResolvedSocialProvider;
    origin: string;
    query: string;
    browserKey: string | null;
    now: Date;
  },
): Promise<{ returnTo: string; outcome: 'done' | 'cancelled' | 'failed' | 'expired' }> {
  const params = new URLSearchParams(input.query);
  const state = params.get('state') ?? '';
  const redirectUri = `${input.origin}${socialCallbackPath(input.provider.id)}`;
  const taken = await db
    .updateTable('social_login_attempts')
    .set({ status: 'exchanging' })
    .where('state_hash', '=', sha256(state))
    .where('status', '=', 'started')
    .where('brand_id', '=', input.brand.id)
    .where('provider', '=', input.provider.id)
    .where('redirect_uri', '=', redirectUri)
    .where('browser_hash', '=', sha256(input.browserKey ?? ''))
    .where('expires_at', '>', input.now)
    .returning(['id', 'code_verifier', 'nonce', 'return_to'])
    .executeTakeFirst();
  if (!taken) return { returnTo: '/', outcome: 'expired' };
  const fail = () =>
    db
      .updateTable('social_login_attempts')
      .set({ status: 'failed' })
      .where('id', '=', taken.id)
      .where('status', '=', 'exchanging')
      .execute();
  if (params.get('error')) {
    await fail();
    return {
      returnTo: taken.return_to,
      outcome: params.get('error') === 'access_denied' ? 'cancelled' : 'failed',
    };
  }
  try {
    const config = await configurationOf(input.provider);
    const tokens = await oidc.authorizationCodeGrant(
      config,
      new URL(`${redirectUri}?${params.toString()}`),
      {
        pkceCodeVerifier: taken.code_verifier,
        expectedState: state,
        expectedNonce: taken.nonce,
        idTokenExpected: true,
      },
    );
    const claims = tokens.claims();
    if (!claims?.sub) {
      await fail();
      return { returnTo: taken.return_to, outcome: 'failed' };
    }
    await db
      .updateTable('social_login_attempts')
      .set({
        status: 'identified',
        issuer: claims.iss,
        subject: claims.sub,
        display_name: typeof claims.name === 'string' ? claims.name.slice(0, 100) : null,
        email:
          typeof claims.email === 'string' && claims.email_verified === true
            ? claims.email.slice(0, 200)
            : null,
        identified_at: input.now,
      })
      .where('id', '=', taken.id)
      .execute();
    return { returnTo: taken.return_to, outcome: 'done' };
  } catch {
    // A wrong nonce, audience, issuer or PKCE proof ends the attempt here.
    await fail();
    return { returnTo: taken.return_to, outcome: 'failed' };
  }
}

export interface IdentifiedAttempt {
  id: string;
  provider: string;
  issuer: string;
  subject: string;
  displayName: string | null;
  email: string | null;
}

/** This browser's latest identified, unused attempt of this brand, or an error. */
export async function identifiedAttempt(
  db: Kysely<Database>,
  input: { brandId: string; browserKey: string | null; now: Date },
): Promise<IdentifiedAttempt> {
  if (!input.browserKey) throw socialErrors.expired();
  const row = await db
    .selectFrom('social_login_attempts')
    .select(['id', 'provider', 'issuer', 'subject', 'display_name', 'email'])
    .where('browser_hash', '=', sha256(input.browserKey))
    .where('brand_id', '=', input.brandId)
    .where('status', '=', 'identified')
    .where('expires_at', '>', input.now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row?.issuer || !row.subject) throw socialErrors.expired();
  return {
    id: row.id,
    provider: row.provider,
    issuer: row.issuer,
    subject: row.subject,
    displayName: row.display_name,
    email: row.email,
  };
}

/** The account an identity is linked to, if any. */
export async function linkedAccount(
  db: Kysely<Database>,
  input: { brandId: string; issuer: string; subject: string },
): Promise<string | null> {
  const row = await db
    .selectFrom('social_identities')
    .select('account_id')
    .where('brand_id', '=', input.brandId)
    .where('issuer', '=', input.issuer)
    .where('subject', '=', input.subject)
    .executeTakeFirst();
  return row?.account_id ?? null;
}

/** Uses the attempt up (identified → done), once; false when another request used it first. */
export async function useAttempt(
  db: Kysely<Database>,
  attemptId: string,
  now: Date,
): Promise<IdentifiedAttempt | null> {
  const row = await db
    .updateTable('social_login_attempts')
    .set({ status: 'done', done_at: now })
    .where('id', '=', attemptId)
    .where('status', '=', 'identified')
    .where('expires_at', '>', now)
    .returning(['id', 'provider', 'issuer', 'subject', 'display_name', 'email'])
    .executeTakeFirst();
  if (!row?.issuer || !row.subject) return null;
  return {
    id: row.id,
    provider: row.provider,
    issuer: row.issuer,
    subject: row.subject,
    displayName: row.display_name,
    email: row.email,
  };
}

/**
 * Links the attempt's identity to the account whose password (or confirmed code) was just
 * proved, using the attempt up in the same transaction.
 */
export async function linkIdentity(
  db: Kysely<Database>,
  input: { attemptId: string; accountId: string; brandId: string; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const attempt = await useAttempt(trx, input.attemptId, input.now);
    if (!attempt) throw socialErrors.expired();
    const taken = await trx
      .selectFrom('social_identities')
      .select(['account_id', 'provider'])
      .where((eb) =>
        eb.or([
          eb.and([
            eb('brand_id', '=', input.brandId),
            eb('issuer', '=', attempt.issuer),
            eb('subject', '=', attempt.subject),
          ]),
          eb.and([eb('account_id', '=', input.accountId), eb('provider', '=', attempt.provider)]),
        ]),
      )
      .execute();
    if (taken.length) throw socialErrors.alreadyLinked();
    await trx
      .insertInto('social_identities')
      .values({
        brand_id: input.brandId,
        account_id: input.accountId,
        provider: attempt.provider,
        issuer: attempt.issuer,
        subject: attempt.subject,
        email: attempt.email,
        created_at: input.now,
        last_used_at: input.now,
      })
      .execute();
  });
}

/** How a session opened by a registration that proved an SMS code is marked (sessions.login_type). */
export const SMS_REGISTRATION_LOGIN = 'register:sms';

/**
 * Links the browser's identified identity to the account a registration just made in it with
 * an SMS code: the registration's code is the confirmed code the linking rule asks for. Only the
 * session that registration opened, and only for an account created after the identity came
 * back (the one at hand when the member chose to register instead of linking), once.
 */
export async function linkAfterSmsRegistration(
  db: Kysely<Database>,
  input: {
    attempt: IdentifiedAttempt;
    accountId: string;
    loginType: string;
    brandId: string;
    now: Date;
  },
): Promise<void> {
  if (input.loginType !== SMS_REGISTRATION_LOGIN) throw socialErrors.proofRequired();
  const registeredAfter = await db
    .selectFrom('accounts')
    .innerJoin('social_login_attempts as attempt', (join) =>
      join.on('attempt.id', '=', input.attempt.id),
    )
    .select('accounts.id')
    .where('accounts.id', '=', input.accountId)
    .whereRef('accounts.created_at', '>', 'attempt.identified_at')
    .executeTakeFirst();
  if (!registeredAfter) throw socialErrors.proofRequired();
  await linkIdentity(db, {
    attemptId: input.attempt.id,
    accountId: input.accountId,
    brandId: input.brandId,
    now: input.now,
  });
}

/** The cookie binding attempts to this browser (HttpOnly, this path only, 10 minutes). */
export function socialCookie(value: string, secure: boolean): string {
  return [
    `${SOCIAL_COOKIE}=${value}`,
    `Path=${SOCIAL_COOKIE_PATH}`,
    `Max-Age=${SOCIAL_ATTEMPT_TTL_MS / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function readSocialCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SOCIAL_COOKIE) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}
