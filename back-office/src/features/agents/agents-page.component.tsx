import type { AgentNode, ContractKind } from '@site/contracts';
import { EmptyState, ErrorState, SkeletonBlocks, callsUnder } from '@site/shared';
import { useSearchParams } from '@site/shared/router';
import { SelectField, TextField } from '@site/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { listBrands } from '../../ui/brands.resource';
import { AgentDetail } from './agent-detail.component';
import { OfferDialog } from './agent-offer-dialog.component';
import { AgentTree, LEVEL_PAGE_SIZE } from './agent-tree.component';
import { searchAgents, type AgentRef } from './agents.resource';
import './agents.css';

type AgentsPageProps = {
  /** Finance (or admin): offers a top agent the platform's contract. */
  canOffer: boolean;
};

/**
 * Agents (issue 45 item 7): a brand's agent tree from its top agents down, one level at a time;
 * the selected account's contracts and payouts; and for a top agent the platform's offer. The
 * brand, the search and the selection live in the address (`?brand=&q=&agent=`).
 */
export function AgentsPage({ canOffer }: AgentsPageProps) {
  const { t } = useConsoleTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const brands = useQuery(listBrands.query());
  const brand = params.get('brand') ?? brands.data?.[0] ?? null;
  const q = params.get('q') ?? '';
  const selected = params.get('agent');
  const [text, setText] = useState(q);
  const [offering, setOffering] = useState<AgentNode | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const navigate = (next: { brand?: string; q?: string; agent?: string | null }) => {
    const merged = { brand, q, agent: selected, ...next };
    setParams(
      {
        ...(merged.brand ? { brand: merged.brand } : {}),
        ...(merged.q ? { q: merged.q } : {}),
        ...(merged.agent ? { agent: merged.agent } : {}),
      },
      { replace: false },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate({ q: text.trim() });
  };

  const afterOffer = async (node: AgentNode, kind: ContractKind) => {
    setDone(
      t('agents.offer.done', { account: node.account, kind: t(`agents.contractKinds.${kind}`) }),
    );
    // The agent's line in the tree and its detail show the new offer.
    await queryClient.invalidateQueries(callsUnder('/ops/agents'));
  };

  return (
    <section className="agents" aria-labelledby="agents-title">
      <header className="queue__header">
        <h1 id="agents-title">{t('agents.title')}</h1>
      </header>
      <form className="queue__filters agents__filters" role="search" onSubmit={submit} noValidate>
        {brands.data && brands.data.length > 0 && (
          <SelectField
            name="brand"
            label={t('queue.brand')}
            value={brand ?? ''}
            onChange={(next) => {
              setText('');
              navigate({ brand: next, q: '', agent: null });
            }}
            options={brands.data.map((code) => ({ value: code, label: code }))}
          />
        )}
        <TextField
          name="q"
          type="search"
          label={t('agents.query')}
          hint={t('agents.queryHint')}
          value={text}
          onChange={setText}
          maxLength={64}
        />
        <div className="queue__filter-actions">
          <button type="submit" className="site-button site-button--primary">
            {t('agents.search')}
          </button>
          {q && (
            <button
              type="button"
              className="site-button"
              onClick={() => {
                setText('');
                navigate({ q: '' });
              }}
            >
              {t('agents.clear')}
            </button>
          )}
        </div>
      </form>
      {done && (
        <p className="console-notice console-notice--success" role="status">
          {done}
        </p>
      )}
      {brands.isError ? (
        <ErrorState error={brands.error} onRetry={() => void brands.refetch()} />
      ) : !brands.data ? (
        <SkeletonBlocks count={2} height={120} label={t('agents.loading')} />
      ) : !brand ? (
        <EmptyState title={t('agents.noBrands')} />
      ) : (
        <div className="agents__layout">
          <section className="agents__tree" aria-labelledby="agents-tree-title">
            <h2 id="agents-tree-title">
              {q ? t('agents.tree.results', { q }) : t('agents.tree.title')}
            </h2>
            <Roots
              key={`${brand}/${q}`}
              brand={brand}
              q={q}
              selected={selected}
              onSelect={(account) => navigate({ agent: account })}
            />
          </section>
          <section className="agents__detail" aria-labelledby="agent-detail-title">
            {selected ? (
              <AgentDetail
                key={`${brand}/${selected}`}
                agent={{ merchantCode: brand, account: selected }}
                canOffer={canOffer}
                onOffer={(node) => {
                  setDone(null);
                  setOffering(node);
                }}
              />
            ) : (
              <>
                <h2 id="agent-detail-title" className="visually-hidden">
                  {t('agents.detail.title')}
                </h2>
                <EmptyState title={t('agents.pick')} body={t('agents.pickBody')} />
              </>
            )}
          </section>
        </div>
      )}
      {offering && brand && (
        <OfferDialog
          agent={{ merchantCode: brand, account: offering.account } satisfies AgentRef}
          onDone={(kind) => afterOffer(offering, kind)}
          onClose={() => setOffering(null)}
        />
      )}
    </section>
  );
}

/** The tree's first level: the brand's top agents, or the agents the search found. */
function Roots({
  brand,
  q,
  selected,
  onSelect,
}: {
  brand: string;
  q: string;
  selected: string | null;
  onSelect: (account: string) => void;
}) {
  const { t } = useConsoleTranslation();
  const first = useQuery(
    searchAgents.query({ brand, ...(q ? { q } : {}), pageNo: 1, pageSize: LEVEL_PAGE_SIZE }),
  );
  if (first.data && first.data.total === 0)
    return q ? (
      <EmptyState title={t('agents.none', { q })} body={t('agents.noneBody')} />
    ) : (
      <EmptyState title={t('agents.noAgents')} body={t('agents.noAgentsBody')} />
    );
  return (
    <AgentTree
      brand={brand}
      label={q ? t('agents.tree.results', { q }) : t('agents.tree.title')}
      roots={(page) => searchAgents.query({ brand, ...(q ? { q } : {}), ...page })}
      selected={selected}
      onSelect={onSelect}
    />
  );
}
