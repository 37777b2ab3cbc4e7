import {
  CANARY_DEFAULT_MAX_FAILURE_RATE,
  CANARY_DEFAULT_MIN_SESSIONS,
  type OpsChannel,
} from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors.js';
import { recordAudit } from '../operators/audit.js';
import type { Operator } from '../operators/operatorAccounts.js';
import { releaseHealth, type ChannelKey } from './channelHealth.js';
import {
  auditedState,
  channelsWithManifests,
  channelTarget,
  lockChannel,
  NO_CANARY,
  stateOf,
  type ChannelState,
  type ChannelWithManifests,
} from './channelRows.js';
import { releaseErrors } from './releaseErrors.js';
import { requireRelease } from './releases.js';

/**
 * The release role's side of the channels: list a brand's channels with how their versions
 * fare, pin a version, start or change a canary, promote it, roll back to the last good version
 * and withdraw the canary. Each change runs in one transaction holding the channel's row, with
 * one audit row saying what it was before and after, and why.
 */

async function brandOf(
  db: Kysely<Database>,
  merchantCode: string,
  assertBrand: (brandId: string) => void,
) {
  const brand = await db
    .selectFrom('brands')
    .select(['id', 'merchant_code'])
    .where('merchant_code', '=', merchantCode.trim().toUpperCase())
    .executeTakeFirst();
  if (!brand) throw errors.brandNotFound();
  assertBrand(brand.id);
  return brand;
}

