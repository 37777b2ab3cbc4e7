import {
  formatDate,
  formatMoney,
  formatNumber,
  type Language,
  type PointDetail,
  useTranslation,
} from '@site/shared';
import { DataTable, SelectField, useTableState } from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { detailText } from './detail-text';
import { NAMESPACE } from './i18n/point-details-translations';
import { getPointDetails } from './point-details.resource';

const PAGE_SIZE = 10;
const DIRECTIONS = ['earned', 'spent'] as const;

/** Every movement of the member's points, newest first, with what earned or spent it. */
export function PointDetails({ currencySymbol }: { currencySymbol: string }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language as Language;
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [direction, setDirection] = useState<(typeof DIRECTIONS)[number] | ''>('');
  const details = useQuery({
    ...getPointDetails.query({
      pageNo: table.page,
      pageSize: PAGE_SIZE,
      ...(direction ? { direction } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const when = (iso: string) =>
    formatDate(iso, language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
  const describe = (row: PointDetail) => {
    const { key, values } = detailText(row);
    const amount =
      typeof values.amount === 'number' ? formatMoney(values.amount, currencySymbol, language) : '';
    // The game's category in the reader's words (the API's code when it is one we do not know).
    const category =
      typeof values.category === 'string'
        ? t(`category.${values.category}`, { defaultValue: values.category })
        : values.category;
    return t(key, { ...values, amount, category });
  };

  return (
    <section aria-labelledby="point-details-title" data-testid="point-details">
      <h2 id="point-details-title" className="section-title">
        {t('title')}
      </h2>
      <p className="points-muted">{t('neverExpire')}</p>
      <SelectField
        name="pointDirection"
        label={t('filter')}
        value={direction}
        onChange={(next) => {
          setDirection(next);
          table.restart();
        }}
        options={[
          { value: '' as const, label: t('all') },
          ...DIRECTIONS.map((value) => ({ value, label: t(value) })),
        ]}
      />
      <DataTable<PointDetail>
        caption={t('title')}
        rowKey={(row) => row.id}
        data={details.data ? { rows: details.data.list, total: details.data.total } : null}
        loading={details.isFetching}
        error={details.error}
        onRetry={() => void details.refetch()}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t('empty')}
        emptyBody={t('emptyBody')}
        columns={[
          { key: 'when', header: t('when'), cell: (row) => when(row.createdAt) },
          { key: 'what', header: t('what'), cell: describe },
          {
            key: 'points',
            header: t('points'),
            align: 'end',
            cell: (row) => (
              <span className={row.points > 0 ? 'points-plus' : 'points-minus'}>
                {(row.points > 0 ? '+' : '−') + formatNumber(Math.abs(row.points), language)}
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
