import {
  CANARY_DEFAULT_MAX_FAILURE_RATE,
  CANARY_DEFAULT_MIN_SESSIONS,
  type RemoteLoadReportBody,
} from '@site/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../operators/audit.js';
import type { Operator } from '../operators/operatorAccounts.js';
import { consumeRate } from '../security/rateLimiter.js';
import { failing, healthy, releaseHealth, type ChannelKey } from './channelHealth.js';
import {
  auditedState,
  channelTarget,
  lockChannel,
  NO_CANARY,
  stateOf,
  type ChannelRow,
  type ChannelState,
} from './channelRows.js';

/**
 * The shell's load reports: one row per session and version, a failure outweighing a load.
 * After each report, with the channel's row locked, the channel follows its figures: a canary
 * failing past its threshold is withdrawn by itself, a pinned version failing past the default
 * threshold is rolled back to the last good version, and a pinned version with enough sessions
 * within it becomes the last good version (where a rollback goes).
 */

/**
 * Reports per client address and brand per 10 minutes, up to the server's setting
 * loadReportsPerAddress: a shell reports each remote it loads once or twice a session; the limit
 * only stops a client flooding the table (the figures themselves count at most
 * CANARY_SESSIONS_PER_ADDRESS sessions of an address).
 */
export const LOAD_REPORT_RATE = { scope: 'remote-report:ip', windowMs: 10 * 60_000 };

/**
 * Who the automatic changes are audited as: not an account (the name cannot be an operator's,
 * whose names have no colon), never a session's.
 */
export const RELEASE_WATCH: Operator = {
  id: null,
  username: 'system:release-watch',
  roles: [],
  brandIds: null,
  secondFactor: 'not-required',
};

/**
 * How long a load report is kept. A running canary's reports stay whatever their age: its
 * figures decide its fate. Any other version's decision (its becoming the last good one) is
 * taken within its first sessions, so older rows only weigh on the table, one per session.
 */
export const LOAD_REPORT_RETENTION_DAYS = 30;

/** Removes the load reports past their retention; answers how many. */
export async function purgeOldLoadReports(db: Kysely<Database>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - LOAD_REPORT_RETENTION_DAYS * 86_400_000);
  const removed = await db
    .deleteFrom('remote_load_report as report')
    .where('report.updated_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('remote_channel as channel')
            .select(sql.lit(1).as('one'))
            .whereRef('channel.brand_id', '=', 'report.brand_id')
            .whereRef('channel.environment', '=', 'report.environment')
            .whereRef('channel.remote', '=', 'report.remote')
            .whereRef('channel.canary_version', '=', 'report.version'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

export async function recordLoadReport(
  db: Kysely<Database>,
  input: {
    brand: { id: string; merchantCode: string };
    report: RemoteLoadReportBody;
    clientAddress: string;
    /** LOAD_REPORT_RATE's limit */
    reportsPerAddress: number;
    now: Date;
  },
): Promise<void> {
  const { brand, report, clientAddress, now } = input;
  await consumeRate(
    db,
    { ...LOAD_REPORT_RATE, limit: input.reportsPerAddress, key: `${brand.id}:${clientAddress}` },
    now,
  );
  const key: ChannelKey = {
    brandId: brand.id,
    environment: report.environment,
    remote: report.remote,
  };
  await db.transaction().execute(async (trx) => {
    const channel = await trx
      .selectFrom('remote_channel')
      .selectAll()
      .where('brand_id', '=', key.brandId)
      .where('environment', '=', key.environment)
      .where('remote', '=', key.remote)
      .executeTakeFirst();
    // A version the channel does not serve (an old tab, a made-up one) says nothing of it.
    if (!channel || ![channel.pinned_version, channel.canary_version].includes(report.version)) {
      return;
    }
    await trx
      .insertInto('remote_load_report')
      .values({
        brand_id: brand.id,
        environment: report.environment,
        remote: report.remote,
        version: report.version,
        session: report.session,
        client_address: clientAddress,
        outcome: report.outcome,
        stage: report.outcome === 'failed' ? (report.stage ?? null) : null,
        first_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['brand_id', 'environment', 'remote', 'version', 'session']).doUpdateSet({
          // A failure outweighs a load: a session that failed once stays failed.
          outcome: sql`case when remote_load_report.outcome = 'failed' then 'failed'
            else excluded.outcome end`,
          stage: sql`case when remote_load_report.outcome = 'failed'
            then remote_load_report.stage else excluded.stage end`,
          updated_at: now,
        }),
      )
      .execute();
    const isCanary = report.version === channel.canary_version;
    if (!isCanary && report.version === channel.last_good_version) return;
    // Read again under the lock: a report at the same time may have changed the channel.
    const locked = await lockChannel(trx, key);
    if (locked) {
      await followFigures(trx, { brand, key, version: report.version, now, clientAddress }, locked);
    }
  });
}

async function followFigures(
  db: Kysely<Database>,
  input: {
    brand: { id: string; merchantCode: string };
    key: ChannelKey;
    version: string;
    now: Date;
    clientAddress: string;
  },
  channel: ChannelRow,
): Promise<void> {
  const { key, version } = input;
  const canary =
    channel.canary_version === version &&
    channel.canary_started_at &&
    channel.canary_min_sessions &&
    channel.canary_max_failure_rate
      ? {
          since: channel.canary_started_at,
          minSessions: channel.canary_min_sessions,
          maxFailureRate: channel.canary_max_failure_rate,
        }
      : null;
  const rule =
    canary ??
    (channel.pinned_version === version
      ? {
          since: channel.pinned_at,
          minSessions: CANARY_DEFAULT_MIN_SESSIONS,
          maxFailureRate: CANARY_DEFAULT_MAX_FAILURE_RATE,
        }
      : null);
  if (!rule) return;
  const health = await releaseHealth(db, key, version, rule.since);
  const before = stateOf(channel);
  const change = async (action: string, after: ChannelState) => {
    await db
      .updateTable('remote_channel')
      .set({ ...after, updated_at: input.now })
      .where('brand_id', '=', key.brandId)
      .where('environment', '=', key.environment)
      .where('remote', '=', key.remote)
      .execute();
    await recordAudit(db, {
      operator: RELEASE_WATCH,
      ip: input.clientAddress,
      brandId: key.brandId,
      action,
      targetType: 'remote_channel',
      targetId: channelTarget(input.brand.merchantCode, key),
      before: auditedState(before),
      after: { ...auditedState(after), figures: { version, ...health, ...rule } },
      now: input.now,
    });
  };
  if (canary && failing(health, canary)) {
    await change('release.canary-withdrawn', { ...before, ...NO_CANARY });
  } else if (
    !canary &&
    channel.last_good_version &&
    channel.last_good_version !== version &&
    failing(health, rule)
  ) {
    // A pinned version failing like a canary would be withdrawn (one pinned without a canary
    // first) goes back to the last good version, as a rollback would. A running canary stays:
    // it may be the fix.
    await change('release.pinned-rolled-back', {
      ...before,
      pinned_version: channel.last_good_version,
      pinned_at: input.now,
    });
  } else if (!canary && channel.last_good_version !== version && healthy(health, rule)) {
    // Only a pinned version becomes the last good one: a rollback must never land on a canary.
    await change('release.last-good', { ...before, last_good_version: version });
  }
}
