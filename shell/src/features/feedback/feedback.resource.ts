import { defineCall, type FeedbackInput, type FeedbackSent, type QuestionType } from '@site/shared';

/** The question types in the form's order; `satisfies` ties the list to the API's contract. */
export const QUESTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'ACCOUNT',
  'SUGGESTION',
  'OTHER',
] as const satisfies readonly QuestionType[];

/** spec §7 PUT /wps/feedback (no token needed; spec §3 feedback: question type, content). */
export const sendFeedback = defineCall<FeedbackInput, FeedbackSent>({
  module: 'feedback',
  method: 'PUT',
  path: '/wps/feedback',
  needsToken: false,
});
