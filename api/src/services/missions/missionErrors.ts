import { ApiError } from '../../errors.js';

/** A mission claim's refusals, each a code the member centre translates. */
export const missionErrors = {
  notFound: () => new ApiError(404, 'MISSION_NOT_FOUND', 'There is no such mission'),
  periodOver: () =>
    new ApiError(409, 'MISSION_PERIOD_OVER', "This mission's period is over: see today's missions"),
  notComplete: () => new ApiError(409, 'MISSION_NOT_COMPLETE', 'This mission is not complete yet'),
  alreadyClaimed: () =>
    new ApiError(409, 'MISSION_ALREADY_CLAIMED', 'This mission has already been claimed'),
  /** An operator's new mission takes the id of a removed one that paid rewards. */
  idRetired: (id: string, field: string) =>
    new ApiError(
      400,
      'MISSION_ID_RETIRED',
      `Mission id "${id}" belonged to a removed mission that paid rewards: choose a new id`,
      { field, id },
    ),
};
