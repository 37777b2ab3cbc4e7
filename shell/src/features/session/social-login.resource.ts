import {
  defineCall,
  type LoginInput,
  type LoginResult,
  type SocialComplete,
  type SocialProviders,
} from '@site/shared';

/** Social login (spec §2 header): the brand's configured providers. */
export const getSocialProviders = defineCall<void, SocialProviders>({
  module: 'login',
  method: 'GET',
  path: '/wps/session/social/providers',
  needsToken: false,
});

/** After the provider's return (`?social=done`): signed in, or the identity to link. */
export const completeSocialLogin = defineCall<void, SocialComplete>({
  module: 'login',
  method: 'POST',
  path: '/wps/session/social/complete',
  needsToken: false,
});

/** Links the returned identity to the account this login proves (password or SMS code). */
export const linkSocialIdentity = defineCall<LoginInput, LoginResult>({
  module: 'login',
  method: 'POST',
  path: '/wps/session/social/link',
  needsToken: false,
  encrypted: true,
});

/**
 * Links the returned identity to the account this browser just registered with an SMS code
 * (the registration's code is the proof): called with the registration's new session.
 */
export const linkSocialIdentityToRegistration = defineCall<void, null>({
  module: 'login',
  method: 'POST',
  path: '/wps/session/social/link/registration',
  needsToken: true,
});

/** Forgets the identity waiting to be linked. */
export const forgetSocialIdentity = defineCall<void, null>({
  module: 'login',
  method: 'DELETE',
  path: '/wps/session/social/attempt',
  needsToken: false,
});

/** Where a provider's button leads: the API starts the flow and sends the browser on. */
export const socialStartHref = (provider: string, returnTo: string) =>
  `/wps/session/social/${provider}/start?returnTo=${encodeURIComponent(returnTo)}`;
