import type { AgentNode } from '@site/contracts';
import { formatNumber } from '@site/shared';
import { StatusBadge } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { nodeKey, treeMove, type VisibleItem } from './agent-tree';
import { agentDownlines, type PageInput } from './agents.resource';

/** Each level's page: the tree grows by these, "show more" adds the next. */
export const LEVEL_PAGE_SIZE = 20;

/** One level's query for its page `pageNo` (the roots' search, or an account's downlines). */
export type LevelSource = (
  page: PageInput,
) => ReturnType<ReturnType<typeof agentDownlines>['query']>;

type TreeState = {
  brand: string;
  expanded: ReadonlySet<string>;
  toggle: (key: string) => void;
  focused: string | null;
  setFocused: (key: string) => void;
  selected: string | null;
  select: (account: string) => void;
};

const TreeContext = createContext<TreeState | null>(null);
const useTree = () => useContext(TreeContext)!;

type AgentTreeProps = {
  brand: string;
  label: string;
  roots: LevelSource;
  selected: string | null;
  onSelect: (account: string) => void;
};

/**
 * The brand's agent tree (WAI-ARIA tree view): the roots, and under an opened account its direct
 * downlines, fetched one level and one page at a time. One item is in the tab order; the arrow
 * keys move, open and close (agent-tree.ts), Enter or Space shows the account's detail.
 */
export function AgentTree({ brand, label, roots, selected, onSelect }: AgentTreeProps) {
  const tree = useRef<HTMLUListElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [focused, setFocused] = useState<string | null>(null);
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) {
        // Closing an item closes what was open under it too.
        for (const open of current) if (open.startsWith(`${key}/`)) next.delete(open);
        next.delete(key);
      } else next.add(key);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const elements = Array.from(
      tree.current?.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? [],
    );
    const items: VisibleItem[] = elements.map((element) => ({
      id: element.dataset.key ?? '',
      level: Number(element.getAttribute('aria-level')),
      expandable: element.hasAttribute('aria-expanded'),
      expanded: element.getAttribute('aria-expanded') === 'true',
    }));
    const current = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
    const move = treeMove(items, current ? elements.indexOf(current) : -1, event.key);
    if (move.kind === 'none') return;
    event.preventDefault();
    if (move.kind === 'focus') {
      const element = elements[move.index]!;
      setFocused(element.dataset.key ?? '');
      element.focus();
    } else if (move.kind === 'select') elements.find((el) => el.dataset.key === move.id)?.click();
    else toggle(move.id);
  };

  return (
    <TreeContext.Provider
      value={{ brand, expanded, toggle, focused, setFocused, selected, select: onSelect }}
    >
      <ul ref={tree} role="tree" aria-label={label} className="agent-tree" onKeyDown={onKeyDown}>
        <Level source={roots} path={[]} />
      </ul>
    </TreeContext.Provider>
  );
}

/** A level: its first page, and each further page the operator asked for. */
function Level({ source, path }: { source: LevelSource; path: readonly string[] }) {
  const [pages, setPages] = useState(1);
  return (
    <>
      {Array.from({ length: pages }, (_, index) => (
        <LevelPage
          key={index}
          source={source}
          path={path}
          pageNo={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages(pages + 1)}
        />
      ))}
    </>
  );
}

function LevelPage({
  source,
  path,
  pageNo,
  last,
  onMore,
}: {
  source: LevelSource;
  path: readonly string[];
  pageNo: number;
  last: boolean;
  onMore: () => void;
}) {
  const { t, i18n } = useConsoleTranslation();
  const page = useQuery(source({ pageNo, pageSize: LEVEL_PAGE_SIZE }));
  const level = path.length + 1;
  const first = path.length === 0 && pageNo === 1;
  if (page.isError)
    return (
      <ActionItem
        itemKey={nodeKey([...path, `#retry${pageNo}`])}
        level={level}
        first={first}
        onAct={() => void page.refetch()}
        tone="error"
      >
        {t('agents.tree.failed')}
      </ActionItem>
    );
  if (!page.data)
    return (
      <li role="treeitem" aria-level={level} aria-busy="true" className="agent-tree__loading">
        <span className="site-skeleton" />
        <span className="visually-hidden">{t('agents.tree.loading')}</span>
      </li>
    );
  const { list, total } = page.data;
  const shown = Math.min(total, pageNo * LEVEL_PAGE_SIZE);
  return (
    <>
      {list.map((node, index) => (
        <TreeNode key={node.account} node={node} path={path} first={first && index === 0} />
      ))}
      {list.length === 0 && path.length > 0 && (
        <li role="treeitem" aria-level={level} className="agent-tree__none">
          {t('agents.tree.noDownlines')}
        </li>
      )}
      {last && shown < total && (
        <ActionItem
          itemKey={nodeKey([...path, '#more'])}
          level={level}
          first={false}
          onAct={onMore}
        >
          {t('agents.tree.more', {
            count: Math.min(LEVEL_PAGE_SIZE, total - shown),
            shown: formatNumber(shown, i18n.language),
            total: formatNumber(total, i18n.language),
          })}
        </ActionItem>
      )}
    </>
  );
}

