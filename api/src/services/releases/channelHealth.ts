import { CANARY_SESSIONS_PER_ADDRESS } from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One channel's key: its brand, environment and remote. */
export interface ChannelKey {
  brandId: string;
  environment: string;
  remote: string;
}

export interface ReleaseHealth {
  sessions: number;
  failedSessions: number;
}

/**
 * How a version fared in a channel since `since`: its sessions that reported, and those that
 * failed (a session is one row per version, a failure outweighing a load). At most
 * CANARY_SESSIONS_PER_ADDRESS sessions of one client address count, the first it reported, so
 * one client cannot decide a version's fate with made-up sessions.
 */
export async function releaseHealth(
  db: Kysely<Database>,
  key: ChannelKey,
  version: string,
  since: Date,
): Promise<ReleaseHealth> {
  const { rows } = await sql<ReleaseHealth>`
    select count(*)::int as "sessions",
      (count(*) filter (where outcome = 'failed'))::int as "failedSessions"
    from (
      select outcome,
        row_number() over (partition by client_address order by first_at, session) as nth
      from remote_load_report
      where brand_id = ${key.brandId} and environment = ${key.environment}
        and remote = ${key.remote} and version = ${version} and updated_at >= ${since}
    ) reported
    where nth <= ${CANARY_SESSIONS_PER_ADDRESS}
  `.execute(db);
  return rows[0] ?? { sessions: 0, failedSessions: 0 };
}

/** At least `minSessions` sessions, and a failure rate above `maxFailureRate`. */
export const failing = (
  health: ReleaseHealth,
  rule: { minSessions: number; maxFailureRate: number },
) =>
  health.sessions >= rule.minSessions &&
  health.failedSessions / health.sessions > rule.maxFailureRate;

/** At least `minSessions` sessions, and a failure rate within `maxFailureRate`. */
export const healthy = (
  health: ReleaseHealth,
  rule: { minSessions: number; maxFailureRate: number },
) =>
  health.sessions >= rule.minSessions &&
  health.failedSessions / health.sessions <= rule.maxFailureRate;
