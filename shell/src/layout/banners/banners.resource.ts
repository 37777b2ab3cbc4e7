import { api, type Banner } from '@site/shared';

/** The banners of one group; the API answers only those inside their active window. */
export async function loadBanners(groupName: string, signal?: AbortSignal): Promise<Banner[]> {
  const { list } = await api.content.banners({ groupName }, signal);
  // The server filters by group already; this keeps a stray banner of another group out.
  return list.filter((banner) => banner.groupName === groupName);
}
