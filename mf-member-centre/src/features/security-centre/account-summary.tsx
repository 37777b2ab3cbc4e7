import {
  ErrorState,
  formatMoney,
  formatNumber,
  getMemberInfo,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { SECURITY_NAMESPACE } from './i18n/security-centre-translations';

/** Who the member is: account, nickname, VIP level and balance. */
export function AccountSummary() {
  const { t, i18n } = useTranslation(SECURITY_NAMESPACE);
  const balance = useBusState('balance');
  const info = useQuery(getMemberInfo.query());
  if (info.status === 'pending')
    return <SkeletonBlocks count={2} height={40} label={t('loading')} />;
  if (info.status === 'error')
    return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  return (
    <dl className="detail-list" data-testid="member-account">
      <dt>{t('summary.account')}</dt>
      <dd>{info.data.account}</dd>
      <dt>{t('summary.nickname')}</dt>
      <dd>{info.data.nickname}</dd>
      <dt>{t('summary.vipLevel')}</dt>
      <dd>
        {info.data.clubLabel
          ? `${info.data.clubLabel.labelName} · ${formatNumber(info.data.clubLabel.rankLevel, i18n.language)}`
          : '—'}
      </dd>
      <dt>{t('summary.balance')}</dt>
      <dd>
        {balance.sumBalance === null
          ? '—'
          : formatMoney(balance.sumBalance, balance.currencySymbol, i18n.language)}
      </dd>
    </dl>
  );
}
