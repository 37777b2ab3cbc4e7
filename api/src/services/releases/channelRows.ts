import type { Kysely, Selectable } from 'kysely';
import type { RemoteChannelTable } from '../../db/releaseSchema.js';
import type { Database } from '../../db/schema.js';
import type { ChannelKey } from './channelHealth.js';

export type ChannelRow = Selectable<RemoteChannelTable>;

/** A channel with the manifest URLs of the versions it names. */
export type ChannelWithManifests = ChannelRow & {
  pinned_manifest_url: string;
  canary_manifest_url: string | null;
  last_good_manifest_url: string | null;
};

/** A channel's canary columns, all null: no canary (the table accepts them all set or none). */
export const NO_CANARY = {
  canary_version: null,
  canary_percent: null,
  canary_max_failure_rate: null,
  canary_min_sessions: null,
  canary_started_at: null,
} as const;

/** What a channel says (its key and time stamp aside): what a change decides. */
export type ChannelState = Omit<ChannelRow, 'brand_id' | 'environment' | 'remote' | 'updated_at'>;

/** A channel's state as its audit rows show it. */
export const auditedState = (state: ChannelState) => ({
  pinned: state.pinned_version,
  canary: state.canary_version
    ? {
        version: state.canary_version,
        percent: state.canary_percent,
        maxFailureRate: state.canary_max_failure_rate,
        minSessions: state.canary_min_sessions,
        startedAt: state.canary_started_at?.toISOString(),
      }
    : null,
  lastGood: state.last_good_version,
});

/** `<merchant>/<environment>/<remote>`: a channel in the audit trail. */
export const channelTarget = (merchantCode: string, key: ChannelKey) =>
  `${merchantCode}/${key.environment}/${key.remote}`;

export const stateOf = ({
  brand_id: _brand,
  environment: _environment,
  remote: _remote,
  updated_at: _updated,
  ...state
}: ChannelRow): ChannelState => state;

/** The channels of a brand (one environment, one remote, or all), ordered by remote. */
export async function channelsWithManifests(
  db: Kysely<Database>,
  filter: { brandId: string; environment?: string; remote?: string },
): Promise<ChannelWithManifests[]> {
  let query = db
    .selectFrom('remote_channel as channel')
    .innerJoin('remote_release as pinned', (join) =>
      join
        .onRef('pinned.remote', '=', 'channel.remote')
        .onRef('pinned.version', '=', 'channel.pinned_version'),
    )
    .leftJoin('remote_release as canary', (join) =>
      join
        .onRef('canary.remote', '=', 'channel.remote')
        .onRef('canary.version', '=', 'channel.canary_version'),
    )
    .leftJoin('remote_release as last_good', (join) =>
      join
        .onRef('last_good.remote', '=', 'channel.remote')
        .onRef('last_good.version', '=', 'channel.last_good_version'),
    )
    .selectAll('channel')
    .select([
      'pinned.manifest_url as pinned_manifest_url',
      'canary.manifest_url as canary_manifest_url',
      'last_good.manifest_url as last_good_manifest_url',
    ])
    .where('channel.brand_id', '=', filter.brandId)
    .orderBy('channel.environment')
    .orderBy('channel.remote');
  if (filter.environment) query = query.where('channel.environment', '=', filter.environment);
  if (filter.remote) query = query.where('channel.remote', '=', filter.remote);
  return query.execute();
}

/** The channel's row, locked until the transaction ends; undefined when none. */
export function lockChannel(db: Kysely<Database>, key: ChannelKey) {
  return db
    .selectFrom('remote_channel')
    .selectAll()
    .where('brand_id', '=', key.brandId)
    .where('environment', '=', key.environment)
    .where('remote', '=', key.remote)
    .forUpdate()
    .executeTakeFirst();
}
