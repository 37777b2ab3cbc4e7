/**
 * The agent centre's contract calls (issue 14: dividend, daily, hourly and real-time salary),
 * taken from the API's schemas like ./types.ts. Type-only, so no schema code reaches a bundle.
 */
export type {
  AgentContract,
  ContractAnswerBody,
  ContractKind,
  ContractSettlement,
  ContractsView,
  DividendPeriod,
  DividendTier,
  OfferContractBody,
} from '@site/contracts';
