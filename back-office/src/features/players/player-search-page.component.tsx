import type { PlayerSummary } from '@site/contracts';
import { EmptyState } from '@site/shared';
import { Link, useSearchParams } from '@site/shared/router';
import {
  DataTable,
  SelectField,
  StatusBadge,
  TextField,
  toneOf,
  type TableColumn,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatMoment } from '../../ui/format';
import { playerPagePath } from './player-actions';
import { searchPlayers } from './players.resource';
import './players.css';

const PAGE_SIZE = 20;
/** The API's shortest search: shorter would list most of a brand. */
const MIN_QUERY = 3;

export const PLAYER_STATUS_TONES = {
  active: 'success',
  locked: 'danger',
  closed: 'neutral',
} as const;

type PlayerSearchPageProps = { brands: readonly string[] | null };

/**
 * Finds players by username, phone, e-mail or payout account number (the beginning is enough).
 * The search lives in the address (`?q=&brand=&page=`), so a result list can be shared and the
 * browser's Back returns to it from a player's page.
 */
export function PlayerSearchPage({ brands }: PlayerSearchPageProps) {
  const { t, i18n } = useConsoleTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const brand = params.get('brand') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [text, setText] = useState(q);
  const [tooShort, setTooShort] = useState(false);

  const search = (next: { q: string; brand: string; page: number }) =>
    setParams(
      {
        q: next.q,
        ...(next.brand ? { brand: next.brand } : {}),
        ...(next.page > 1 ? { page: String(next.page) } : {}),
      },
      { replace: false },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    setTooShort(value.length < MIN_QUERY);
    if (value.length >= MIN_QUERY) search({ q: value, brand, page: 1 });
  };

  const results = useQuery({
    ...searchPlayers.query({
      q,
      ...(brand ? { brand } : {}),
      pageNo: page,
      pageSize: PAGE_SIZE,
    }),
    enabled: q.length >= MIN_QUERY,
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<TableColumn<PlayerSummary>[]>(
    () => [
      {
        key: 'account',
        header: t('players.columns.account'),
        cell: (player) => (
          <Link className="player-link" to={playerPagePath(player)}>
            {player.account}
          </Link>
        ),
      },
      { key: 'nickname', header: t('players.columns.nickname'), cell: (player) => player.nickname },
      { key: 'brand', header: t('players.columns.brand'), cell: (player) => player.merchantCode },
      {
        key: 'contact',
        header: t('players.columns.contact'),
        cell: (player) => (
          <span className="player-contact">
            {player.mobile && <span>{player.mobile}</span>}
            {player.email && <span>{player.email}</span>}
          </span>
        ),
      },
      {
        key: 'matched',
        header: t('players.columns.matched'),
        cell: (player) => t(`players.matched.${player.matched}`),
      },
      {
        key: 'status',
        header: t('players.columns.status'),
        cell: (player) => (
          <StatusBadge tone={toneOf(player.status, PLAYER_STATUS_TONES)}>
            {t(`players.statuses.${player.status}`)}
          </StatusBadge>
        ),
      },
      {
        key: 'registered',
        header: t('players.columns.registered'),
        cell: (player) => formatMoment(player.registeredAt, i18n.language),
      },
    ],
    [t, i18n.language],
  );

  return (
    <section className="queue" aria-labelledby="players-title">
      <header className="queue__header">
        <h1 id="players-title">{t('players.title')}</h1>
      </header>
      <form className="queue__filters player-search" role="search" onSubmit={submit} noValidate>
        <TextField
          name="q"
          type="search"
          label={t('players.query')}
          hint={t('players.queryHint')}
          value={text}
          onChange={(value) => {
            setText(value);
            setTooShort(false);
          }}
          error={tooShort ? t('players.tooShort', { count: MIN_QUERY }) : null}
          maxLength={64}
        />
        {brands && brands.length > 1 && (
          <SelectField
            name="brand"
            label={t('queue.brand')}
            value={brand}
            onChange={(next) => search({ q, brand: next, page: 1 })}
            options={[
              { value: '', label: t('queue.allBrands') },
              ...(brands ?? []).map((code) => ({ value: code, label: code })),
            ]}
          />
        )}
        <div className="queue__filter-actions">
          <button type="submit" className="site-button site-button--primary">
            {t('players.search')}
          </button>
        </div>
      </form>
      {q.length < MIN_QUERY ? (
        <EmptyState title={t('players.start')} body={t('players.startBody')} />
      ) : (
        <DataTable
          caption={t('players.caption')}
          columns={columns}
          rowKey={(row) => `${row.merchantCode}/${row.account}`}
          data={results.data ? { rows: results.data.list, total: results.data.total } : null}
          loading={results.isPlaceholderData}
          error={results.isError && !results.data ? results.error : null}
          onRetry={() => void results.refetch()}
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={(next) => search({ q, brand, page: next })}
          emptyTitle={t('players.none', { q })}
          emptyBody={t('players.noneBody')}
        />
      )}
    </section>
  );
}
