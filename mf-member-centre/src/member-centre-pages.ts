import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MemberCentrePage } from './member-centre-entries';

/** What the centre gives every page: a way to open another entry (a deposit page linking to its history). */
export interface MemberCentrePageProps {
  onNavigate: (page: MemberCentrePage) => void;
}

type PageComponent = LazyExoticComponent<ComponentType<MemberCentrePageProps>>;

/**
 * Each entry's page, loaded when it is first opened: a feature folder owns its page, calls and
 * translations, and features never import each other. Entries without a page yet show the
 * centre's "opens soon" state.
 */
export const MEMBER_CENTRE_PAGES: Partial<Record<MemberCentrePage, PageComponent>> = {
  securityCenter: lazy(() => import('./features/security-centre/security-centre-page.component')),
  messageV2: lazy(() => import('./features/messages/messages-page.component')),
  depositv2: lazy(() => import('./features/deposit/deposit-page.component')),
  transferFund: lazy(() => import('./features/wallet/wallet-page.component')),
  transferUpline: lazy(() => import('./features/transfer-upline/transfer-upline-page.component')),
  personalHistoryCopy: lazy(
    () => import('./features/betting-record/betting-record-page.component'),
  ),
  transactionHistory: lazy(() => import('./features/account-record/account-record-page.component')),
  personalProfit: lazy(() => import('./features/profit-loss/profit-loss-page.component')),
  accountStatement: lazy(() => import('./features/statement/statement-page.component')),
  withdraw: lazy(() => import('./features/withdrawal/withdrawal-page.component')),
  rewardCenter: lazy(() => import('./features/reward-centre/reward-centre-page.component')),
  bonusDetails: lazy(() => import('./features/bonus-details/bonus-details-page.component')),
  manualRebate: lazy(() => import('./features/manual-rebate/manual-rebate-page.component')),
  missionLeaderboard: lazy(() => import('./features/missions/missions-page.component')),
  referral: lazy(() => import('./features/referral/referral-page.component')),
  responsibleGaming: lazy(
    () => import('./features/responsible-gaming/responsible-gaming-page.component'),
  ),
};
