import Type, { type Static } from 'typebox';
import { LoginResult } from './session.js';

/** The social sign-in buttons (spec §2 header: google, facebook "when configured"). */
export const SocialProviderId = Type.Union([Type.Literal('google'), Type.Literal('facebook')]);
export type SocialProviderId = Static<typeof SocialProviderId>;

/** GET /wps/session/social/providers: the brand's configured providers, in its order. */
export const SocialProviders = Type.Object({
  providers: Type.Array(Type.Object({ id: SocialProviderId, name: Type.String() })),
});
export type SocialProviders = Static<typeof SocialProviders>;

export const SocialProviderParams = Type.Object({ provider: SocialProviderId });

/** GET /wps/session/social/:provider/start: where to come back to (a path of this site). */
export const SocialStartQuery = Type.Object({
  returnTo: Type.Optional(Type.String({ maxLength: 300 })),
});

/**
 * POST /wps/session/social/complete, after the provider sent the browser back with
 * `?social=done`: signed in (a linked identity), or the identity to link (`link`).
 */
export const SocialComplete = Type.Union([
  Type.Object({ status: Type.Literal('signedIn'), login: LoginResult }),
  Type.Object({
    status: Type.Literal('link'),
    identity: Type.Object({
      provider: SocialProviderId,
      name: Type.Union([Type.String(), Type.Null()]),
      email: Type.Union([Type.String(), Type.Null()]),
    }),
  }),
]);
export type SocialComplete = Static<typeof SocialComplete>;

/** What the provider's return told the page (`?social=`). */
export const SOCIAL_OUTCOMES = ['done', 'cancelled', 'failed', 'expired'] as const;
export type SocialOutcome = (typeof SOCIAL_OUTCOMES)[number];
