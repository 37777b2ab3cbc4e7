import { nodeKey, parentIndex, treeMove, type VisibleItem } from './agent-tree';

// demo_agent (open) → atsub (closed, has a team), demo_sub1 (leaf); atzero (closed root).
const items: VisibleItem[] = [
  { id: 'demo_agent', level: 1, expandable: true, expanded: true },
  { id: 'demo_agent/atsub', level: 2, expandable: true, expanded: false },
  { id: 'demo_agent/demo_sub1', level: 2, expandable: false, expanded: false },
  { id: 'atzero', level: 1, expandable: true, expanded: false },
];

describe('treeMove', () => {
  it('moves up and down the visible items and stops at the ends', () => {
    expect(treeMove(items, 0, 'ArrowDown')).toEqual({ kind: 'focus', index: 1 });
    expect(treeMove(items, 3, 'ArrowDown')).toEqual({ kind: 'none' });
    expect(treeMove(items, 0, 'ArrowUp')).toEqual({ kind: 'none' });
    expect(treeMove(items, 2, 'ArrowUp')).toEqual({ kind: 'focus', index: 1 });
    expect(treeMove(items, 2, 'Home')).toEqual({ kind: 'focus', index: 0 });
    expect(treeMove(items, 0, 'End')).toEqual({ kind: 'focus', index: 3 });
  });

  it('opens a closed item with Right, then moves into it', () => {
    expect(treeMove(items, 1, 'ArrowRight')).toEqual({ kind: 'expand', id: 'demo_agent/atsub' });
    expect(treeMove(items, 0, 'ArrowRight')).toEqual({ kind: 'focus', index: 1 });
    expect(treeMove(items, 2, 'ArrowRight')).toEqual({ kind: 'none' });
  });

  it('closes an open item with Left, else goes to its parent', () => {
    expect(treeMove(items, 0, 'ArrowLeft')).toEqual({ kind: 'collapse', id: 'demo_agent' });
    expect(treeMove(items, 2, 'ArrowLeft')).toEqual({ kind: 'focus', index: 0 });
    expect(treeMove(items, 3, 'ArrowLeft')).toEqual({ kind: 'none' });
  });

  it('selects with Enter and Space and ignores other keys', () => {
    expect(treeMove(items, 2, 'Enter')).toEqual({ kind: 'select', id: 'demo_agent/demo_sub1' });
    expect(treeMove(items, 3, ' ')).toEqual({ kind: 'select', id: 'atzero' });
    expect(treeMove(items, 3, 'a')).toEqual({ kind: 'none' });
  });

  it('focuses the first item when the focused one is gone', () => {
    expect(treeMove(items, 9, 'ArrowDown')).toEqual({ kind: 'focus', index: 0 });
    expect(treeMove([], 0, 'ArrowDown')).toEqual({ kind: 'none' });
  });
});

describe('parentIndex and nodeKey', () => {
  it('finds the nearest item one level up', () => {
    expect(parentIndex(items, 2)).toBe(0);
    expect(parentIndex(items, 3)).toBe(-1);
    expect(nodeKey(['demo_agent', 'atsub'])).toBe('demo_agent/atsub');
  });
});
