import type { OpsPromotion, PromotionState } from '@site/contracts';
import { formatNumber } from '@site/shared';
import { SelectField, StatusBadge, type StatusTone, type TableColumn } from '@site/shared/ui';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatAmount, formatMoment } from '../../ui/format';
import { BrandPage } from '../../ui/brand-page.component';
import { ContentToolbar } from '../../ui/content-toolbar.component';
import { listRows, QueryTable } from '../../ui/query-table.component';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { useContentList } from '../../ui/use-content-list';
import { useReasonCheck } from './form-parts.component';
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
  const { t } = useConsoleTranslation();
  return (
    <BrandPage
      name="promotions"
      title={t('content.promotions.title')}
      className="queue content-page"
    >
      {(brand) => <BrandPromotions brand={brand} />}
    </BrandPage>
  );
}

function BrandPromotions({ brand }: { brand: string }) {
  const { t, i18n } = useConsoleTranslation();
  const [state, setState] = useState<PromotionState | ''>('');
  const [editing, setEditing] = useState<OpsPromotion | 'new' | null>(null);
  const [ending, setEnding] = useState<OpsPromotion | null>(null);
  const reasonCheck = useReasonCheck();
  const { list, table, notice, clearNotice, done } = useContentList(
    listPromotions,
    (pageNo, pageSize) => ({ brand, ...(state ? { state } : {}), pageNo, pageSize }),
    PAGE_SIZE,
  );

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
                clearNotice();
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
                  clearNotice();
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
    [t, language, bn, clearNotice],
  );

  if (editing !== null)
    return (
      <PromotionForm
        key={editing === 'new' ? 'new' : editing.id}
        brand={brand}
        promotion={editing === 'new' ? null : editing}
        onCancel={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          done(t('content.promotions.saved', { code: saved.code }));
        }}
      />
    );
  return (
    <>
      <ContentToolbar
        addLabel={t('content.promotions.new')}
        onAdd={() => {
          clearNotice();
          setEditing('new');
        }}
        notice={notice}
      >
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
      </ContentToolbar>
      <QueryTable
        query={list}
        rowsOf={listRows}
        table={table}
        caption={t('content.promotions.caption', { brand })}
        columns={columns}
        rowKey={(row) => row.id}
        emptyTitle={t(`content.promotions.empty.${state || 'all'}`)}
        emptyBody={t('content.promotions.emptyBody')}
      />
      {ending && (
        <ReasonDialog
          open
          tone="danger"
          title={t('content.promotions.endTitle', { code: ending.code })}
          confirmLabel={t('content.promotions.endNow')}
          field={{ kind: 'reason', label: t('common.reason'), required: true, maxLength: 500 }}
          validate={reasonCheck}
          onConfirm={async (reason) => {
            const ended = await endPromotion(ending.id, reason);
            done(t('content.promotions.ended', { code: ended.code }));
          }}
          onClose={() => setEnding(null)}
          testId="promotion-end"
        >
          {t('content.promotions.endBody', {
            title: bn ? ending.titleBn : ending.titleEn,
            brand: ending.brand,
          })}
        </ReasonDialog>
      )}
    </>
  );
}
