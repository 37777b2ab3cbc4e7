import type { AgentNode, AgentContract, OpsAgentPayout } from '@site/contracts';
import { ErrorState, formatNumber, SkeletonBlocks, type ApiError } from '@site/shared';
import { DataTable, StatusBadge, toneOf, type TableColumn } from '@site/shared/ui';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatMoment, formatShortMoment } from '../../ui/format';
import { bpToPercent } from './agent-offer';
import { agentContracts, agentNode, agentPayouts, type AgentRef } from './agents.resource';

const PAGE_SIZE = 10;

const CONTRACT_STATE_TONES = {
  OFFERED: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'neutral',
  COMPLETED: 'info',
  TERMINATED: 'danger',
} as const;
const PAYOUT_STATE_TONES = {
  NOTHING_DUE: 'neutral',
  OUTSTANDING: 'warning',
  PAID: 'success',
} as const;

/** Basis points as the reader writes a percent: 80 → "0.8 %" (০.৮ % in Bengali). */
export const percentText = (bp: number, language: string) =>
  `${formatNumber(bpToPercent(bp), language, { maximumFractionDigits: 2 })} %`;

type AgentDetailProps = {
  agent: AgentRef;
  /** Finance (or admin): a top agent's panel offers the platform's contract. */
  canOffer: boolean;
  onOffer: (node: AgentNode) => void;
};

/** The selected account: who it is in the tree, its contracts and its payouts, each paged. */
export function AgentDetail({ agent, canOffer, onOffer }: AgentDetailProps) {
  const { t, i18n } = useConsoleTranslation();
  const node = useQuery(agentNode(agent).query());
  if (node.isError) return <ErrorState error={node.error} onRetry={() => void node.refetch()} />;
  if (!node.data) return <SkeletonBlocks count={3} height={72} label={t('agents.loading')} />;
  const data = node.data;
  const number = (value: number) => formatNumber(value, i18n.language);
  const top = data.agent && data.upline === null;
  return (
    <div className="agent-detail" data-testid="agent-detail">
      <header className="agent-detail__header">
        <div>
          <h2 id="agent-detail-title">
            {data.account}
            {data.nickname && <span className="agent-detail__nickname"> · {data.nickname}</span>}
          </h2>
          <p className="agent-detail__meta">
            <StatusBadge tone={data.agent ? 'info' : 'neutral'}>
              {t(`agents.kinds.${data.agent ? (top ? 'top' : 'agent') : 'member'}`)}
            </StatusBadge>
            {data.locked && <StatusBadge tone="danger">{t('agents.locked')}</StatusBadge>}
            <span>{agent.merchantCode}</span>
            <span>
              {data.upline
                ? t('agents.detail.upline', { upline: data.upline })
                : t('agents.detail.noUpline')}
            </span>
          </p>
        </div>
        {top && canOffer && (
          <button
            type="button"
            className="site-button site-button--primary"
            onClick={() => onOffer(data)}
          >
            {t('agents.offer.open')}
          </button>
        )}
      </header>
      <dl className="agent-detail__facts">
        <div>
          <dt>{t('agents.detail.direct')}</dt>
          <dd>{number(data.directCount)}</dd>
        </div>
        <div>
          <dt>{t('agents.detail.team')}</dt>
          <dd>{number(data.teamSize)}</dd>
        </div>
        <div>
          <dt>{t('agents.detail.registered')}</dt>
          <dd>{formatMoment(data.registeredAt, i18n.language)}</dd>
        </div>
      </dl>
      {data.agent && !top && (
        <p className="agent-detail__note">{t('agents.detail.uplineOffers')}</p>
      )}
      {data.agent && (
        <>
          <ContractsTable agent={agent} />
          <PayoutsTable agent={agent} />
        </>
      )}
    </div>
  );
}

/** A contract's terms in one line: its rates, minimum, and a dividend's period and tiers. */
export function termsText(
  contract: Pick<AgentContract, 'kind' | 'rateBp' | 'profitRateBp' | 'minBet' | 'period' | 'tiers'>,
  t: ReturnType<typeof useConsoleTranslation>['t'],
  language: string,
): string {
  const percent = (bp: number) => percentText(bp, language);
  if (contract.kind === 'DIVIDEND')
    return t('agents.terms.dividend', {
      period: t(`agents.periods.${contract.period ?? 'WEEKLY'}`),
      tiers: contract.tiers
        .map((tier, index) =>
          t('agents.terms.tier', {
            tier: formatNumber(index + 1, language),
            rate: percent(tier.rateBp),
            bet: formatAmount(tier.minValidBet, language),
            members: formatNumber(tier.minActiveMembers, language),
            loss: formatAmount(tier.minTeamLoss, language),
          }),
        )
        .join('; '),
    });
  const minBet = formatAmount(contract.minBet, language);
  if (contract.kind === 'REAL_TIME_SALARY')
    return t('agents.terms.realTime', {
      rate: percent(contract.rateBp),
      profit: percent(contract.profitRateBp),
      minBet,
    });
  return t('agents.terms.salary', { rate: percent(contract.rateBp), minBet });
}