async function opsChannelView(
  db: Kysely<Database>,
  merchantCode: string,
  row: ChannelWithManifests,
): Promise<OpsChannel> {
  const key: ChannelKey = {
    brandId: row.brand_id,
    environment: row.environment,
    remote: row.remote,
  };
  return {
    merchantCode,
    environment: row.environment,
    remote: row.remote,
    pinned: {
      version: row.pinned_version,
      manifestUrl: row.pinned_manifest_url,
      ...(await releaseHealth(db, key, row.pinned_version, row.pinned_at)),
    },
    canary:
      row.canary_version &&
      row.canary_manifest_url &&
      row.canary_percent &&
      row.canary_max_failure_rate &&
      row.canary_min_sessions &&
      row.canary_started_at
        ? {
            version: row.canary_version,
            manifestUrl: row.canary_manifest_url,
            percent: row.canary_percent,
            ...(await releaseHealth(db, key, row.canary_version, row.canary_started_at)),
            maxFailureRate: row.canary_max_failure_rate,
            minSessions: row.canary_min_sessions,
            startedAt: row.canary_started_at.toISOString(),
          }
        : null,
    lastGood:
      row.last_good_version && row.last_good_manifest_url
        ? { version: row.last_good_version, manifestUrl: row.last_good_manifest_url }
        : null,
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listChannels(
  db: Kysely<Database>,
  input: {
    merchantCode: string;
    environment?: string;
    assertBrand: (brandId: string) => void;
  },
): Promise<OpsChannel[]> {
  const brand = await brandOf(db, input.merchantCode, input.assertBrand);
  const rows = await channelsWithManifests(db, {
    brandId: brand.id,
    environment: input.environment,
  });
  return Promise.all(rows.map((row) => opsChannelView(db, brand.merchant_code, row)));
}

export interface ChannelCommand {
  operator: Operator;
  ip: string;
  merchantCode: string;
  environment: string;
  remote: string;
  reason: string;
  now: Date;
  assertBrand: (brandId: string) => void;
}

/**
 * Runs one change of a channel: locks its row, asks `decide` for the new state (undefined
 * `current`: the channel does not exist yet; only a pin creates one), stores it and audits it.
 */
async function changeChannel(
  db: Kysely<Database>,
  command: ChannelCommand,
  action: string,
  decide: (current: ChannelState | undefined, trx: Kysely<Database>) => Promise<ChannelState>,
): Promise<OpsChannel> {
  return db.transaction().execute(async (trx) => {
    const brand = await brandOf(trx, command.merchantCode, command.assertBrand);
    const key: ChannelKey = {
      brandId: brand.id,
      environment: command.environment,
      remote: command.remote,
    };
    let current = await lockChannel(trx, key);
    if (!current) {
      const created = await trx
        .insertInto('remote_channel')
        .values({
          brand_id: key.brandId,
          environment: key.environment,
          remote: key.remote,
          ...(await decide(undefined, trx)),
          updated_at: command.now,
        })
        .onConflict((oc) => oc.columns(['brand_id', 'environment', 'remote']).doNothing())
        .returningAll()
        .executeTakeFirst();
      // Another first pin at the same time created it: this change applies to that channel.
      if (!created) current = await lockChannel(trx, key);
    }
    const before = current ? stateOf(current) : null;
    if (before) {
      await trx
        .updateTable('remote_channel')
        .set({ ...(await decide(before, trx)), updated_at: command.now })
        .where('brand_id', '=', key.brandId)
        .where('environment', '=', key.environment)
        .where('remote', '=', key.remote)
        .execute();
    }
    const [stored] = await channelsWithManifests(trx, key);
    await recordAudit(trx, {
      operator: command.operator,
      ip: command.ip,
      brandId: brand.id,
      action,
      targetType: 'remote_channel',
      targetId: channelTarget(brand.merchant_code, key),
      before: before ? auditedState(before) : undefined,
      after: auditedState(stateOf(stored!)),
      reason: command.reason.trim(),
      now: command.now,
    });
    return opsChannelView(trx, brand.merchant_code, stored!);
  });
}

/**
 * Pins the version every session gets (outside the canary's share). The first pin creates the
 * channel, and with no version known good yet, the pinned one is it: a rollback has somewhere to
 * go. Pinning the canary's version ends the canary (it has nowhere left to differ).
 */
export function pinVersion(
  db: Kysely<Database>,
  command: ChannelCommand & { version: string },
): Promise<OpsChannel> {
  return changeChannel(db, command, 'release.pin', async (current, trx) => {
    await requireRelease(trx, command.remote, command.version);
    if (!current) {
      return {
        pinned_version: command.version,
        pinned_at: command.now,
        ...NO_CANARY,
        last_good_version: command.version,
      };
    }
    const samePin = current.pinned_version === command.version;
    return {
      ...current,
      pinned_version: command.version,
      // A version's health counts from when it took its place: pinning it again keeps it.
      pinned_at: samePin ? current.pinned_at : command.now,
      ...(current.canary_version === command.version ? NO_CANARY : {}),
      last_good_version: current.last_good_version ?? command.version,
    };
  });
}

/**
 * Starts a canary, or changes it: the body says it whole (omitted thresholds take the
 * defaults). The same canary version keeps its start, so its figures keep counting.
 */
export function startCanary(
  db: Kysely<Database>,
  command: ChannelCommand & {
    version: string;
    percent: number;
    maxFailureRate?: number;
    minSessions?: number;
  },
): Promise<OpsChannel> {
  return changeChannel(db, command, 'release.canary', async (current, trx) => {
    if (!current) throw releaseErrors.channelNotFound();
    await requireRelease(trx, command.remote, command.version);
    if (command.version === current.pinned_version) throw releaseErrors.canaryIsPinned();
    const sameCanary = current.canary_version === command.version && current.canary_started_at;
    return {
      ...current,
      canary_version: command.version,
      canary_percent: command.percent,
      canary_max_failure_rate: command.maxFailureRate ?? CANARY_DEFAULT_MAX_FAILURE_RATE,
      canary_min_sessions: command.minSessions ?? CANARY_DEFAULT_MIN_SESSIONS,
      canary_started_at: sameCanary ? current.canary_started_at : command.now,
    };
  });
}

/** The canary becomes the pinned version; the canary ends. */
export function promoteCanary(db: Kysely<Database>, command: ChannelCommand) {
  return changeChannel(db, command, 'release.promote', async (current) => {
    if (!current) throw releaseErrors.channelNotFound();
    if (!current.canary_version) throw releaseErrors.noCanary();
    return {
      ...current,
      pinned_version: current.canary_version,
      pinned_at: command.now,
      ...NO_CANARY,
    };
  });
}

/** The last good version becomes the pinned one; any canary ends. */
export function rollBack(db: Kysely<Database>, command: ChannelCommand) {
  return changeChannel(db, command, 'release.rollback', async (current) => {
    if (!current) throw releaseErrors.channelNotFound();
    if (!current.last_good_version) throw releaseErrors.noLastGood();
    const samePin = current.pinned_version === current.last_good_version;
    return {
      ...current,
      pinned_version: current.last_good_version,
      pinned_at: samePin ? current.pinned_at : command.now,
      ...NO_CANARY,
    };
  });
}

/** Ends the canary: every session gets the pinned version again. */
export function withdrawCanary(db: Kysely<Database>, command: ChannelCommand) {
  return changeChannel(db, command, 'release.withdraw', async (current) => {
    if (!current) throw releaseErrors.channelNotFound();
    if (!current.canary_version) throw releaseErrors.noCanary();
    return { ...current, ...NO_CANARY };
  });
}
