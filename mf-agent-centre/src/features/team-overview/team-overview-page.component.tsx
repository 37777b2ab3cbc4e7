import {
  EmptyState,
  ErrorState,
  formatMoney,
  SkeletonBlocks,
  useBusState,
  useTranslation,
} from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { addTeamOverviewTranslations, NAMESPACE } from './i18n/team-overview-translations';
import { getTeamOverview } from './team-overview.resource';

addTeamOverviewTranslations();

/** The agent's team: counts and direct downline, from the API's upline tree. */
export default function TeamOverviewPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const balance = useBusState('balance');
  const team = useQuery(getTeamOverview.query());
  if (team.status === 'pending')
    return <SkeletonBlocks count={3} height={80} label={t('loading')} />;
  if (team.status === 'error')
    return <ErrorState error={team.error} onRetry={() => void team.refetch()} />;
  const { directMembers, totalMembers, teamBalance, members } = team.data;
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div data-testid="team-overview">
      <ul className="card-grid">
        <li className="card">
          <p className="card__meta">{t('directMembers')}</p>
          <p className="card__title" data-testid="direct-members">
            {count.format(directMembers)}
          </p>
        </li>
        <li className="card">
          <p className="card__meta">{t('totalMembers')}</p>
          <p className="card__title">{count.format(totalMembers)}</p>
        </li>
        <li className="card">
          <p className="card__meta">{t('teamBalance')}</p>
          <p className="card__title">
            {formatMoney(teamBalance, balance.currencySymbol, i18n.language)}
          </p>
        </li>
      </ul>
      <h3 className="section-title section-title--spaced">{t('downline')}</h3>
      {members.length === 0 ? (
        <EmptyState title={t('noDownline')} />
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('account')}</th>
                <th scope="col">{t('nickname')}</th>
                <th scope="col">{t('joined')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.account}>
                  <td>{member.account}</td>
                  <td>{member.nickname}</td>
                  <td>
                    {new Date(member.createdAt).toLocaleDateString(
                      i18n.language === 'bn' ? 'bn-BD' : 'en-GB',
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
