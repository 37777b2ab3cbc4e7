import { api, unwrapEnvelope, type Banner } from '@site/shared';
import { takeBootBanners } from '../../app/boot/boot-requests';

async function fetchBanners(
  groupName: string,
  language: string,
  signal?: AbortSignal,
): Promise<Banner[]> {
  // index.html may have asked already, so the picture is on its way before the bundle is.
  const early = takeBootBanners(groupName, language);
  if (early) {
    try {
      return unwrapEnvelope<{ list: Banner[] }>(await early, 200).list;
    } catch {
      // Asked again below, through the client, which reports errors the usual way.
    }
  }
  return (await api.content.banners({ groupName }, signal)).list;
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
