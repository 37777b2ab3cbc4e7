import Type, { type Static } from 'typebox';
import { MerchantCode, Nullable, PageOf, paging } from './common.js';
import { AgentContract, CONTRACT_KINDS, SETTLEMENT_STATES } from './agent-centre.js';

/**
 * Agents in the operator console (issue 45 item 7): a brand's agent tree, an agent's contracts
 * and its payouts. Support and finance read them (admins hold every role); finance offers a top
 * agent the platform's contract with `POST /ops/agent-contracts`. An operator limited to brands
 * is refused (403) another brand's tree.
 */

/**
 * `GET /ops/agents?brand=&q=`: without `q`, the brand's top agents (no upline); with it, the
 * brand's agents whose username begins with it, top agents first.
 */
export const AgentSearchQuery = Type.Object(
  {
    brand: MerchantCode,
    q: Type.Optional(Type.String({ maxLength: 64 })),
    ...paging(20),
  },
  { additionalProperties: false },
);
export type AgentSearchQuery = Static<typeof AgentSearchQuery>;

/** A live contract of an agent (an open offer or the accepted one), by kind. */
export const AgentContractState = Type.Object({
  kind: Type.Enum(CONTRACT_KINDS),
  state: Type.Union([Type.Literal('OFFERED'), Type.Literal('ACCEPTED')]),
});
export type AgentContractState = Static<typeof AgentContractState>;

/** One account of the tree: an agent, or a member (a leaf unless it brought members itself). */
export const AgentNode = Type.Object({
  account: Type.String(),
  nickname: Type.String(),
  /** The spec §6 account type: 1, 2, 41, 42 are agents, 0 a member. */
  isAgent: Type.Integer(),
  agent: Type.Boolean(),
  /** The direct upline's username; null: a top account (the platform pays a top agent). */
  upline: Nullable(Type.String()),
  /** Accounts directly under it, and its whole subtree (same brand, at most 32 levels). */
  directCount: Type.Integer(),
  teamSize: Type.Integer(),
  /** Its open offers and accepted contracts (at most one of each per kind). */
  contracts: Type.Array(AgentContractState),
  locked: Type.Boolean(),
  registeredAt: Type.String(),
});
export type AgentNode = Static<typeof AgentNode>;

export const AgentNodePage = PageOf(AgentNode);
export type AgentNodePage = Static<typeof AgentNodePage>;

export const AgentParams = Type.Object({
  merchantCode: MerchantCode,
  account: Type.String({ minLength: 1, maxLength: 64 }),
});
export type AgentParams = Static<typeof AgentParams>;

export const AgentPageQuery = Type.Object(paging(20), { additionalProperties: false });
export type AgentPageQuery = Static<typeof AgentPageQuery>;

/** The contracts the agent was offered, by the platform (`payer` null) or its upline. */
export const OpsAgentContractPage = PageOf(AgentContract);
export type OpsAgentContractPage = Static<typeof OpsAgentContractPage>;

/** One settled period of one of the agent's contracts: a salary or a dividend. */
export const OpsAgentPayout = Type.Object({
  id: Type.String(),
  contractId: Type.String(),
  kind: Type.Enum(CONTRACT_KINDS),
  payer: Nullable(Type.String()),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  /** What the rate applied to: the loss and win, the valid bet, or the team's loss. */
  basis: Type.Number(),
  amount: Type.Number(),
  state: Type.Enum(SETTLEMENT_STATES),
  /** Dividends: the tier reached (1 first); null for salaries or none. */
  tier: Nullable(Type.Integer()),
  paidAt: Nullable(Type.String()),
});
export type OpsAgentPayout = Static<typeof OpsAgentPayout>;
export const OpsAgentPayoutPage = PageOf(OpsAgentPayout);
export type OpsAgentPayoutPage = Static<typeof OpsAgentPayoutPage>;
