import {
  ErrorState,
  formatMoney,
  getMemberInfo,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { NAMESPACE } from '../../i18n/translations';

/** The securityCenter page: who the member is, from the API. */
export default function SecurityCentrePage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const balance = useBusState('balance');
  // The page's cache drops the member's answers when the session changes hands.
  const info = useQuery(getMemberInfo.query());
  if (info.status === 'pending')
    return <SkeletonBlocks count={3} height={40} label={t('loading')} />;
  if (info.status === 'error')
    return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  return (
    <div data-testid="member-account">
      <h3 className="section-title">{t('in_my_account')}</h3>
      <dl className="detail-list">
        <dt>{t('account')}</dt>
        <dd>{info.data.account}</dd>
        <dt>{t('nickname')}</dt>
        <dd>{info.data.nickname}</dd>
        <dt>{t('vipLevel')}</dt>
        <dd>
          {info.data.clubLabel
            ? `${info.data.clubLabel.labelName} · ${info.data.clubLabel.rankLevel}`
            : '—'}
        </dd>
        <dt>{t('balance')}</dt>
        <dd>
          {balance.sumBalance === null
            ? '—'
            : formatMoney(balance.sumBalance, balance.currencySymbol, i18n.language)}
        </dd>
      </dl>
    </div>
  );
}
