import { defineCall } from '@site/shared';

export const QUESTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'ACCOUNT',
  'SUGGESTION',
  'OTHER',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** spec §7 PUT /wps/feedback (no token needed; spec §3 feedback: question type, content). */
export const sendFeedback = defineCall<
  { questionType: QuestionType; content: string; contact?: string },
  { feedbackId: number }
>({ module: 'feedback', method: 'PUT', path: '/wps/feedback', needsToken: false });
