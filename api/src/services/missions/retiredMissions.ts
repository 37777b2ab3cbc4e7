import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MissionConfig } from '../brands/brandConfig.js';
import { missionErrors } from './missionErrors.js';

/**
 * The mission ids the brand has granted rewards under (`mission:<id>:<period>`, missionsConfig.ts).
 * A reward's key holds the mission's id and period only, so a new mission under an old id would
 * find the old mission's rewards of the period and pay nothing, or count as claimed.
 */
export async function rewardedMissionIds(db: Kysely<Database>, brandId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('member_rewards')
    .select(sql<string>`split_part(source_key, ':', 2)`.as('mission_id'))
    .distinct()
    .where('brand_id', '=', brandId)
    .where('source', '=', 'MISSION')
    .execute();
  return rows.map((row) => row.mission_id).sort();
}

/** Rewarded ids of missions the brand no longer lists: ids no new mission may take. */
export const retiredMissionIds = (
  rewarded: readonly string[],
  listed: readonly MissionConfig[],
) => {
  const current = new Set(listed.map((mission) => mission.id));
  return rewarded.filter((id) => !current.has(id));
};

/**
 * Refuses a list that brings back a retired id: a mission the brand lists now keeps its id (an
 * edit), a new one must not take an id rewards were granted under.
 */
export async function assertNoRetiredMissionId(
  db: Kysely<Database>,
  brandId: string,
  listed: readonly MissionConfig[],
  next: readonly { id: string }[],
): Promise<void> {
  const current = new Set(listed.map((mission) => mission.id));
  const added = next.filter((mission) => !current.has(mission.id));
  if (added.length === 0) return;
  const rewarded = new Set(await rewardedMissionIds(db, brandId));
  const index = next.findIndex((mission) => !current.has(mission.id) && rewarded.has(mission.id));
  if (index >= 0) throw missionErrors.idRetired(next[index]!.id, `missions.list.${index}.id`);
}
