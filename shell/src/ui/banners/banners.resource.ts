import { defineCall, unwrapEnvelope, type Banner } from '@site/shared';

/**
 * A banner call already under way: its group, language and raw answer; `served` when the site's
 * server put the answer into the page (tooling/home-banner.mjs), which it keeps for a while.
 */
export type PrefetchedBanners = {
  group: string;
  language: string;
  body: Promise<unknown>;
  served?: boolean;
};

let prefetched: PrefetchedBanners | null = null;

/**
 * Start-up hands over the call index.html made (app/boot), so the picture is on its way
 * before the bundle is. The first load of that group and language takes it; later loads ask.
 */
export function handOverPrefetchedBanners(request: PrefetchedBanners | null): void {
  prefetched = request;
}

function takePrefetched(group: string, language: string): PrefetchedBanners | null {
  if (!prefetched || prefetched.group !== group || prefetched.language !== language) return null;
  const taken = prefetched;
  prefetched = null;
  return taken;
}

export const getBanners = defineCall<{ groupName?: string }, { list: Banner[] }>({
  module: 'content',
  method: 'GET',
  path: '/wps/relay/MCSFE_getBanners',
  needsToken: false,
});

const sameBanners = (a: Banner[], b: Banner[]) => JSON.stringify(a) === JSON.stringify(b);

async function fetchBanners(
  groupName: string,
  language: string,
  signal?: AbortSignal,
  onNewer?: (list: Banner[]) => void,
): Promise<Banner[]> {
  const early = takePrefetched(groupName, language);
  if (early) {
    try {
      const list = unwrapEnvelope<{ list: Banner[] }>(await early.body, 200).list;
      // The server's kept answer may be minutes old: shown at once, then asked again, so an
      // operator's change (console: banners) shows at this load, not at a later one.
      if (early.served && onNewer)
        void getBanners({ groupName })
          .then((fresh) => {
            if (!sameBanners(fresh.list, list)) onNewer(fresh.list);
          })
          .catch(() => undefined);
      return list;
    } catch {
      // Asked again below, through the client, which reports errors the usual way.
    }
  }
  return (await getBanners({ groupName }, signal)).list;
}

/**
 * The banners of one group in the page's language; the API answers only those inside their
 * active window. `onNewer` gets the API's own list when the first one was the site server's
 * kept answer and the API's differs.
 */
export async function loadBanners(
  groupName: string,
  language: string,
  signal?: AbortSignal,
  onNewer?: (list: Banner[]) => void,
): Promise<Banner[]> {
  // The server filters by group already; this keeps a stray banner of another group out.
  const ofGroup = (list: Banner[]) => list.filter((banner) => banner.groupName === groupName);
  const list = await fetchBanners(
    groupName,
    language,
    signal,
    onNewer && ((fresh) => onNewer(ofGroup(fresh))),
  );
  return ofGroup(list);
}
