import type { OpsFeedback, QuestionType } from '@site/contracts';
import { SelectField, StatusBadge, type TableColumn } from '@site/shared/ui';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { formatMoment, waitedText } from '../../ui/format';
import { listRows, type ListAnswer } from '../../ui/query-table.component';
import { QueuePage } from '../../ui/queue-page.component';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { RowActions } from '../../ui/row-actions.component';
import { useQueuePage } from '../../ui/use-queue-page';
import { handleFeedback } from './feedback-handle.resource';
import { listFeedback, type FeedbackQueueQuery } from './feedback.resource';

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
  const [status, setStatus] = useState<Status>('open');
  const [questionType, setQuestionType] = useState<QuestionType | ''>('');
  const page = useQueuePage<FeedbackQueueQuery, ListAnswer<OpsFeedback>, OpsFeedback>(
    listFeedback,
    // Feedback has no amount and the API no member filter: brand and age only.
    ({ brand, minAgeMinutes }, pageNo, pageSize) => ({
      status,
      ...(brand ? { brand } : {}),
      ...(questionType ? { questionType } : {}),
      ...(minAgeMinutes ? { minAgeMinutes } : {}),
      pageNo,
      pageSize,
    }),
  );
  const { queue, act } = page;

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
            <RowActions
              actions={[{ id: 'handle', label: t('feedback.handle'), tone: 'primary' }]}
              rowName={row.id}
              onPick={() => act(row)}
            />
          ),
      },
    ],
    [t, language, now, act],
  );

  const handling = page.acting;
  return (
    <QueuePage
      name="feedback"
      title={t('feedback.title')}
      state={page}
      brands={brands}
      filters={{ member: false }}
      ownFilters={
        <>
          <SelectField
            name="status"
            label={t('feedback.status')}
            value={status}
            onChange={page.restarting(setStatus)}
            options={(['open', 'handled'] as const).map((value) => ({
              value,
              label: t(`feedback.statuses.${value}`),
            }))}
          />
          <SelectField
            name="questionType"
            label={t('feedback.columns.type')}
            value={questionType}
            onChange={page.restarting(setQuestionType)}
            options={[
              { value: '' as const, label: t('feedback.allTypes') },
              ...(Object.keys(TOPICS) as QuestionType[]).map((value) => ({
                value,
                label: t(`feedback.types.${value}`),
              })),
            ]}
          />
        </>
      }
      rowsOf={listRows}
      caption={t('feedback.caption')}
      columns={columns}
      rowKey={(row) => row.id}
      emptyTitle={t(`feedback.empty.${status}`)}
    >
      {handling && (
        <ReasonDialog
          open
          title={t('feedback.handleTitle')}
          confirmLabel={t('feedback.handle')}
          field={{ kind: 'reason', label: t('feedback.note'), required: true, maxLength: 500 }}
          onConfirm={async (note) => {
            const feedback = await handleFeedback(handling.id, note);
            page.done(t('feedback.done', { id: feedback.id }));
          }}
          onClose={page.stopActing}
          testId="feedback-dialog"
        >
          {t('feedback.handleBody', {
            member: handling.member ?? t('feedback.visitor'),
            brand: handling.brand,
          })}
        </ReasonDialog>
      )}
    </QueuePage>
  );
}
