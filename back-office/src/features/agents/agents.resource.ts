import type {
  AgentNode,
  AgentNodePage,
  OpsAgentContractPage,
  OpsAgentPayoutPage,
} from '@site/contracts';
import { defineCall } from '@site/shared';
import type { OfferBody } from './agent-offer';

/** An account of the tree as the console's calls name it. */
export type AgentRef = { merchantCode: string; account: string };
export type PageInput = { pageNo: number; pageSize: number };

/** GET /ops/agents: the brand's top agents, or its agents whose username begins with `q`. */
export const searchAgents = defineCall<
  { brand: string; q?: string; pageNo: number; pageSize: number },
  AgentNodePage
>({ module: 'ops', method: 'GET', path: '/ops/agents', needsToken: true });

export const agentPath = ({ merchantCode, account }: AgentRef, tail = '') =>
  `/ops/agents/${encodeURIComponent(merchantCode)}/${encodeURIComponent(account)}${tail}`;

/** A call on one account (its path holds the account, so each has its own cache key). */
const accountCall = <Input extends PageInput | void, Output>(ref: AgentRef, tail = '') =>
  defineCall<Input, Output>({
    module: 'ops',
    method: 'GET',
    path: agentPath(ref, tail),
    needsToken: true,
  });

export const agentNode = (ref: AgentRef) => accountCall<void, AgentNode>(ref);
export const agentDownlines = (ref: AgentRef) =>
  accountCall<PageInput, AgentNodePage>(ref, '/downlines');
export const agentContracts = (ref: AgentRef) =>
  accountCall<PageInput, OpsAgentContractPage>(ref, '/contracts');
export const agentPayouts = (ref: AgentRef) =>
  accountCall<PageInput, OpsAgentPayoutPage>(ref, '/payouts');

/** POST /ops/agent-contracts (finance): the platform offers a top agent a contract. */
export const offerPlatformContract = defineCall<
  OfferBody & { brand: string; account: string; reason: string },
  { id: string }
>({ module: 'ops', method: 'POST', path: '/ops/agent-contracts', needsToken: true });
