import type { AdjustmentDirection, OperatorRole, PlayerProfile } from '@site/contracts';
import { callsUnder, ErrorState, SkeletonBlocks } from '@site/shared';
import { Link, useLocation } from '@site/shared/router';
import {
  SelectField,
  StatusBadge,
  TabItem,
  Tabs,
  TextAreaField,
  TextField,
  parseAmount,
  toneOf,
} from '@site/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount } from '../../ui/format';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import {
  BetHistory,
  CashierHistory,
  LedgerHistory,
  MessageHistory,
  RewardHistory,
} from './player-histories.component';
import {
  actionKey,
  playerActionsFor,
  playerRefFromPath,
  type PlayerActionId,
} from './player-actions';
import {
  ProfilePanel,
  ProtectionPanel,
  SessionsPanel,
  WalletsPanel,
} from './player-panels.component';
import { PLAYER_STATUS_TONES } from './player-search-page.component';
import './players.css';
import {
  adjustBalance,
  messagePlayer,
  playerAction,
  playerProfile,
  type PlayerRef,
} from './players.resource';

const TABS = [
  'profile',
  'ledger',
  'bets',
  'cashier',
  'rewards',
  'messages',
  'sessions',
  'protection',
] as const;
type TabId = (typeof TABS)[number];

/** What the confirmation dialog is about to do; its text names the change. */
type Pending =
  | { action: 'lock' | 'unlock' | 'paymentUnlock' }
  | { action: 'adjust'; direction: AdjustmentDirection; amount: number }
  | { action: 'message'; title: string; body: string };

/** The player's page at `/players/:merchantCode/:account`. */
type PlayerPageProps = {
  /** Whether the signed-in operator holds a role (admins hold every role). */
  holds: (role: OperatorRole) => boolean;
};

export function PlayerPage({ holds }: PlayerPageProps) {
  const { t } = useConsoleTranslation();
  const player = playerRefFromPath(useLocation().pathname);
  if (!player)
    return (
      <section className="console-refusal">
        <h1>{t('notFound.title')}</h1>
      </section>
    );
  // Keyed by the player, so nothing (tab, forms) carries over from the previous player.
  return (
    <PlayerView key={`${player.merchantCode}/${player.account}`} player={player} holds={holds} />
  );
}

function PlayerView({ player, holds }: PlayerPageProps & { player: PlayerRef }) {
  const { t, i18n } = useConsoleTranslation();
  const queryClient = useQueryClient();
  const profileCall = playerProfile(player);
  const profile = useQuery(profileCall.query());
  const [tab, setTab] = useState<TabId>('profile');
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (profile.isError)
    return (
      <section className="player">
        <BackLink />
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      </section>
    );
  if (!profile.data)
    return (
      <section className="player" aria-busy="true">
        <BackLink />
        <SkeletonBlocks count={3} height={88} label={t('players.loading')} />
      </section>
    );
  const data = profile.data;
  const actions = playerActionsFor(holds, data);
  const amountText = (amount: number) => `${formatAmount(amount, i18n.language)} ${data.currency}`;

  const confirm = async (reason: string) => {
    if (!pending) return;
    if (pending.action === 'adjust')
      await adjustBalance({
        brand: player.merchantCode,
        account: data.account,
        direction: pending.direction,
        amount: pending.amount.toFixed(2),
        reason,
        idempotencyKey: actionKey('adjust'),
      });
    else if (pending.action === 'message')
      await messagePlayer({
        brand: player.merchantCode,
        to: { kind: 'member', account: data.account },
        title: pending.title,
        body: pending.body,
        idempotencyKey: actionKey('message'),
      });
    else await playerAction(player, pending.action)({ reason });
    setDone(t(`players.done.${pending.action}`, { account: data.account }));
    // Everything of this player may have changed: its balance, ledger, inbox, sessions.
    await queryClient.invalidateQueries(callsUnder(profileCall.definition.path));
  };

  const tabs: TabItem<TabId>[] = TABS.map((id) => ({ id, label: t(`players.tabs.${id}`) }));
  return (
    <section className="player" aria-labelledby="player-title">
      <BackLink />
      <header className="player__header">
        <div className="player__who">
          <h1 id="player-title">
            {data.account}
            {data.nickname && <span className="player__nickname"> · {data.nickname}</span>}
          </h1>
          <p className="player__meta">
            <StatusBadge tone={toneOf(data.status, PLAYER_STATUS_TONES)}>
              {t(`players.statuses.${data.status}`)}
            </StatusBadge>
            <span>{player.merchantCode}</span>
            <span>{t('players.vipLevel', { level: data.vipLevel })}</span>
          </p>
        </div>
        <div className="player__balance">
          <span>{t('players.balance')}</span>
          <strong data-testid="player-balance">{amountText(data.balance)}</strong>
        </div>
      </header>
      <HeaderActions
        actions={actions}
        onAct={(action) => {
          setDone(null);
          setPending({ action });
        }}
      />
      {done && (
        <p className="console-notice console-notice--success" role="status">
          {done}
        </p>
      )}
      <Tabs label={t('players.tabsLabel')} tabs={tabs} active={tab} onChange={setTab}>
        {tab === 'profile' && <ProfilePanel profile={data} />}
        {tab === 'ledger' && (
          <>
            <WalletsPanel profile={data} />
            {actions.includes('adjust') && (
              <AdjustForm
                onReview={(direction, amount) => {
                  setDone(null);
                  setPending({ action: 'adjust', direction, amount });
                }}
              />
            )}
            <LedgerHistory player={player} />
          </>
        )}
        {tab === 'bets' && <BetHistory player={player} />}
        {tab === 'cashier' && <CashierHistory player={player} />}
        {tab === 'rewards' && <RewardHistory player={player} />}
        {tab === 'messages' && (
          <>
            {actions.includes('message') && (
              <MessageForm
                onReview={(title, body) => {
                  setDone(null);
                  setPending({ action: 'message', title, body });
                }}
              />
            )}
            <MessageHistory player={player} />
          </>
        )}
        {tab === 'sessions' && <SessionsPanel player={player} />}
        {tab === 'protection' && <ProtectionPanel player={player} />}
      </Tabs>
      {pending && (
        <ReasonDialog
          open
          title={t(`players.confirm.${pending.action}Title`)}
          confirmLabel={t(`players.actions.${pending.action}`)}
          tone={pending.action === 'lock' || pending.action === 'adjust' ? 'danger' : 'info'}
          field={
            pending.action === 'message'
              ? undefined
              : { kind: 'reason', label: t('players.reason'), required: true, maxLength: 200 }
          }
          onConfirm={confirm}
          onClose={() => setPending(null)}
          testId="player-dialog"
        >
          {describe(pending, data, amountText, t)}
        </ReasonDialog>
      )}
    </section>
  );
}