/** An item of the tree that acts instead of showing an account: show more, try again. */
function ActionItem({
  itemKey,
  level,
  first,
  onAct,
  tone,
  children,
}: {
  itemKey: string;
  level: number;
  first: boolean;
  onAct: () => void;
  tone?: 'error';
  children: string;
}) {
  const { focused, setFocused } = useTree();
  return (
    <li
      role="treeitem"
      aria-level={level}
      aria-selected={false}
      data-key={itemKey}
      tabIndex={focused === itemKey || (focused === null && first) ? 0 : -1}
      className={`agent-tree__action${tone === 'error' ? ' agent-tree__action--error' : ''}`}
      onFocus={() => setFocused(itemKey)}
      onClick={onAct}
    >
      {children}
    </li>
  );
}

const CONTRACT_TONES = { OFFERED: 'warning', ACCEPTED: 'success' } as const;

/** One account: its line, and when opened its direct downlines as the next level. */
function TreeNode({
  node,
  path,
  first,
}: {
  node: AgentNode;
  path: readonly string[];
  first: boolean;
}) {
  const { t, i18n } = useConsoleTranslation();
  const { brand, expanded, toggle, focused, setFocused, selected, select } = useTree();
  const groupId = useId();
  const own = [...path, node.account];
  const key = nodeKey(own);
  const expandable = node.directCount > 0;
  const open = expandable && expanded.has(key);
  const number = (value: number) => formatNumber(value, i18n.language);
  const role = node.agent
    ? node.upline === null
      ? t('agents.kinds.top')
      : t('agents.kinds.agent')
    : t('agents.kinds.member');
  const counts = node.agent
    ? t('agents.tree.counts', {
        direct: number(node.directCount),
        team: number(node.teamSize),
      })
    : null;
  const onClick = () => {
    setFocused(key);
    select(node.account);
  };
  const onToggle = (event: MouseEvent) => {
    event.stopPropagation();
    setFocused(key);
    toggle(key);
  };
  // The downlines' group follows the item (owned by it) rather than sitting inside it, so the
  // item's name is its own line only, the text it shows.
  return (
    <>
      <li
        role="treeitem"
        aria-level={own.length}
        aria-expanded={expandable ? open : undefined}
        aria-selected={selected === node.account}
        aria-owns={open ? groupId : undefined}
        data-key={key}
        tabIndex={focused === key || (focused === null && first) ? 0 : -1}
        className="agent-tree__item"
        onFocus={() => setFocused(key)}
        onClick={onClick}
      >
        <div className="agent-tree__line">
          <span
            aria-hidden="true"
            className={`agent-tree__toggle${expandable ? '' : ' agent-tree__toggle--leaf'}`}
            onClick={expandable ? onToggle : undefined}
          >
            {expandable ? (open ? '▾' : '▸') : '·'}
          </span>
          <span className="agent-tree__account">{node.account}</span>
          {node.nickname && <span className="agent-tree__nickname">{node.nickname}</span>}
          <StatusBadge tone={node.agent ? 'info' : 'neutral'}>{role}</StatusBadge>
          {node.locked && <StatusBadge tone="danger">{t('agents.locked')}</StatusBadge>}
          {counts && <span className="agent-tree__counts">{counts}</span>}
          {node.contracts.map((contract) => (
            <StatusBadge
              key={`${contract.kind}${contract.state}`}
              tone={CONTRACT_TONES[contract.state]}
            >
              {t(`agents.contractKinds.${contract.kind}`)} · {t(`agents.states.${contract.state}`)}
            </StatusBadge>
          ))}
        </div>
      </li>
      {open && (
        <li role="none" className="agent-tree__children">
          <ul role="group" id={groupId}>
            <Level
              source={(page) =>
                agentDownlines({ merchantCode: brand, account: node.account }).query(page)
              }
              path={own}
            />
          </ul>
        </li>
      )}
    </>
  );
}
