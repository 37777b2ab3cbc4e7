import { errors } from '../../errors.js';
import type { MissionConfig, MissionsConfig } from '../brands/brandConfig.js';
import { toPlainText } from '../content/sanitizeHtml.js';

/** An operator's change of the missions (PATCH /ops/brands/:code { missions }). */
export interface MissionsPatch {
  list?: Array<
    Omit<MissionConfig, 'category' | 'turnoverMultiple'> & {
      category?: string | null;
      turnoverMultiple?: number;
    }
  >;
  leaderboardSize?: number;
}

const COUNTED = new Set<MissionConfig['kind']>(['ROUNDS', 'DEPOSIT_COUNT']);
const PER_GAME = new Set<MissionConfig['kind']>(['ROUNDS', 'VALID_BET']);

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** What the schema cannot say: ids unique, whole counts, a category only where games count. */
export function validateMissions(patch: MissionsPatch): void {
  const seen = new Set<string>();
  for (const [index, mission] of (patch.list ?? []).entries()) {
    const field = (name: string) => `missions.list.${index}.${name}`;
    if (seen.has(mission.id))
      throw errors.validation(field('id'), `Mission id "${mission.id}" is used twice`);
    seen.add(mission.id);
    if (COUNTED.has(mission.kind) && !Number.isInteger(mission.target))
      throw errors.validation(field('target'), 'A count target is a whole number');
    if (mission.category && !PER_GAME.has(mission.kind))
      throw errors.validation(
        field('category'),
        'Only VALID_BET and ROUNDS missions have a category',
      );
    if (mission.payout === 'CASH' && (mission.turnoverMultiple ?? 0) > 0)
      throw errors.validation(
        field('turnoverMultiple'),
        'Only a BONUS reward has a turnover requirement',
      );
    if (!hasCents(mission.reward))
      throw errors.validation(field('reward'), 'An amount has at most two decimals');
    if (!COUNTED.has(mission.kind) && !hasCents(mission.target))
      throw errors.validation(field('target'), 'An amount has at most two decimals');
  }
}

/** The patch as stored: titles as plain text, absent fields at their defaults. */
export function missionsPatch(patch: MissionsPatch): Partial<MissionsConfig> {
  return {
    ...(patch.leaderboardSize !== undefined && { leaderboardSize: patch.leaderboardSize }),
    ...(patch.list && {
      list: patch.list.map((mission) => ({
        ...mission,
        category: mission.category ?? null,
        turnoverMultiple: mission.payout === 'BONUS' ? (mission.turnoverMultiple ?? 0) : 0,
        title: { bn: toPlainText(mission.title.bn), en: toPlainText(mission.title.en) },
      })),
    }),
  };
}
