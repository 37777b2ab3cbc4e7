import type { PlayerProfile } from '@site/contracts';
import { EmptyState, ErrorState, SkeletonBlocks } from '@site/shared';
import { useQuery } from '@tanstack/react-query';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatMoment } from '../../ui/format';
import { Section } from './player-histories.component';
import { playerProtection, playerSessions, type PlayerRef } from './players.resource';

/** Label and value pairs in columns (the deposit detail's `facts`). */
export function Facts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl className="facts">
      {facts.map(([label, value]) => (
        <div className="facts__item" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfilePanel({ profile }: { profile: PlayerProfile }) {
  const { t, i18n } = useConsoleTranslation();
  const moment = (iso: string | null) => (iso ? formatMoment(iso, i18n.language) : '—');
  const verified = (value: string | null, isVerified: boolean) =>
    value ? `${value} · ${t(isVerified ? 'players.verified' : 'players.unverified')}` : '—';
  return (
    <Facts
      facts={[
        [t('players.profile.nickname'), profile.nickname || '—'],
        [t('players.profile.kind'), t(profile.isAgent ? 'players.agent' : 'players.member')],
        [t('players.profile.vip'), t('players.vipLevel', { level: profile.vipLevel })],
        [t('players.profile.upline'), profile.upline ?? '—'],
        [t('players.profile.mobile'), verified(profile.mobile, profile.mobileVerified)],
        [t('players.profile.email'), verified(profile.email, profile.emailVerified)],
        [t('players.profile.registered'), moment(profile.registeredAt)],
        [t('players.profile.lastLogin'), moment(profile.lastLoginAt)],
        [t('players.profile.lastLoginIp'), profile.lastLoginIp ?? '—'],
        [
          t('players.profile.paymentPassword'),
          !profile.paymentPassword.isSet
            ? t('players.paymentPassword.notSet')
            : profile.paymentPassword.lockedUntil
              ? t('players.paymentPassword.locked', {
                  until: moment(profile.paymentPassword.lockedUntil),
                })
              : t('players.paymentPassword.set'),
        ],
        ...(profile.lockedAt
          ? [[t('players.profile.lockedAt'), moment(profile.lockedAt)] as const]
          : []),
      ]}
    />
  );
}

/** The wallets' balances beside the total (a vendor's transfer wallet holds money too). */
export function WalletsPanel({ profile }: { profile: PlayerProfile }) {
  const { t, i18n } = useConsoleTranslation();
  return (
    <Facts
      facts={[
        [
          t('players.total', { currency: profile.currency }),
          formatAmount(profile.balance, i18n.language),
        ],
        ...profile.wallets.map(
          (wallet) =>
            [
              wallet.kind === 'MAIN'
                ? t('players.mainWallet')
                : wallet.kind.replace(/^VENDOR:/, ''),
              formatAmount(wallet.balance, i18n.language),
            ] as const,
        ),
      ]}
    />
  );
}

export function SessionsPanel({ player }: { player: PlayerRef }) {
  const { t, i18n } = useConsoleTranslation();
  const seen = useQuery(playerSessions(player).query());
  if (seen.isError) return <ErrorState error={seen.error} onRetry={() => void seen.refetch()} />;
  if (!seen.data) return <SkeletonBlocks count={2} height={120} />;
  const moment = (iso: string) => formatMoment(iso, i18n.language);
  return (
    <>
      <Section title={t('players.openSessions')}>
        {seen.data.sessions.length === 0 ? (
          <EmptyState title={t('players.empty.sessions')} />
        ) : (
          <ul className="player-list">
            {seen.data.sessions.map((session) => (
              <li key={`${session.createdAt}-${session.ip}`}>
                <strong>{session.ip}</strong>
                <span>
                  {t('players.sessionLine', {
                    type: session.loginType,
                    since: moment(session.createdAt),
                    seen: moment(session.lastSeenAt),
                  })}
                </span>
                <span className="muted">{session.userAgent}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('players.addresses')}>
        {seen.data.addresses.length === 0 ? (
          <EmptyState title={t('players.empty.addresses')} />
        ) : (
          <ul className="player-list">
            {seen.data.addresses.map((address) => (
              <li key={address.ip}>
                <strong>{address.ip}</strong>
                <span>
                  {t('players.addressLine', {
                    first: moment(address.firstSeenAt),
                    last: moment(address.lastSeenAt),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/** Player protection (issue 44): limits with their use, exclusions, and who changed what. */
export function ProtectionPanel({ player }: { player: PlayerRef }) {
  const { t, i18n } = useConsoleTranslation();
  const protection = useQuery(playerProtection(player).query());
  if (protection.isError)
    return <ErrorState error={protection.error} onRetry={() => void protection.refetch()} />;
  if (!protection.data) return <SkeletonBlocks count={2} height={120} />;
  const { limits, sessionLimit, exclusions, excluded, audit, licenceGroup } = protection.data;
  const money = (value: number) => formatAmount(value, i18n.language);
  const moment = (iso: string | null) => (iso ? formatMoment(iso, i18n.language) : '—');
  return (
    <>
      <p className="console-notice" role="status">
        {excluded
          ? t('players.protection.excluded', {
              kind: t(`players.protection.kinds.${excluded.kind}`),
              until: excluded.until ? moment(excluded.until) : t('players.protection.permanent'),
            })
          : t('players.protection.open', { group: licenceGroup })}
      </p>
      <Section title={t('players.protection.limits')}>
        <Facts
          facts={[
            ...limits.map(
              (limit) =>
                [
                  t('players.protection.limit', {
                    kind: t(`players.protection.limitKinds.${limit.kind}`),
                    period: t(`players.protection.periods.${limit.period}`),
                  }),
                  limit.amount === null
                    ? t('players.protection.none')
                    : t('players.protection.used', {
                        used: money(limit.used),
                        amount: money(limit.amount),
                      }),
                ] as const,
            ),
            [
              t('players.protection.session'),
              sessionLimit.minutes === null
                ? t('players.protection.none')
                : t('players.protection.minutes', { count: sessionLimit.minutes }),
            ],
          ]}
        />
      </Section>
      <Section title={t('players.protection.exclusions')}>
        {exclusions.length === 0 ? (
          <EmptyState title={t('players.empty.exclusions')} />
        ) : (
          <ul className="player-list">
            {exclusions.map((exclusion) => (
              <li key={exclusion.startedAt}>
                <strong>{t(`players.protection.kinds.${exclusion.kind}`)}</strong>
                <span>
                  {moment(exclusion.startedAt)} →{' '}
                  {exclusion.until ? moment(exclusion.until) : t('players.protection.permanent')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {audit.length > 0 && (
        <Section title={t('players.protection.audit')}>
          <ul className="player-list">
            {audit.map((entry) => (
              <li key={`${entry.at}-${entry.action}`}>
                <strong>{entry.action}</strong>
                <span>
                  {moment(entry.at)} · {entry.operator ?? t('players.protection.byMember')}
                </span>
                {entry.reason && <span className="muted">{entry.reason}</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
