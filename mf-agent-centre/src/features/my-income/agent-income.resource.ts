import { defineCall, type AgentIncome } from '@site/shared';

export type IncomeQuery = { from: string; to: string; tzOffset: number };

/** What the caller received from its agency in the days: salaries, dividends, commissions. */
export const getAgentIncome = defineCall<IncomeQuery, AgentIncome>({
  module: 'agent',
  method: 'GET',
  path: '/wps/agent/income',
  needsToken: true,
});
