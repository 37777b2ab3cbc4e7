import { useTranslation, type ReferralInvitee, type ReferralRule } from '@site/shared';
import {
  formatDateTime,
  RecordsTable,
  StatusBadge,
  useTableState,
  type StatusTone,
  type TableColumn,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NAMESPACE } from './i18n/referral-translations';
import { getReferralInvitees } from './referral-invitees.resource';

const PAGE_SIZE = 10;

const STATE_TONES: Record<ReferralInvitee['state'], StatusTone> = {
  registered: 'neutral',
  deposited: 'info',
  qualified: 'success',
};

/** The member's invitees, paged by the API: masked name, registration, state, bet, reward. */
export function InviteesTable({
  rule,
  money,
  onOpenRewards,
}: {
  rule: ReferralRule;
  money: (amount: number) => string;
  onOpenRewards: () => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language;
  const table = useTableState({ pageSize: PAGE_SIZE });
  const invitees = useQuery({
    ...getReferralInvitees.query({ pageNo: table.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    // A reward claimed in the reward centre since: the rows are asked again on opening.
    refetchOnMount: 'always',
  });
  const rewardOf = (row: ReferralInvitee) => {
    if (!row.reward) return null;
    if (row.reward.state === 'claim')
      return (
        <button type="button" className="site-button referral-claim" onClick={onOpenRewards}>
          {t('rewardStates.claim', { amount: money(row.reward.amount) })}
        </button>
      );
    return t(`rewardStates.${row.reward.state}`, { amount: money(row.reward.amount) });
  };
  const columns: TableColumn<ReferralInvitee>[] = [
    {
      // The name and, under it, when the friend registered: the table fits the centre's column.
      key: 'account',
      header: t('account'),
      cell: (row) => (
        <span className="referral-friend">
          {row.account}
          <span className="referral-muted">
            {t('registeredOn', { date: formatDateTime(row.registeredAt, language) })}
          </span>
        </span>
      ),
    },
    {
      // The reward sits under the state, so the table fits the centre's column at 1280 px.
      key: 'state',
      header: t('stateReward'),
      cell: (row) => (
        <span className="referral-state">
          <StatusBadge tone={STATE_TONES[row.state]}>{t(`states.${row.state}`)}</StatusBadge>
          {row.closed && <span className="referral-muted">{t('closed')}</span>}
          {row.capped && <span className="referral-muted">{t('capped')}</span>}
          {rewardOf(row)}
        </span>
      ),
    },
    {
      key: 'validBet',
      header: t('validBet'),
      align: 'end',
      cell: (row) => (
        <span className="referral-bet">
          {t('validBetOf', { amount: money(row.validBet), required: money(rule.minValidBet) })}
          {row.state !== 'qualified' && !row.closed && (
            <span className="referral-muted">
              {t('until', { date: formatDateTime(row.deadline, language) })}
            </span>
          )}
        </span>
      ),
    },
  ];
  return (
    // The table's caption is the section's heading.
    <section className="card referral-card" aria-label={t('table')}>
      <div data-testid="referral-invitees">
        <RecordsTable
          caption={t('table')}
          columns={columns}
          rowKey={(row) => `${row.account}-${row.registeredAt}`}
          answer={invitees}
          page={table.page}
          pageSize={PAGE_SIZE}
          onPageChange={table.setPage}
          emptyTitle={t('emptyTitle')}
          emptyBody={t('emptyBody')}
        />
      </div>
    </section>
  );
}
