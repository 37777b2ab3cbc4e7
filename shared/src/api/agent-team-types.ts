/**
 * The agent centre's team calls (team overview, management, betting, profit and loss,
 * transactions), typed from the API's own schemas (@site/contracts). Type-only.
 */
export type {
  DownlineTransfer,
  DownlineTransferInput,
  MemberProfitLoss,
  TeamBetRecord,
  TeamBetsPage,
  TeamBetsQuery,
  TeamMember,
  TeamMembersPage,
  TeamMembersQuery,
  TeamProfitLossPage,
  TeamProfitLossQuery,
  TeamReport,
  TeamReportQuery,
  TeamScope,
  TeamTransaction,
  TeamTransactionsPage,
  TeamTransactionsQuery,
} from '@site/contracts';
