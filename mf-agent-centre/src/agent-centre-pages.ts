import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AgentCentreEntry } from './agent-centre-entries';

/** What the centre gives every page: a way to open another entry (a report linking to a member's bets). */
export interface AgentCentrePageProps {
  onNavigate: (entry: AgentCentreEntry) => void;
}

type PageComponent = LazyExoticComponent<ComponentType<AgentCentrePageProps>>;

/**
 * Each entry's page, loaded when it is first opened: a feature folder owns its page, calls and
 * translations, and features never import each other. Entries without a page yet show the
 * centre's "opens soon" state.
 */
export const AGENT_CENTRE_PAGES: Partial<Record<AgentCentreEntry, PageComponent>> = {
  announcement: lazy(() => import('./features/announcements/announcements-page.component')),
  teamOverview: lazy(() => import('./features/team-overview/team-overview-page.component')),
  dividend: lazy(() => import('./features/contracts/dividend-page.component')),
  dailySalary: lazy(() => import('./features/contracts/daily-salary-page.component')),
  hourlySalary: lazy(() => import('./features/contracts/hourly-salary-page.component')),
  realTimeSalary: lazy(() => import('./features/contracts/real-time-salary-page.component')),
  teamManagement: lazy(() => import('./features/team-management/team-management-page.component')),
  teamBetting: lazy(() => import('./features/team-betting/team-betting-page.component')),
  userProfitLoss: lazy(() => import('./features/user-profit-loss/user-profit-loss-page.component')),
  downlineTransactions: lazy(
    () => import('./features/downline-transactions/downline-transactions-page.component'),
  ),
  registerAccount: lazy(
    () => import('./features/register-downline/register-downline-page.component'),
  ),
  myIncome: lazy(() => import('./features/my-income/my-income-page.component')),
};
