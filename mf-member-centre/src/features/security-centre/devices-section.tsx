import { EmptyState, ErrorState, SkeletonBlocks, useTranslation } from '@site/shared';
import { ConfirmDialog, StatusBadge, formatDateTime } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getDevices } from './devices.resource';
import { SECURITY_NAMESPACE } from './i18n/security-centre-translations';
import { signOutOtherSessions } from './sign-out-others.resource';

/** "Chrome 131 on Android" style: the browser and system named in a User-Agent. */
function describeAgent(userAgent: string): string | null {
  const browser =
    /(Edg|OPR|Firefox|Chrome|Safari)\/(\d+)/.exec(userAgent) ??
    /(HeadlessChrome)\/(\d+)/.exec(userAgent);
  const system = /(Android|iPhone|iPad|Windows|Mac OS X|Linux)/.exec(userAgent);
  if (!browser) return null;
  const name = { Edg: 'Edge', OPR: 'Opera' }[browser[1]!] ?? browser[1]!;
  return `${name} ${browser[2]}${system ? ` · ${system[1]}` : ''}`;
}

/** The member's signed-in sessions and login addresses; other sessions can be signed out. */
export function DevicesSection() {
  const { t, i18n } = useTranslation(SECURITY_NAMESPACE);
  const devices = useQuery(getDevices.query());
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (devices.status === 'pending')
    return <SkeletonBlocks count={3} height={48} label={t('loading')} />;
  if (devices.status === 'error')
    return <ErrorState error={devices.error} onRetry={() => void devices.refetch()} />;
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const others = devices.data.sessions.filter((session) => !session.current);

  return (
    <div data-testid="devices">
      <h4 className="section-title">{t('devices.sessions')}</h4>
      <ul className="security-list">
        {devices.data.sessions.map((session) => (
          <li key={session.id} className="security-list__item" data-testid="device-session">
            <strong>{describeAgent(session.userAgent) ?? t('devices.unknownBrowser')}</strong>{' '}
            {session.current && <StatusBadge tone="success">{t('devices.current')}</StatusBadge>}
            <span className="form__hint">
              {t('devices.ip')}: {session.ip} · {t('devices.lastSeen')}: {when(session.lastSeenAt)}
            </span>
          </li>
        ))}
      </ul>
      {notice && (
        <p className="form__notice" role="status">
          {notice}
        </p>
      )}
      {others.length === 0 ? (
        <EmptyState title={t('devices.noOthers')} />
      ) : (
        <button type="button" className="site-button" onClick={() => setConfirming(true)}>
          {t('devices.signOutOthers')}
        </button>
      )}
      <h4 className="section-title">{t('devices.addresses')}</h4>
      <ul className="security-list">
        {devices.data.addresses.map((address) => (
          <li key={address.ip} className="security-list__item" data-testid="device-address">
            <strong>{address.ip}</strong>
            <span className="form__hint">
              {t('devices.firstSeen')}: {when(address.firstSeenAt)} · {t('devices.lastSeen')}:{' '}
              {when(address.lastSeenAt)}
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        title={t('devices.confirmTitle')}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await signOutOtherSessions();
          setConfirming(false);
          setNotice(t('devices.signedOut'));
          await devices.refetch();
        }}
        confirmLabel={t('devices.signOutOthers')}
      >
        {t('devices.confirmBody')}
      </ConfirmDialog>
    </div>
  );
}
