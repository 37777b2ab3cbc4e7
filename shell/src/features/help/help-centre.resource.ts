import { defineCall } from '@site/shared';

export type HelpArticle = { id: number; code: string; title: string; content: string };
export type HelpCategory = { id: number; code: string; name: string; articles: HelpArticle[] };

/** spec §7 GET /wps/system/helpCenter (no token), texts in the request language. */
export const getHelpCentre = defineCall<{ language: string }, { categories: HelpCategory[] }>({
  module: 'help',
  method: 'GET',
  path: '/wps/system/helpCenter',
  needsToken: false,
});
