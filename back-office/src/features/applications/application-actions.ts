import type { ApplicationStatus } from '@site/contracts';

export type ApplicationAction = 'process' | 'issue' | 'reject';

/**
 * What an operator may do to an application now (the API's MOVES and roles): support takes an
 * applying one up or rejects it; a processed one is issued by finance, or rejected by support.
 */
export function applicationActions(
  status: ApplicationStatus,
  holds: { support: boolean; finance: boolean },
): ApplicationAction[] {
  const actions: ApplicationAction[] = [];
  if (status === 'applying' && holds.support) actions.push('process');
  if (status === 'process' && holds.finance) actions.push('issue');
  if ((status === 'applying' || status === 'process') && holds.support) actions.push('reject');
  return actions;
}
