import type { RemoteChannels } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { channelsWithManifests } from './channelRows.js';

/**
 * What the shell reads to pick each remote's version: every channel of the brand and
 * environment, with the manifests of its pinned version, canary and last good version. It names
 * no session (the shell draws its own share of the canary), so an edge may cache it.
 */
export async function remoteChannelsOf(
  db: Kysely<Database>,
  brandId: string,
  environment: string,
): Promise<RemoteChannels> {
  const rows = await channelsWithManifests(db, { brandId, environment });
  return {
    environment,
    remotes: rows.map((row) => ({
      remote: row.remote,
      pinned: { version: row.pinned_version, manifestUrl: row.pinned_manifest_url },
      canary:
        row.canary_version && row.canary_manifest_url && row.canary_percent
          ? {
              version: row.canary_version,
              manifestUrl: row.canary_manifest_url,
              percent: row.canary_percent,
            }
          : null,
      lastGood:
        row.last_good_version && row.last_good_manifest_url
          ? { version: row.last_good_version, manifestUrl: row.last_good_manifest_url }
          : null,
    })),
  };
}
