/** spec §2 side bar: the community buttons, each shown only when the brand configured it. */
export const SOCIAL_CHANNELS = [
  'facebook',
  'telegram',
  'whatsapp',
  'instagram',
  'messenger',
] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

/** The configured channels, in the spec's order, with web links only. */
export function configuredSocialLinks(
  links: Record<string, string> | undefined,
): { channel: SocialChannel; url: string }[] {
  return SOCIAL_CHANNELS.flatMap((channel) => {
    const url = links?.[channel];
    return url && /^https?:\/\//i.test(url) ? [{ channel, url }] : [];
  });
}
