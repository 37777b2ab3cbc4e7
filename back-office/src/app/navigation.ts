import type { OperatorRole, OperatorView } from '@site/contracts';
import { holdsRole } from './session/operator-session';

export type ConsolePageId =
  | 'deposits'
  | 'withdrawals'
  | 'points'
  | 'raffles'
  | 'feedback'
  | 'applications'
  | 'banners'
  | 'announcements'
  | 'promotions'
  | 'help'
  | 'players'
  | 'agents'
  | 'reports'
  | 'brands'
  | 'tables'
  | 'missions'
  | 'luckyDraw'
  | 'rafflesRebate'
  | 'releases'
  | 'audit'
  | 'access';

export type ConsolePage = {
  id: ConsolePageId;
  path: string;
  /**
   * The role the page needs (admins hold every role), or its roles (any one of them opens it);
   * null: every operator.
   */
  role: OperatorRole | readonly OperatorRole[] | null;
};

/** Whether the operator holds the page's role, or one of its roles. */
export const opensPage = (operator: Pick<OperatorView, 'roles'>, role: ConsolePage['role']) =>
  role === null ||
  (typeof role === 'string' ? [role] : role).some((one) => holdsRole(operator, one));

/** Players: support's accounts and messages, finance's adjustments (issue 45 item 4). */
export const PLAYER_ROLES: readonly OperatorRole[] = ['support', 'finance'];

/** Agents: support and finance read the tree; finance offers the platform's contracts. */
export const AGENT_ROLES: readonly OperatorRole[] = ['support', 'finance'];

/**
 * The console's pages, in the navigation's order. Only real pages: an operator's navigation
 * shows nothing it cannot open, and the routes refuse the rest (role-gate.component.tsx).
 */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { id: 'deposits', path: '/deposits', role: 'finance' },
  { id: 'withdrawals', path: '/withdrawals', role: 'finance' },
  // Each queue's role is its API routes' (`config: { operator }`), so the console shows exactly
  // what the API allows.
  { id: 'points', path: '/points', role: 'finance' },
  { id: 'raffles', path: '/raffles', role: 'finance' },
  { id: 'feedback', path: '/feedback', role: 'support' },
  { id: 'applications', path: '/applications', role: 'support' },
  // Content (issue 45 item 5): the navigation has no groups, so one entry per page.
  { id: 'banners', path: '/content/banners', role: 'support' },
  { id: 'announcements', path: '/content/announcements', role: 'support' },
  { id: 'promotions', path: '/content/promotions', role: 'support' },
  { id: 'help', path: '/content/help', role: 'support' },
  { id: 'players', path: '/players', role: PLAYER_ROLES },
  { id: 'agents', path: '/agents', role: AGENT_ROLES },
  { id: 'reports', path: '/reports', role: 'finance' },
  { id: 'brands', path: '/brands', role: 'admin' },
  // The house's tables: finance reads them (today's money), admin pauses them and sets limits.
  { id: 'tables', path: '/tables', role: 'finance' },
  // Engagement settings (issue 45 item 5): the brand PATCH they go through is admin's.
  { id: 'missions', path: '/content/missions', role: 'admin' },
  { id: 'luckyDraw', path: '/content/lucky-draw', role: 'admin' },
  { id: 'rafflesRebate', path: '/content/raffles-rebate', role: 'admin' },
  { id: 'releases', path: '/releases', role: 'release' },
  { id: 'audit', path: '/audit', role: 'admin' },
  { id: 'access', path: '/access', role: null },
];

export const pagesFor = (operator: Pick<OperatorView, 'roles'>): ConsolePage[] =>
  CONSOLE_PAGES.filter((page) => opensPage(operator, page.role));

/** Where an operator lands: its first queue, else the page that says what its role can do. */
export const homePathFor = (operator: Pick<OperatorView, 'roles'>): string =>
  pagesFor(operator)[0]!.path;

export const pageById = (id: ConsolePageId): ConsolePage =>
  CONSOLE_PAGES.find((page) => page.id === id)!;
