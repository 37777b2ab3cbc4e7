import { ApiError } from '../../errors.js';

/** A mission claim's refusals, each a code the member centre translates. */
export const missionErrors = {
  notFound: () => new ApiError(404, 'MISSION_NOT_FOUND', 'There is no such mission'),
  periodOver: () =>
    new ApiError(409, 'MISSION_PERIOD_OVER', "This mission's period is over: see today's missions"),
  notComplete: () => new ApiError(409, 'MISSION_NOT_COMPLETE', 'This mission is not complete yet'),
  alreadyClaimed: () =>
    new ApiError(409, 'MISSION_ALREADY_CLAIMED', 'This mission has already been claimed'),
};
