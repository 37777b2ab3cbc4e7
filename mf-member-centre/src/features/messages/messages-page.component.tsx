import {
  formatMoney,
  type MemberMessage,
  type MessageType,
  useBusState,
  useTranslation,
} from '@site/shared';
import {
  ConfirmDialog,
  DataTable,
  SelectField,
  Tabs,
  useFailureMessage,
  useTableState,
  type TableColumn,
  formatDateTime,
} from '@site/shared/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { addMessagesTranslations, MESSAGES_NAMESPACE } from './i18n/messages-translations';
import { MessageIcon } from './message-icon.component';
import { getMessages } from './message-list.resource';
import { readMessage } from './message-read.resource';
import { MessageReader } from './message-reader.component';
import { MESSAGE_TYPES, messageText } from './message-text';
import { deleteMessages } from './messages-delete.resource';
import { markAllMessagesRead } from './messages-read-all.resource';
import './messages.css';

addMessagesTranslations();

type StatusFilter = 'all' | 'unread' | 'read';
const PAGE_SIZE = 10;

/**
 * The messageV2 page: the member's inbox, paged and filtered on the server. Opening a message
 * marks it read; the header's and the menu's badges follow through the live push (bus
 * 'unread'), and a message that arrives while the page is open reloads the list.
 */
