import type { PrefetchedBanners } from '../../ui/banners/banners.resource';

/**
 * The requests index.html starts before the bundle arrives (boot-fragment.html). Each is
 * handed over once: a later load (retry, another language) asks the API itself.
 */
interface BootRequests {
  deployment?: Promise<unknown>;
  banners?: PrefetchedBanners;
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

/** The banner call index.html made for the home page, if it made one. */
export function takeBootBanners(): PrefetchedBanners | null {
  const boot = window.__siteBoot;
  const banners = boot?.banners ?? null;
  if (boot) delete boot.banners;
  return banners;
}
