import type { OpsFeedback, QuestionType } from '@site/contracts';
import { defineCall } from '@site/shared';

export type FeedbackQueueQuery = {
  status: 'open' | 'handled';
  brand?: string;
  questionType?: QuestionType;
  minAgeMinutes?: number;
  pageNo: number;
  pageSize: number;
};

/** GET /ops/feedback: open feedback oldest first, or handled feedback newest handled first. */
export const listFeedback = defineCall<FeedbackQueueQuery, { list: OpsFeedback[]; total: number }>({
  module: 'ops',
  method: 'GET',
  path: '/ops/feedback',
  needsToken: true,
});
