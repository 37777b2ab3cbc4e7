import { defineCall, type ContractKind, type ContractsView } from '@site/shared';

/** The caller's contracts of one kind: its own, those it gave, its payouts, its sub-agents. */
export const getContracts = defineCall<{ kind: ContractKind }, ContractsView>({
  module: 'agent',
  method: 'GET',
  path: '/wps/agent/contracts',
  needsToken: true,
});
