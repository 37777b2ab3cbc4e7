/**
 * The agent tree's keyboard (WAI-ARIA tree view pattern): what a key does to the visible items,
 * in their order on screen. Pure, so the page only reads the items and applies the answer.
 */

/** A visible item of the tree: its level (1 the roots), and whether it can open and is open. */
export type VisibleItem = { id: string; level: number; expandable: boolean; expanded: boolean };

export type TreeMove =
  | { kind: 'focus'; index: number }
  | { kind: 'expand'; id: string }
  | { kind: 'collapse'; id: string }
  | { kind: 'select'; id: string }
  | { kind: 'none' };

/** The item's parent: the nearest item above it one level up, or -1 for a root. */
export function parentIndex(items: readonly VisibleItem[], index: number): number {
  const level = items[index]?.level ?? 1;
  for (let at = index - 1; at >= 0; at -= 1) if (items[at]!.level < level) return at;
  return -1;
}

/**
 * Down and Up move one item; Right opens a closed item or moves to its first child; Left closes
 * an open item or moves to its parent; Home and End go to the first and last item; Enter and
 * Space select the item (its detail). Every other key does nothing.
 */
export function treeMove(items: readonly VisibleItem[], index: number, key: string): TreeMove {
  const item = items[index];
  if (!item) return items.length > 0 ? { kind: 'focus', index: 0 } : { kind: 'none' };
  switch (key) {
    case 'ArrowDown':
      return index + 1 < items.length ? { kind: 'focus', index: index + 1 } : { kind: 'none' };
    case 'ArrowUp':
      return index > 0 ? { kind: 'focus', index: index - 1 } : { kind: 'none' };
    case 'Home':
      return { kind: 'focus', index: 0 };
    case 'End':
      return { kind: 'focus', index: items.length - 1 };
    case 'ArrowRight':
      if (!item.expandable) return { kind: 'none' };
      if (!item.expanded) return { kind: 'expand', id: item.id };
      return items[index + 1] && items[index + 1]!.level > item.level
        ? { kind: 'focus', index: index + 1 }
        : { kind: 'none' };
    case 'ArrowLeft': {
      if (item.expandable && item.expanded) return { kind: 'collapse', id: item.id };
      const parent = parentIndex(items, index);
      return parent >= 0 ? { kind: 'focus', index: parent } : { kind: 'none' };
    }
    case 'Enter':
    case ' ':
      return { kind: 'select', id: item.id };
    default:
      return { kind: 'none' };
  }
}

/** A tree item's key: the path of usernames from its root, so one account appears once. */
export const nodeKey = (path: readonly string[]): string => path.join('/');
