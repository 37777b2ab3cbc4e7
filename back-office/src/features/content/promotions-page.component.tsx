import type { OpsPromotion, PromotionState } from '@site/contracts';
import { formatNumber } from '@site/shared';
import {
  DataTable,
  SelectField,
  StatusBadge,
  useTableState,
  type StatusTone,
  type TableColumn,
} from '@site/shared/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatMoment } from '../../ui/format';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { BrandPicker, useContentBrands } from './brand-picker.component';
import { PromotionForm } from './promotion-form.component';
import { endPromotion } from './promotion-end.resource';
import { listPromotions } from './promotions.resource';
import './content.css';

const PAGE_SIZE = 20;
const STATES: readonly PromotionState[] = ['running', 'scheduled', 'ended'];
const TONE: Record<PromotionState, StatusTone> = {
  running: 'success',
  // (the kit's info badge falls short of the contrast axe asks for on the console's surface)
  scheduled: 'warning',
  ended: 'neutral',
};

/** Promotions (support): the brand's list by state, a new one, an edit, the end now. */
export function PromotionsPage() {
  const { t, i18n } = useConsoleTranslation();
  const queryClient = useQueryClient();
  const { brands, failed, retry } = useContentBrands();
  const [picked, setPicked] = useState<string | null>(null);
  const brand = picked ?? brands?.[0] ?? null;
  const [state, setState] = useState<PromotionState | ''>('');
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [editing, setEditing] = useState<OpsPromotion | 'new' | null>(null);
  const [ending, setEnding] = useState<OpsPromotion | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const list = useQuery({
    ...listPromotions.query({
      brand: brand ?? '',
      ...(state ? { state } : {}),
      pageNo: table.page,
      pageSize: PAGE_SIZE,
    }),
    enabled: brand !== null,
    placeholderData: (previous) => previous,
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ['api', 'GET', '/ops/promotions'] });
  const end = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => endPromotion(id, reason),
    onSuccess: (ended) => {
      setDone(t('content.promotions.ended', { code: ended.code }));
      void refresh();
    },
  });

  const language = i18n.language;
  const bn = language.startsWith('bn');
  const columns = useMemo<TableColumn<OpsPromotion>[]>(
    () => [
      {
        key: 'title',
        header: t('content.promotions.columns.title'),
        cell: (row) => (
          <span className="status-cell">
            <strong>{bn ? row.titleBn : row.titleEn}</strong>
            <code>{row.code}</code>
          </span>
        ),
      },
      {
        key: 'category',
        header: t('content.promotions.fields.category'),
        cell: (row) => row.category,
      },
      {
        key: 'state',
        header: t('content.promotions.columns.state'),
        cell: (row) => (
          <StatusBadge tone={TONE[row.state]}>
            {t(`content.promotions.states.${row.state}`)}
          </StatusBadge>
        ),
      },
      {
        key: 'period',
        header: t('content.promotions.columns.period'),
        cell: (row) => (
          <span className="status-cell">
            <span>{formatMoment(row.startsAt, language)}</span>
            <small>
              {row.endsAt
                ? t('content.promotions.until', { time: formatMoment(row.endsAt, language) })
                : t('content.promotions.noEnd')}
            </small>
          </span>
        ),
      },
      {
        key: 'reward',
        header: t('content.promotions.columns.reward'),
        align: 'end',
        cell: (row) => (
          <span className="status-cell content-amount">
            <span>{formatAmount(Number(row.rewardAmount), language)}</span>
            <small>
              {t(`content.promotions.payouts.${row.payout}`)}
              {row.requiresApplication ? ` · ${t('content.promotions.byApplication')}` : ''}
            </small>
          </span>
        ),
      },
      {
        key: 'claims',
        header: t('content.promotions.columns.claims'),
        align: 'end',
        cell: (row) => formatNumber(row.claims, language),
      },
      {
        key: 'actions',
        header: t('content.actions'),
        cell: (row) => (
          <span className="content-actions">
            <button
              type="button"
              className="site-button console-button--small"
              aria-label={t('content.promotions.editLabel', { code: row.code })}
              onClick={() => {
                setDone(null);
                setEditing(row);
              }}
            >
              {t('content.edit')}
            </button>
            {row.state !== 'ended' && (
              <button
                type="button"
                className="site-button console-button--small console-button--danger"
                aria-label={t('content.promotions.endLabel', { code: row.code })}
                onClick={() => {
                  setDone(null);
                  setEnding(row);
                }}
              >
                {t('content.promotions.endNow')}
              </button>
            )}
          </span>
        ),
      },
    ],
    [t, language, bn],
  );

  return (
    <section className="queue content-page" aria-labelledby="promotions-title">
      <header className="queue__header">
        <h1 id="promotions-title">{t('content.promotions.title')}</h1>
      </header>
      {failed && (
        <p className="console-notice console-notice--error" role="alert">
          {t('common.loadFailed')}{' '}
          <button type="button" className="site-button console-button--small" onClick={retry}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {!brands && !failed && (
        <div className="site-skeleton content-toolbar__skeleton" aria-hidden="true" />
      )}
      {brand && brands && editing === null && (
        <>
          <div className="content-toolbar">
            <BrandPicker
              brands={brands}
              value={brand}
              onChange={(next) => {
                setPicked(next);
                table.restart();
              }}
            />
            <SelectField<PromotionState | ''>
              name="state"
              label={t('content.promotions.columns.state')}
              value={state}
              onChange={(next) => {
                setState(next);
                table.restart();
              }}
              options={[
                { value: '', label: t('content.promotions.states.all') },
                ...STATES.map((value) => ({
                  value,
                  label: t(`content.promotions.states.${value}`),
                })),
              ]}
            />
            <button
              type="button"
              className="site-button site-button--primary"
              onClick={() => {
                setDone(null);
                setEditing('new');
              }}
            >
              {t('content.promotions.new')}
            </button>
          </div>
          {done && (
            <p className="console-notice console-notice--success" role="status">
              {done}
            </p>
          )}
          <DataTable
            caption={t('content.promotions.caption', { brand })}
            columns={columns}
            rowKey={(row) => row.id}
            data={list.data ? { rows: list.data.list, total: list.data.total } : null}
            loading={list.isPlaceholderData || (list.isFetching && !list.data)}
            error={list.isError && !list.data ? list.error : null}
            onRetry={() => void list.refetch()}
            page={table.page}
            pageSize={PAGE_SIZE}
            onPageChange={table.setPage}
            emptyTitle={t(`content.promotions.empty.${state || 'all'}`)}
            emptyBody={t('content.promotions.emptyBody')}
          />
        </>
      )}
      {brand && editing !== null && (
        <PromotionForm
          key={editing === 'new' ? 'new' : editing.id}
          brand={brand}
          promotion={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setDone(t('content.promotions.saved', { code: saved.code }));
            void refresh();
          }}
        />
      )}
      {ending && (
        <ReasonDialog
          open
          tone="danger"
          title={t('content.promotions.endTitle', { code: ending.code })}
          confirmLabel={t('content.promotions.endNow')}
          field={{ kind: 'reason', label: t('common.reason'), required: true, maxLength: 500 }}
          validate={(reason) => (reason.length < 3 ? t('content.errors.reasonShort') : null)}
          onConfirm={(reason) => end.mutateAsync({ id: ending.id, reason })}
          onClose={() => setEnding(null)}
          testId="promotion-end"
        >
          {t('content.promotions.endBody', {
            title: bn ? ending.titleBn : ending.titleEn,
            brand: ending.brand,
          })}
        </ReasonDialog>
      )}
    </section>
  );
}
