import type { OperatorRole, OperatorView } from '@site/contracts';
import { holdsRole } from './session/operator-session';

export type ConsolePageId =
  'deposits' | 'withdrawals' | 'points' | 'raffles' | 'feedback' | 'applications' | 'access';

export type ConsolePage = {
  id: ConsolePageId;
  path: string;
  /** The role the page needs (admins hold every role); null: every operator. */
  role: OperatorRole | null;
};

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
  { id: 'access', path: '/access', role: null },
];

export const pagesFor = (operator: Pick<OperatorView, 'roles'>): ConsolePage[] =>
  CONSOLE_PAGES.filter((page) => page.role === null || holdsRole(operator, page.role));

/** Where an operator lands: its first queue, else the page that says what its role can do. */
export const homePathFor = (operator: Pick<OperatorView, 'roles'>): string =>
  pagesFor(operator)[0]!.path;

export const pageById = (id: ConsolePageId): ConsolePage =>
  CONSOLE_PAGES.find((page) => page.id === id)!;
