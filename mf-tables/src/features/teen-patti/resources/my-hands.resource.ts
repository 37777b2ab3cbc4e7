import { defineCall } from '@site/shared';
import type { TeenPattiHandHistory } from '@site/contracts';

/** The finished hands the member played, newest first, a page before a hand's id. */
export const getMyHands = defineCall<{ limit: number; beforeId?: string }, TeenPattiHandHistory>({
  module: 'teenpatti',
  method: 'GET',
  path: '/teenpatti/hands',
  needsToken: true,
});