export default function MessagesPage() {
  const { t, i18n } = useTranslation(MESSAGES_NAMESPACE);
  const failure = useFailureMessage();
  const queryClient = useQueryClient();
  const { currencySymbol } = useBusState('balance');
  const unread = useBusState('unread').messages;
  const table = useTableState({ pageSize: PAGE_SIZE });
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<MessageType | ''>('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<MemberMessage | null>(null);
  const [toDelete, setToDelete] = useState<readonly MemberMessage[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const query = {
    status,
    ...(type ? { type } : {}),
    pageNo: table.page,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({ ...getMessages.query(query), placeholderData: keepPreviousData });

  const reload = () => queryClient.invalidateQueries({ queryKey: getMessages.endpointKey });
  // A message that arrives (or is read in another tab) changes the pushed count: reload.
  const seenUnread = useRef(unread);
  useEffect(() => {
    if (seenUnread.current === unread) return;
    seenUnread.current = unread;
    void queryClient.invalidateQueries({ queryKey: getMessages.endpointKey });
  }, [unread, queryClient]);

  const received = (message: MemberMessage) => formatDateTime(message.createdAt, i18n.language);
  const textOf = (message: MemberMessage) =>
    messageText(
      message,
      t,
      (amount) => formatMoney(amount, currencySymbol, i18n.language),
      i18n.language,
    );

  const markRead = useMutation({
    mutationFn: (message: MemberMessage) => readMessage({ id: message.id }),
    onSuccess: () => reload(),
  });
  const markAll = useMutation({
    mutationFn: () => markAllMessagesRead(),
    onSuccess: () => reload(),
    onError: (cause) => setError(failure(cause)),
  });

  const open = (message: MemberMessage) => {
    setError(null);
    setOpened(message);
    if (!message.readAt) markRead.mutate(message);
  };

  const remove = async (messages: readonly MemberMessage[]) => {
    setError(null);
    try {
      await deleteMessages({ ids: messages.map((message) => message.id) });
      setSelected(new Set());
      setOpened(null);
      // The last rows of a page gone: show the page before it.
      if (list.data && messages.length >= list.data.list.length && table.page > 1)
        table.setPage(table.page - 1);
      await reload();
    } catch (cause) {
      setError(failure(cause));
    } finally {
      setToDelete(null);
    }
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const rows = list.data?.list ?? [];
  const columns: TableColumn<MemberMessage>[] = [
    {
      key: 'select',
      header: t('columns.select'),
      cell: (message) => (
        <input
          type="checkbox"
          className="messages__check"
          checked={selected.has(message.id)}
          onChange={(event) => toggle(message.id, event.target.checked)}
          aria-label={t('selectMessage', { title: textOf(message).title })}
        />
      ),
    },
    {
      key: 'message',
      header: t('columns.message'),
      cell: (message) => {
        const text = textOf(message);
        return (
          <button
            type="button"
            className={`message-row${message.readAt ? '' : ' message-row--unread'}`}
            onClick={() => open(message)}
            data-testid="message-row"
          >
            <MessageIcon type={message.type} />
            <span className="message-row__text">
              <span className="message-row__title">
                {!message.readAt && (
                  <span className="message-row__dot">
                    <span className="visually-hidden">{t('unreadMark')}</span>
                  </span>
                )}
                {text.title}
              </span>
              <span className="message-row__preview">{text.body}</span>
              <time className="message-row__time" dateTime={message.createdAt}>
                {received(message)}
              </time>
            </span>
          </button>
        );
      },
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      align: 'end',
      cell: (message) => (
        <button
          type="button"
          className="site-button messages__delete"
          onClick={() => setToDelete([message])}
          aria-label={`${t('delete')}: ${textOf(message).title}`}
        >
          {t('delete')}
        </button>
      ),
    },
  ];

  const filtered = status !== 'all' || type !== '';
  const chosen = rows.filter((message) => selected.has(message.id));
  const unreadTotal = list.data?.unread ?? unread;

  return (
    <section className="messages" aria-labelledby="messages-heading" data-testid="messages-page">
      <header className="messages__header">
        <h3 id="messages-heading" className="section-title">
          {t('heading')}
        </h3>
        <span className="messages__unread" data-testid="messages-unread" aria-live="polite">
          {t('unreadSummary', { count: unreadTotal })}
        </span>
        <div className="messages__actions">
          {chosen.length > 0 && (
            <button type="button" className="site-button" onClick={() => setToDelete(chosen)}>
              {t('deleteSelected')}
            </button>
          )}
          <button
            type="button"
            className="site-button site-button--primary"
            onClick={() => markAll.mutate()}
            disabled={unreadTotal === 0 || markAll.isPending}
            aria-busy={markAll.isPending || undefined}
          >
            {t('markAllRead')}
          </button>
        </div>
      </header>

      <div className="messages__filters" role="group" aria-label={t('filters')}>
        <Tabs
          label={t('filters')}
          tabs={(['all', 'unread', 'read'] as const).map((id) => ({
            id,
            label: t(`status.${id}`),
          }))}
          active={status}
          onChange={(next) => {
            setStatus(next);
            setSelected(new Set());
            table.restart();
          }}
        />
        <SelectField
          name="messageType"
          label={t('typeFilter')}
          value={type}
          onChange={(next) => {
            setType(next);
            setSelected(new Set());
            table.restart();
          }}
          options={[
            { value: '' as const, label: t('allTypes') },
            ...MESSAGE_TYPES.map((value) => ({ value, label: t(`typeNames.${value}`) })),
          ]}
        />
      </div>

      {error && (
        <p className="messages__error" role="alert">
          {error}
        </p>
      )}

      <DataTable
        caption={t('caption')}
        columns={columns}
        rowKey={(message) => message.id}
        data={list.data ? { rows, total: list.data.total } : null}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        page={table.page}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => {
          setSelected(new Set());
          table.setPage(page);
        }}
        emptyTitle={t('emptyTitle')}
        emptyBody={filtered ? t('emptyFilteredBody') : t('emptyBody')}
      />

      <MessageReader
        message={opened}
        text={opened ? textOf(opened) : null}
        received={opened ? received(opened) : ''}
        onDelete={(message) => {
          setOpened(null);
          setToDelete([message]);
        }}
        onClose={() => setOpened(null)}
      />

      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete?.length === 1 ? t('deleteOneTitle') : t('deleteManyTitle')}
        tone="danger"
        confirmLabel={t('delete')}
        onConfirm={() => remove(toDelete ?? [])}
        onCancel={() => setToDelete(null)}
        testId="messages-confirm-delete"
      >
        {toDelete?.length === 1
          ? t('deleteOneBody', { title: textOf(toDelete[0]!).title })
          : t('deleteManyBody', { count: toDelete?.length ?? 0 })}
      </ConfirmDialog>
    </section>
  );
}
