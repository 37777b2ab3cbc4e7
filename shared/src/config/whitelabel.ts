import type { WhitelabelNode } from '../api/types';

/** spec §3 whitelabel tree: finds a node by modId anywhere in the tree. */
export function findWhitelabelNode(
  tree: readonly WhitelabelNode[],
  modId: string,
): WhitelabelNode | null {
  for (const node of tree) {
    if (node.modId === modId) return node;
    const child = findWhitelabelNode(node.childrenNodes, modId);
    if (child) return child;
  }
  return null;
}

export const isEnabled = (tree: readonly WhitelabelNode[], modId: string): boolean =>
  findWhitelabelNode(tree, modId)?.enabled === '1';
