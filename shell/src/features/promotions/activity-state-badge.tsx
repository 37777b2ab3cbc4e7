import { useTranslation } from '@site/shared';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import type { ActivityState, Promotion } from '@site/shared';

/** spec §4 activity states; a visitor sees the promotion's own state (open, coming soon, closed). */
const TONE: Record<ActivityState, 'open' | 'wait' | 'done' | 'off'> = {
  join: 'open',
  claim: 'open',
  applying: 'wait',
  process: 'wait',
  issued: 'done',
  claimed: 'done',
  rejected: 'off',
  close: 'off',
  'coming soon': 'wait',
};

export function activityStateOf(promotion: Promotion): ActivityState {
  if (promotion.memberState) return promotion.memberState;
  if (promotion.status === 'coming soon') return 'coming soon';
  if (promotion.status === 'closed') return 'close';
  return promotion.requiresApplication ? 'join' : 'claim';
}

export function ActivityStateBadge({ state }: { state: ActivityState }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <span className={`activity-badge activity-badge--${TONE[state]}`} data-testid="activity-state">
      {t(`promotions.states.${state.replace(' ', '_')}`)}
    </span>
  );
}
