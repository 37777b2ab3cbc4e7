import { defineCall, type ContractAnswerBody } from '@site/shared';

/** The agent's answer to its own contract: accept or reject an offer, or ask to end it. */
export const answerContract = (id: string, body: ContractAnswerBody) =>
  defineCall<ContractAnswerBody, null>({
    module: 'agent',
    method: 'POST',
    path: `/wps/agent/contracts/${encodeURIComponent(id)}/answer`,
    needsToken: true,
  })(body);
