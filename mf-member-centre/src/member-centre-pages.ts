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
  withdraw: lazy(() => import('./features/withdrawal/withdrawal-page.component')),
};
