import {
  COMMON_NAMESPACE,
  formatMoney,
  formatNumber,
  useBusState,
  useTranslation,
  type AffiliateSignup,
} from '@site/shared';
import {
  formatDateTime,
  RecordsTable,
  StatusBadge,
  useTableState,
  type TableColumn,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { getAffiliateSignups } from './affiliate-signups.resource';
import { NAMESPACE } from './i18n/register-downline-translations';

const PAGE_SIZE = 10;

/**
 * The affiliate programme's sign-ups: who registered with the agent's code (not the accounts
 * the agent created by hand), this month's count, and whether each has deposited yet.
 */
export function AffiliateSignupsPanel() {
  const { t, i18n } = useTranslation([NAMESPACE, COMMON_NAMESPACE]);
  const language = i18n.language;
  const { currencySymbol } = useBusState('balance');
  const table = useTableState({ pageSize: PAGE_SIZE });
  const titleId = useId();
  const signups = useQuery({
    ...getAffiliateSignups.query({ pageNo: table.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumn<AffiliateSignup>[] = [
    { key: 'account', header: t('signups.account'), cell: (row) => row.account },
    {
      key: 'registeredAt',
      header: t('signups.registeredAt'),
      cell: (row) => formatDateTime(row.registeredAt, language),
    },
    {
      key: 'deposit',
      header: t('signups.firstDeposit'),
      align: 'end',
      cell: (row) =>
        row.firstDeposit !== null && row.firstDepositAt ? (
          <span className="signups-deposit">
            <StatusBadge tone="success">
              {formatMoney(row.firstDeposit, currencySymbol ?? '৳', language)}
            </StatusBadge>
            <span className="signups-muted">{formatDateTime(row.firstDepositAt, language)}</span>
          </span>
        ) : (
          <StatusBadge tone="neutral">{t('signups.notYet')}</StatusBadge>
        ),
    },
  ];
  return (
    <section aria-labelledby={titleId} className="register-downline__panel">
      <h3 className="section-title" id={titleId}>
        {t('signups.title')}
      </h3>
      <p className="register-downline__intro">{t('signups.intro')}</p>
      {signups.data && (
        <dl className="signups-counts" data-testid="signups-counts">
          <div>
            <dt>{t('signups.thisMonth')}</dt>
            <dd>{formatNumber(signups.data.thisMonth, language)}</dd>
          </div>
          <div>
            <dt>{t('signups.thisMonthDeposited')}</dt>
            <dd>{formatNumber(signups.data.thisMonthDeposited, language)}</dd>
          </div>
          <div>
            <dt>{t('signups.total')}</dt>
            <dd>{formatNumber(signups.data.total, language)}</dd>
          </div>
        </dl>
      )}
      <div data-testid="affiliate-signups">
        <RecordsTable
          caption={t('signups.table')}
          columns={columns}
          rowKey={(row) => row.account}
          answer={signups}
          page={table.page}
          pageSize={PAGE_SIZE}
          onPageChange={table.setPage}
          emptyTitle={t('signups.emptyTitle')}
          emptyBody={t('signups.emptyBody')}
        />
      </div>
    </section>
  );
}
