import type { OpsFeedback, QuestionType } from '@site/contracts';
import {
  DataTable,
  SelectField,
  StatusBadge,
  useTableState,
  type TableColumn,
} from '@site/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatMoment, waitedText } from '../../ui/format';
import { QueueFilters } from '../../ui/queue-filters.component';
import type { QueueFilter } from '../../ui/queue-filters';
import { QueueHeader } from '../../ui/queue-header.component';
import { useQueue } from '../../ui/use-queue';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { handleFeedback } from './feedback-handle.resource';
import { listFeedback } from './feedback.resource';

const PAGE_SIZE = 20;
/**
 * The feedback form's topics (the contracts' QUESTION_TYPES), kept here as types only: the
 * console imports no contracts code at run time.
 */
const TOPICS: Record<QuestionType, true> = {
  DEPOSIT: true,
  WITHDRAWAL: true,
  GAME: true,
  ACCOUNT: true,
  SUGGESTION: true,
  OTHER: true,
};
type Status = 'open' | 'handled';

/** What members wrote (the site's feedback form and the chat page): read it, act, mark it handled. */
export function FeedbackPage({ brands }: { brands: readonly string[] | null }) {
  const { t, i18n } = useConsoleTranslation();
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [status, setStatus] = useState<Status>('open');
  const [questionType, setQuestionType] = useState<QuestionType | ''>('');
  // Feedback has no amount and the API no member filter: brand and age only.
  const [{ brand, minAgeMinutes }, setFilter] = useState<QueueFilter>({});
  const [handling, setHandling] = useState<OpsFeedback>();
  const [done, setDone] = useState<string | null>(null);

  const { queue, refresh } = useQueue(listFeedback, {
    status,
    ...(brand ? { brand } : {}),
    ...(questionType ? { questionType } : {}),
    ...(minAgeMinutes ? { minAgeMinutes } : {}),
    pageNo: table.page,
    pageSize: PAGE_SIZE,
  });
  const handle = useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => handleFeedback(id, note),
    onSuccess: (feedback) => {
      setDone(t('feedback.done', { id: feedback.id }));
      void refresh();
    },
  });

  const language = i18n.language;
  const now = queue.dataUpdatedAt || Date.now();
  const columns = useMemo<TableColumn<OpsFeedback>[]>(
    () => [
      { key: 'id', header: t('feedback.columns.id'), cell: (row) => <code>{row.id}</code> },
      {
        key: 'from',
        header: t('feedback.columns.from'),
        cell: (row) => (
          <span className="status-cell">
            <strong>{row.member ?? t('feedback.signedOut')}</strong>
            {row.brand}
            {row.contact && <span>{t('feedback.contact', { contact: row.contact })}</span>}
          </span>
        ),
      },
      {
        key: 'type',
        header: t('feedback.columns.type'),
        cell: (row) => (
          <StatusBadge tone="info">{t(`feedback.types.${row.questionType}`)}</StatusBadge>
        ),
      },
      {
        key: 'content',
        header: t('feedback.columns.content'),
        // As the member wrote it: plain text, line breaks kept.
        cell: (row) => <p className="feedback-text">{row.content}</p>,
      },
      {
        key: 'sent',
        header: t('feedback.columns.sent'),
        cell: (row) => (
          <span className="status-cell">
            {formatMoment(row.createdAt, language)}
            {!row.handledAt && <small>{waitedText(row.createdAt, now, t)}</small>}
          </span>
        ),
      },
      {
        key: 'handled',
        header: t('feedback.columns.handled'),
        cell: (row) =>
          row.handledAt ? (
            <span className="status-cell">
              <StatusBadge tone="success">
                {t('feedback.handledBy', { name: row.handledBy })}
              </StatusBadge>
              <small>{formatMoment(row.handledAt, language)}</small>
              <span className="feedback-text">{row.handledNote}</span>
            </span>
          ) : (
            <button
              type="button"
              className="site-button site-button--primary console-button--small"
              aria-label={`${t('feedback.handle')} ${row.id}`}
              onClick={() => {
                setDone(null);
                setHandling(row);
              }}
            >
              {t('feedback.handle')}
            </button>
          ),
      },
    ],
    [t, language, now],
  );

  return (
    <section className="queue" aria-labelledby="feedback-title">
      <QueueHeader
        id="feedback-title"
        title={t('feedback.title')}
        updatedAt={queue.dataUpdatedAt}
        refreshing={queue.isFetching}
        onRefresh={() => void refresh()}
      />
      <QueueFilters
        brands={brands}
        member={false}
        onApply={(next) => {
          setFilter(next);
          table.restart();
        }}
      >
        <SelectField
          name="status"
          label={t('feedback.status')}
          value={status}
          onChange={(next) => {
            setStatus(next);
            table.restart();
          }}
          options={(['open', 'handled'] as const).map((value) => ({
            value,
            label: t(`feedback.statuses.${value}`),
          }))}
        />
        <SelectField
          name="questionType"
          label={t('feedback.columns.type')}
          value={questionType}
          onChange={(next) => {
            setQuestionType(next);
            table.restart();
          }}
          options={[
            { value: '' as const, label: t('feedback.allTypes') },
            ...(Object.keys(TOPICS) as QuestionType[]).map((value) => ({
              value,
              label: t(`feedback.types.${value}`),
            })),
          ]}
        />
      </QueueFilters>
      {done && (
        <p className="console-notice console-notice--success" role="status">
          {done}
        </p>
      )}
      <DataTable
        caption={t('feedback.caption')}
        columns={columns}
        rowKey={(row) => row.id}
        data={queue.data ? { rows: queue.data.list, total: queue.data.total } : null}
        loading={queue.isPlaceholderData}
        error={queue.isError && !queue.data ? queue.error : null}
        onRetry={() => void queue.refetch()}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={table.setPage}
        emptyTitle={t(`feedback.empty.${status}`)}
      />
      {handling && (
        <ReasonDialog
          open
          title={t('feedback.handleTitle')}
          confirmLabel={t('feedback.handle')}
          field={{ kind: 'reason', label: t('feedback.note'), required: true, maxLength: 500 }}
          onConfirm={(note) => handle.mutateAsync({ id: handling.id, note })}
          onClose={() => setHandling(undefined)}
          testId="feedback-dialog"
        >
          {t('feedback.handleBody', {
            member: handling.member ?? t('feedback.visitor'),
            brand: handling.brand,
          })}
        </ReasonDialog>
      )}
    </section>
  );
}