function ContractsTable({ agent }: { agent: AgentRef }) {
  const { t, i18n } = useConsoleTranslation();
  const [page, setPage] = useState(1);
  const contracts = useQuery({
    ...agentContracts(agent).query({ pageNo: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<TableColumn<AgentContract>[]>(
    () => [
      {
        key: 'kind',
        header: t('agents.columns.contract'),
        cell: (row) => (
          <span className="agent-cell">
            <span>{t(`agents.contractKinds.${row.kind}`)}</span>
            <span className="agent-cell__muted">
              {t('agents.paidBy', { payer: row.payer ?? t('agents.platform') })}
            </span>
            <StatusBadge tone={toneOf(row.state, CONTRACT_STATE_TONES)}>
              {t(`agents.states.${row.state}`)}
              {row.terminationRequested ? ` · ${t('agents.terminationRequested')}` : ''}
            </StatusBadge>
          </span>
        ),
      },
      {
        key: 'terms',
        header: t('agents.columns.terms'),
        cell: (row) => <span className="agent-terms">{termsText(row, t, i18n.language)}</span>,
      },
      {
        key: 'dates',
        header: t('agents.columns.dates'),
        cell: (row) => (
          <span className="agent-dates">
            <span>
              {t('agents.dates.offered', {
                at: formatShortMoment(row.createdAt, i18n.language),
              })}
            </span>
            {row.acceptedAt && (
              <span>
                {t('agents.dates.accepted', {
                  at: formatShortMoment(row.acceptedAt, i18n.language),
                })}
              </span>
            )}
            {row.endedAt && (
              <span>
                {t('agents.dates.ended', { at: formatShortMoment(row.endedAt, i18n.language) })}
              </span>
            )}
          </span>
        ),
      },
    ],
    [t, i18n.language],
  );
  return (
    <PagedSection
      id="agent-contracts-title"
      title={t('agents.contracts')}
      caption={t('agents.contractsCaption')}
      columns={columns}
      answer={contracts}
      page={page}
      onPageChange={setPage}
      emptyTitle={t('agents.noContracts')}
      emptyBody={t('agents.noContractsBody')}
    />
  );
}

function PayoutsTable({ agent }: { agent: AgentRef }) {
  const { t, i18n } = useConsoleTranslation();
  const [page, setPage] = useState(1);
  const payouts = useQuery({
    ...agentPayouts(agent).query({ pageNo: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<TableColumn<OpsAgentPayout>[]>(
    () => [
      {
        key: 'period',
        header: t('agents.columns.period'),
        cell: (row) => (
          <span className="agent-cell">
            <span>{formatShortMoment(row.periodStart, i18n.language)}</span>
            <span className="agent-cell__muted">
              {t('agents.periodEnd', { to: formatShortMoment(row.periodEnd, i18n.language) })}
            </span>
          </span>
        ),
      },
      {
        key: 'kind',
        header: t('agents.columns.contract'),
        cell: (row) => (
          <span className="agent-cell">
            <span>
              {t(`agents.contractKinds.${row.kind}`)}
              {row.tier !== null &&
                ` · ${t('agents.tierReached', { tier: formatNumber(row.tier, i18n.language) })}`}
            </span>
            <span className="agent-cell__muted">
              {t('agents.paidBy', { payer: row.payer ?? t('agents.platform') })}
            </span>
          </span>
        ),
      },
      {
        key: 'amount',
        header: t('agents.columns.amount'),
        align: 'end',
        cell: (row) => (
          <span className="agent-cell">
            <strong>{formatAmount(row.amount, i18n.language)}</strong>
            <span className="agent-cell__muted">
              {t('agents.basis', { basis: formatAmount(row.basis, i18n.language) })}
            </span>
          </span>
        ),
      },
      {
        key: 'state',
        header: t('agents.columns.state'),
        cell: (row) => (
          <span className="agent-cell">
            <StatusBadge tone={toneOf(row.state, PAYOUT_STATE_TONES)}>
              {t(`agents.payoutStates.${row.state}`)}
            </StatusBadge>
            {row.paidAt && (
              <span className="agent-cell__muted">
                {formatShortMoment(row.paidAt, i18n.language)}
              </span>
            )}
          </span>
        ),
      },
    ],
    [t, i18n.language],
  );
  return (
    <PagedSection
      id="agent-payouts-title"
      title={t('agents.payouts')}
      caption={t('agents.payoutsCaption')}
      columns={columns}
      answer={payouts}
      page={page}
      onPageChange={setPage}
      emptyTitle={t('agents.noPayouts')}
      emptyBody={t('agents.noPayoutsBody')}
    />
  );
}

/** A titled, paged table of the agent's (its contracts, its payouts). */
function PagedSection<Row extends { id: string }>({
  id,
  title,
  caption,
  columns,
  answer,
  page,
  onPageChange,
  emptyTitle,
  emptyBody,
}: {
  id: string;
  title: string;
  caption: string;
  columns: readonly TableColumn<Row>[];
  answer: UseQueryResult<{ list: Row[]; total: number }, ApiError>;
  page: number;
  onPageChange: (page: number) => void;
  emptyTitle: string;
  emptyBody: string;
}) {
  return (
    <section className="agent-detail__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <DataTable
        caption={caption}
        columns={columns}
        rowKey={(row) => row.id}
        data={answer.data ? { rows: answer.data.list, total: answer.data.total } : null}
        loading={answer.isPlaceholderData}
        error={answer.isError && !answer.data ? answer.error : null}
        onRetry={() => void answer.refetch()}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={onPageChange}
        stackOnPhone
        emptyTitle={emptyTitle}
        emptyBody={emptyBody}
      />
    </section>
  );
}
