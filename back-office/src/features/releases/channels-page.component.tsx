import type { OpsChannel, OpsRelease } from '@site/contracts';
import { formatNumber } from '@site/shared';
import { SelectField, TextField } from '@site/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listBrands } from '../../ui/brands.resource';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatMoment } from '../../ui/format';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import {
  actionsOf,
  channelAfter,
  channelBefore,
  validPercent,
  type ChannelAction,
  type ChannelState,
} from './channel-actions';
import { startCanary } from './channel-canary.resource';
import { pinVersion } from './channel-pin.resource';
import { stepChannel } from './channel-step.resource';
import type { ChannelTarget } from './channel-target';
import { listChannels } from './channels.resource';
import { listReleases } from './releases.resource';

/** As the queues: a canary's figures move while the page is open. */
const CHANNELS_POLL_MS = 15_000;
const DEFAULT_PERCENT = '10';

/** Release channels (role release): each remote's pinned version and canary per brand. */
export function ChannelsPage() {
  const { t, i18n } = useConsoleTranslation();
  const brands = useQuery(listBrands.query());
  const [brand, setBrand] = useState('');
  const merchantCode = brand || brands.data?.[0] || '';
  const channels = useQuery({
    ...listChannels(merchantCode).query(),
    enabled: merchantCode !== '',
    refetchInterval: CHANNELS_POLL_MS,
  });
  const releases = useQuery(listReleases.query());
  const environments = [...new Set(channels.data?.map((row) => row.environment))];
  const [picked, setPicked] = useState('');
  const environment = environments.includes(picked) ? picked : (environments[0] ?? '');
  const [acting, setActing] = useState<{ channel: OpsChannel; action: ChannelAction }>();

  const shownChannels = channels.data?.filter((row) => row.environment === environment) ?? [];
  return (
    <section className="releases" aria-labelledby="releases-title">
      <header className="queue__header">
        <h1 id="releases-title">{t('releases.title')}</h1>
      </header>
      <div className="queue__filters">
        <SelectField
          name="brand"
          label={t('queue.brand')}
          value={merchantCode}
          onChange={setBrand}
          options={(brands.data ?? []).map((code) => ({ value: code, label: code }))}
        />
        <SelectField
          name="environment"
          label={t('releases.environment')}
          value={environment}
          onChange={setPicked}
          options={environments.map((value) => ({ value, label: value }))}
        />
      </div>
      {(brands.isError || channels.isError) && (
        <p className="console-notice console-notice--error" role="alert">
          {t('common.loadFailed')}
        </p>
      )}
      <div className="table-scroll">
        <table className="console-table">
          <caption>{t('releases.channelsCaption', { brand: merchantCode, environment })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('releases.remote')}</th>
              <th scope="col">{t('releases.pinned')}</th>
              <th scope="col">{t('releases.canary')}</th>
              <th scope="col">{t('releases.lastGood')}</th>
              <th scope="col">{t('releases.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {shownChannels.map((channel) => (
              <tr key={channel.remote}>
                <th scope="row">
                  <code>{channel.remote}</code>
                </th>
                <td>
                  <strong>{channel.pinned.version}</strong>
                  <Health health={channel.pinned} />
                </td>
                <td>
                  {channel.canary ? (
                    <>
                      <strong>
                        {t('releases.canaryAt', {
                          version: channel.canary.version,
                          percent: channel.canary.percent,
                        })}
                      </strong>
                      <Health health={channel.canary} />
                    </>
                  ) : (
                    <span className="muted">{t('releases.noCanary')}</span>
                  )}
                </td>
                <td>{channel.lastGood?.version ?? '—'}</td>
                <td>
                  <span className="row-actions">
                    {actionsOf(channel).map((action) => (
                      <button
                        key={action}
                        type="button"
                        className={`site-button console-button--small${action === 'rollback' || action === 'withdraw' ? ' console-button--danger' : ''}`}
                        onClick={() => setActing({ channel, action })}
                      >
                        {t(`releases.do.${action}`)}
                      </button>
                    ))}
                  </span>
                </td>
              </tr>
            ))}
            {channels.data && shownChannels.length === 0 && (
              <tr>
                <td colSpan={5}>{t('releases.noChannels')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <h2 className="releases__versions-title">{t('releases.versions')}</h2>
      <div className="table-scroll">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('releases.remote')}</th>
              <th scope="col">{t('releases.version')}</th>
              <th scope="col">{t('releases.publishedAt')}</th>
              <th scope="col">{t('releases.publishedBy')}</th>
            </tr>
          </thead>
          <tbody>
            {releases.data?.map((release) => (
              <tr key={`${release.remote}@${release.version}`}>
                <td>
                  <code>{release.remote}</code>
                </td>
                <td>
                  <a href={release.manifestUrl} target="_blank" rel="noreferrer">
                    {release.version}
                  </a>
                </td>
                <td>{formatMoment(release.publishedAt, i18n.language)}</td>
                <td>{release.publishedBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {acting && (
        <ActionDialog
          key={`${acting.channel.remote}-${acting.action}`}
          target={{ merchantCode, remote: acting.channel.remote, environment }}
          channel={acting.channel}
          action={acting.action}
          versions={(releases.data ?? []).filter(
            (release) => release.remote === acting.channel.remote,
          )}
          onClose={() => setActing(undefined)}
        />
      )}
    </section>
  );
}

function Health({ health }: { health: { sessions: number; failedSessions: number } }) {
  const { t, i18n } = useConsoleTranslation();
  return (
    <span className="health">
      {t('releases.health', {
        sessions: formatNumber(health.sessions, i18n.language),
        failed: formatNumber(health.failedSessions, i18n.language),
      })}
    </span>
  );
}

type ActionDialogProps = {
  target: ChannelTarget;
  channel: OpsChannel;
  action: ChannelAction;
  versions: OpsRelease[];
  onClose: () => void;
};

/** One action on a channel: its version and share where it takes them, before → after, why. */
function ActionDialog({ target, channel, action, versions, onClose }: ActionDialogProps) {
  const { t } = useConsoleTranslation();
  const queryClient = useQueryClient();
  // A new version is what a pin or a canary is usually for: the newest other than the pinned one.
  const [version, setVersion] = useState(
    channel.canary?.version ??
      versions.find((release) => release.version !== channel.pinned.version)?.version ??
      channel.pinned.version,
  );
  const [percent, setPercent] = useState(String(channel.canary?.percent ?? DEFAULT_PERCENT));
  const run = useMutation({
    mutationFn: (reason: string) =>
      action === 'pin'
        ? pinVersion(target, version, reason)
        : action === 'canary'
          ? startCanary(target, version, Number(percent), reason)
          : stepChannel(target, action, reason),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: listChannels(target.merchantCode).endpointKey,
      }),
  });
  const takesVersion = action === 'pin' || action === 'canary';
  const percentError =
    action === 'canary' && !validPercent(percent) ? t('releases.percentInvalid') : null;
  const before = channelBefore(channel);
  const after = channelAfter(channel, action, { version, percent: Number(percent) });
  const canaryText = (state: ChannelState) =>
    state.canary ? t('releases.canaryAt', state.canary) : t('releases.noCanary');

  return (
    <ReasonDialog
      open
      title={t(`releases.titles.${action}`, { remote: channel.remote })}
      confirmLabel={t(`releases.confirm.${action}`)}
      tone={action === 'rollback' || action === 'withdraw' ? 'danger' : 'info'}
      field={{ kind: 'reason', label: t('common.reason'), required: true, maxLength: 200 }}
      onConfirm={(reason) => {
        if (percentError) return Promise.reject(new Error(percentError));
        return run.mutateAsync(reason);
      }}
      onClose={onClose}
      testId="channel-dialog"
    >
      {t('releases.confirmIntro')}
      {takesVersion && (
        <div className="channel-dialog__inputs">
          <SelectField
            name="version"
            label={t('releases.version')}
            value={version}
            onChange={setVersion}
            options={versions.map((release) => ({
              value: release.version,
              label: release.version,
            }))}
          />
          {action === 'canary' && (
            <TextField
              name="percent"
              label={t('releases.percent')}
              inputMode="numeric"
              value={percent}
              error={percentError}
              onChange={setPercent}
            />
          )}
        </div>
      )}
      <table className="change-summary">
        <thead>
          <tr>
            <th scope="col">{t('common.setting')}</th>
            <th scope="col">{t('common.before')}</th>
            <th scope="col">{t('common.after')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('releases.pinned')}</th>
            <td>{before.pinned}</td>
            <td>
              <strong>{after.pinned}</strong>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('releases.canary')}</th>
            <td>{canaryText(before)}</td>
            <td>
              <strong>{canaryText(after)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
    </ReasonDialog>
  );
}
