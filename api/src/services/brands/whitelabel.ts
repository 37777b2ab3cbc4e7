import type { Brand, ModuleState } from './brandRepository.js';

export interface WhitelabelNode {
  modId: string;
  name: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

/** Builds the module tree (top-level modules, flags under SETTINGS) from the flat rows. */
export function buildWhitelabelTree(brand: Brand): WhitelabelNode[] {
  const byParent = new Map<string | null, ModuleState[]>();
  for (const module of brand.modules) {
    const siblings = byParent.get(module.parentModId) ?? [];
    siblings.push(module);
    byParent.set(module.parentModId, siblings);
  }
  const build = (parent: string | null, depth: number): WhitelabelNode[] =>
    (byParent.get(parent) ?? [])
      .slice()
      .sort((a, b) => a.sortOrder - b.sortOrder || a.modId.localeCompare(b.modId))
      .map((module) => ({
        modId: module.modId,
        name: module.name,
        enabled: module.enabled ? '1' : '0',
        childrenNodes: depth < 8 ? build(module.modId, depth + 1) : [],
      }));
  return build(null, 0);
}
