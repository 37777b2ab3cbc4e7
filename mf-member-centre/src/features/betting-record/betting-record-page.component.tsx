import { useTranslation } from '@site/shared';
import type { BetRecord } from '@site/shared';
import {
  type TableColumn,
  BetTotalsTiles,
  betRoundColumns,
  formatDateTime,
  FilterSelect,
  RecordsFilters,
  useRecordsFilters,
  RecordsTable,
  getGameMenus,
} from '@site/shared/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getBettingRecord } from './betting-record.resource';
import { addTranslations, NAMESPACE } from './i18n/betting-record-translations';

addTranslations();

/**
 * spec §2 personalHistoryCopy: every round the member played (house games now, lottery and the
 * others as they land), filtered by days, category and vendor, with the totals of the whole
 * filter, paged on the server.
 */
export default function BettingRecordPage() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  const filters = useRecordsFilters();
  const [category, setCategory] = useState('');
  const [vendor, setVendor] = useState('');
  const menus = useQuery(getGameMenus.query());
  const categories = menus.data?.categories ?? [];
  const vendorsOf = categories
    .filter((entry) => !category || entry.gameType === category)
    .flatMap((entry) => entry.vendors);
  const vendors = [...new Map(vendorsOf.map((entry) => [entry.vassalage, entry])).values()];
  const record = useQuery({
    ...getBettingRecord.query({
      ...filters.params,
      ...(category ? { category } : {}),
      ...(vendor ? { vendor } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const categoryName = (code: string) =>
    categories.find((entry) => entry.gameType === code)?.name[language] ??
    t(`category.${code}`, { defaultValue: code });

  const columns: TableColumn<BetRecord>[] = [
    { key: 'betAt', header: t('time'), cell: (row) => formatDateTime(row.betAt, i18n.language) },
    ...betRoundColumns<BetRecord>(t, i18n.language, categoryName),
  ];

  return (
    <div data-testid="betting-record-page">
      <h3 className="section-title">{t('title')}</h3>
      <RecordsFilters daysLabel={t('days')} filters={filters}>
        <FilterSelect
          name="category"
          label={t('categoryLabel')}
          allLabel={t('all')}
          value={category}
          onChange={filters.refilter((next: string) => {
            setCategory(next);
            setVendor('');
          })}
          options={categories.map((entry) => ({
            value: entry.gameType,
            label: entry.name[language],
          }))}
        />
        <FilterSelect
          name="vendor"
          label={t('vendor')}
          allLabel={t('all')}
          value={vendor}
          onChange={filters.refilter(setVendor)}
          options={vendors.map((entry) => ({ value: entry.vassalage, label: entry.displayName }))}
        />
      </RecordsFilters>
      {record.data && (
        <BetTotalsTiles
          testId="betting-totals"
          totals={record.data.totals}
          labels={{
            count: t('count'),
            stake: t('stake'),
            validBet: t('validBet'),
            winLoss: t('winLoss'),
          }}
        />
      )}
      <RecordsTable
        caption={t('title')}
        columns={columns}
        rowKey={(row) => row.id}
        answer={record}
        {...filters.paging}
        emptyTitle={t('emptyTitle')}
        emptyBody={t('emptyBody')}
      />
    </div>
  );
}