/** The confirmation's sentence: which account, and exactly what changes. */
function describe(
  pending: Pending,
  profile: PlayerProfile,
  amountText: (amount: number) => string,
  t: ReturnType<typeof useConsoleTranslation>['t'],
): string {
  const account = profile.account;
  if (pending.action === 'adjust')
    return t(`players.confirm.${pending.direction}`, {
      account,
      amount: amountText(pending.amount),
      balance: amountText(
        profile.balance + (pending.direction === 'credit' ? pending.amount : -pending.amount),
      ),
    });
  if (pending.action === 'message')
    return t('players.confirm.message', { account, title: pending.title });
  return t(`players.confirm.${pending.action}`, { account });
}

function BackLink() {
  const { t } = useConsoleTranslation();
  return (
    <Link className="player__back" to="/players">
      ← {t('players.back')}
    </Link>
  );
}

const HEADER_ACTIONS: readonly PlayerActionId[] = ['lock', 'unlock', 'paymentUnlock'];

function HeaderActions({
  actions,
  onAct,
}: {
  actions: readonly PlayerActionId[];
  onAct: (action: 'lock' | 'unlock' | 'paymentUnlock') => void;
}) {
  const { t } = useConsoleTranslation();
  const shown = HEADER_ACTIONS.filter((action) => actions.includes(action)) as (
    'lock' | 'unlock' | 'paymentUnlock'
  )[];
  if (shown.length === 0) return null;
  return (
    <div className="player__actions">
      {shown.map((action) => (
        <button
          key={action}
          type="button"
          className={`site-button console-button--small${action === 'lock' ? ' console-button--danger' : ''}`}
          onClick={() => onAct(action)}
        >
          {t(`players.actions.${action}`)}
        </button>
      ))}
    </div>
  );
}

/** Finance's adjustment: direction and amount here, the reason in the confirmation. */
function AdjustForm({
  onReview,
}: {
  onReview: (direction: AdjustmentDirection, amount: number) => void;
}) {
  const { t } = useConsoleTranslation();
  const [direction, setDirection] = useState<AdjustmentDirection>('credit');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(text);
    if (amount.kind !== 'ok' || amount.value <= 0) {
      setError(t('players.amountInvalid'));
      return;
    }
    onReview(direction, amount.value);
  };
  return (
    <form className="queue__filters player-form" onSubmit={submit} noValidate>
      <SelectField
        name="direction"
        label={t('players.direction')}
        value={direction}
        onChange={setDirection}
        options={(['credit', 'debit'] as const).map((value) => ({
          value,
          label: t(`players.directions.${value}`),
        }))}
      />
      <TextField
        name="amount"
        label={t('players.amount')}
        inputMode="decimal"
        value={text}
        onChange={(value) => {
          setText(value);
          setError(null);
        }}
        error={error}
      />
      <div className="queue__filter-actions">
        <button type="submit" className="site-button site-button--primary">
          {t('players.actions.adjust')}
        </button>
      </div>
    </form>
  );
}

/** Support's message to this member's inbox: title and text, confirmed before it goes. */
function MessageForm({ onReview }: { onReview: (title: string, body: string) => void }) {
  const { t } = useConsoleTranslation();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !body.trim()) {
      setError(true);
      return;
    }
    onReview(title.trim(), body.trim());
  };
  return (
    <form className="player-message-form" onSubmit={submit} noValidate>
      <TextField
        name="title"
        label={t('players.messageTitle')}
        value={title}
        maxLength={100}
        onChange={(value) => {
          setTitle(value);
          setError(false);
        }}
        error={error && !title.trim() ? t('players.messageRequired') : null}
      />
      <TextAreaField
        name="body"
        label={t('players.messageBody')}
        value={body}
        onChange={(value: string) => {
          setBody(value.slice(0, 2000));
          setError(false);
        }}
        error={error && !body.trim() ? t('players.messageRequired') : null}
      />
      <div>
        <button type="submit" className="site-button site-button--primary">
          {t('players.actions.message')}
        </button>
      </div>
    </form>
  );
}
