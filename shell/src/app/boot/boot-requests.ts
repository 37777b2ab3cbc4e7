/**
 * The requests index.html starts before the bundle arrives (boot-fragment.html). Each is
 * handed over once: a later load (retry, another language) asks the API itself.
 */
interface BootRequests {
  deployment?: Promise<unknown>;
  banners?: { group: string; language: string; body: Promise<unknown> };
}

declare global {
  interface Window {
    __siteBoot?: BootRequests;
  }
}

export function takeBootDeployment(): Promise<unknown> | null {
  const boot = window.__siteBoot;
  const deployment = boot?.deployment ?? null;
  if (boot) delete boot.deployment;
  return deployment;
}

/** The raw answer of the banner call for this group and language, if index.html made it. */
export function takeBootBanners(group: string, language: string): Promise<unknown> | null {
  const boot = window.__siteBoot;
  const banners = boot?.banners;
  if (!boot || !banners || banners.group !== group || banners.language !== language) return null;
  delete boot.banners;
  return banners.body;
}
