import { defineCall, unwrapEnvelope, type Banner } from '@site/shared';

/** A banner call already under way: its group, language and raw answer. */
export type PrefetchedBanners = { group: string; language: string; body: Promise<unknown> };

let prefetched: PrefetchedBanners | null = null;

/**
 * Start-up hands over the call index.html made (app/boot), so the picture is on its way
 * before the bundle is. The first load of that group and language takes it; later loads ask.
 */
export function handOverPrefetchedBanners(request: PrefetchedBanners | null): void {
  prefetched = request;
}

function takePrefetched(group: string, language: string): Promise<unknown> | null {
  if (!prefetched || prefetched.group !== group || prefetched.language !== language) return null;
  const { body } = prefetched;
  prefetched = null;
  return body;
}

export const getBanners = defineCall<{ groupName?: string }, { list: Banner[] }>({
  module: 'content',
  method: 'GET',
  path: '/wps/relay/MCSFE_getBanners',
  needsToken: false,
});

async function fetchBanners(
  groupName: string,
  language: string,
  signal?: AbortSignal,
): Promise<Banner[]> {
  const early = takePrefetched(groupName, language);
  if (early) {
    try {
      return unwrapEnvelope<{ list: Banner[] }>(await early, 200).list;
    } catch {
      // Asked again below, through the client, which reports errors the usual way.
    }
  }
  return (await getBanners({ groupName }, signal)).list;
}

/**
 * The banners of one group in the page's language; the API answers only those inside their
 * active window.
 */
export async function loadBanners(
  groupName: string,
  language: string,
  signal?: AbortSignal,
): Promise<Banner[]> {
  const list = await fetchBanners(groupName, language, signal);
  // The server filters by group already; this keeps a stray banner of another group out.
  return list.filter((banner) => banner.groupName === groupName);
}
