const OUTCOMES = ['done', 'cancelled', 'failed', 'expired'] as const;
/** What the API's social callback told the page (`?social=`, api/src/routes/socialLogin.ts). */
export type SocialReturnOutcome = (typeof OUTCOMES)[number];

/** The provider's return (`?social=`), read once and taken off the address. */
export function takeSocialOutcome(): SocialReturnOutcome | null {
  const url = new URL(window.location.href);
  const outcome = url.searchParams.get('social');
  if (!outcome) return null;
  url.searchParams.delete('social');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return (OUTCOMES as readonly string[]).includes(outcome)
    ? (outcome as SocialReturnOutcome)
    : 'failed';
}
