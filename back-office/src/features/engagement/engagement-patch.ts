import type { luckyDrawPatchOf } from './lucky-draw-form';
import type { missionsPatchOf } from './missions-form';
import type { rafflesRebatePatchOf } from './raffles-rebate-form';

type Patches = ReturnType<typeof rafflesRebatePatchOf>;

/** The part of the brand PATCH's body (api routes/ops.ts `brandPatchSchema`) these pages send. */
export type EngagementPatch = {
  missions?: NonNullable<ReturnType<typeof missionsPatchOf>>;
  luckyDraw?: NonNullable<ReturnType<typeof luckyDrawPatchOf>>;
  raffles?: NonNullable<Patches['raffles']>;
  rebate?: NonNullable<Patches['rebate']>;
};
