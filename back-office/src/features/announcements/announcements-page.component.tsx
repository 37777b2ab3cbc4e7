import type { ContentState, OpsAnnouncement } from '@site/contracts';
import {
  SelectField,
  StatusBadge,
  Tabs,
  TextAreaField,
  TextField,
  type StatusTone,
  type TableColumn,
} from '@site/shared/ui';
import { useMemo, useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { useContentDraft } from '../../ui/use-content-draft';
import { BrandPage } from '../../ui/brand-page.component';
import { DateTimeField } from '../../ui/datetime-field.component';
import { formatShortMoment } from '../../ui/format';
import { ChangeConfirmation } from '../../ui/change-confirmation.component';
import { ContentFormActions } from '../../ui/content-form-actions.component';
import { ContentToolbar } from '../../ui/content-toolbar.component';
import { listRows, QueryTable } from '../../ui/query-table.component';
import { ReasonDialog } from '../../ui/reason-dialog.component';
import { useContentList } from '../../ui/use-content-list';
import '../../ui/content.css';
import {
  ANNOUNCEMENT_TYPE_LIST,
  announcementErrors,
  AUDIENCE_LIST,
  changedAnnouncementFields,
  draftOfAnnouncement,
  editBodyOf,
  emptyAnnouncementDraft,
  EXECUTION_LIST,
  publishBodyOf,
  type AnnouncementDraft,
  type AnnouncementField,
} from './announcement-form';
import { endAnnouncement } from './announcement-end.resource';
import { AnnouncementPreview } from './announcement-preview.component';
import { editAnnouncement, publishAnnouncement } from './announcement-save.resource';
import { listAnnouncements } from './announcements.resource';

const PAGE_SIZE = 20;
type StateTab = ContentState | 'all';
const TABS: readonly StateTab[] = ['current', 'scheduled', 'ended', 'all'];
const STATE_TONES: Record<ContentState, StatusTone> = {
  current: 'success',
  scheduled: 'info',
  ended: 'neutral',
};

/**
 * Announcements (support): a brand's list by state with paging; publish, edit or end one, in
 * BN and EN, with a preview of the sanitised HTML; each change confirmed with a reason.
 */
export function AnnouncementsPage() {
  const { t } = useConsoleTranslation();
  return (
    <BrandPage
      name="announcements"
      title={t('announcements.title')}
      intro={t('announcements.intro')}
      className="queue content"
    >
      {(brand) => <BrandAnnouncements brand={brand} />}
    </BrandPage>
  );
}

function BrandAnnouncements({ brand }: { brand: string }) {
  const { t, i18n } = useConsoleTranslation();
  const [tab, setTab] = useState<StateTab>('current');
  const [editing, setEditing] = useState<{ item: OpsAnnouncement | null } | null>(null);
  const [ending, setEnding] = useState<OpsAnnouncement | null>(null);
  const { list, table, notice, clearNotice, done } = useContentList(
    listAnnouncements,
    (pageNo, pageSize) => ({ brand, ...(tab === 'all' ? {} : { state: tab }), pageNo, pageSize }),
    PAGE_SIZE,
  );
  const language = i18n.language;
  const title = (item: OpsAnnouncement) => (language === 'en' ? item.titleEn : item.titleBn);

  const columns = useMemo<TableColumn<OpsAnnouncement>[]>(
    () => [
      {
        key: 'title',
        header: t('announcements.columns.title'),
        cell: (row) => (
          <span className="content-cell">
            <strong lang="bn">{row.titleBn}</strong>
            <span lang="en">{row.titleEn}</span>
            <small>
              <code>{row.code}</code>
            </small>
          </span>
        ),
      },
      {
        key: 'kind',
        header: t('announcements.columns.kind'),
        cell: (row) => (
          <span className="content-cell">
            <span>{t(`announcements.types.${row.type}`)}</span>
            <small>{t(`announcements.executions.${row.execution}`)}</small>
            <small>{t(`announcements.audiences.${row.audience}`)}</small>
          </span>
        ),
      },
      {
        key: 'window',
        header: t('announcements.columns.window'),
        cell: (row) => (
          <span className="content-cell">
            <StatusBadge tone={STATE_TONES[row.state]}>
              {t(`content.states.${row.state}`)}
            </StatusBadge>
            <small>{t('content.from', { time: formatShortMoment(row.startAt, language) })}</small>
            <small>
              {row.endAt
                ? t('content.until', { time: formatShortMoment(row.endAt, language) })
                : t('content.untilEnded')}
            </small>
          </span>
        ),
      },
      {
        key: 'actions',
        header: t('announcements.columns.actions'),
        cell: (row) => (
          <span className="content-actions">
            <button
              type="button"
              className="site-button console-button--small"
              aria-label={t('announcements.editOne', { title: title(row) })}
              onClick={() => {
                clearNotice();
                setEditing({ item: row });
              }}
            >
              {t('content.edit')}
            </button>
            {row.state !== 'ended' && (
              <button
                type="button"
                className="site-button console-button--small console-button--danger"
                aria-label={t('announcements.endOne', { title: title(row) })}
                onClick={() => {
                  clearNotice();
                  setEnding(row);
                }}
              >
                {t('content.endNow')}
              </button>
            )}
          </span>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );

  return (
    <>
      <ContentToolbar
        addLabel={t('announcements.add')}
        onAdd={() => {
          clearNotice();
          setEditing({ item: null });
        }}
        notice={notice}
      />
      {editing && (
        <AnnouncementForm
          key={editing.item?.id ?? 'new'}
          brand={brand}
          item={editing.item}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            done(text);
          }}
        />
      )}
      <Tabs
        label={t('announcements.states')}
        tabs={TABS.map((id) => ({
          id,
          label: id === 'all' ? t('content.states.all') : t(`content.states.${id}`),
        }))}
        active={tab}
        onChange={(next) => {
          setTab(next);
          table.restart();
        }}
      >
        <QueryTable
          query={list}
          rowsOf={listRows}
          table={table}
          caption={t('announcements.caption', { brand })}
          columns={columns}
          rowKey={(row) => row.id}
          emptyTitle={t(`announcements.empty.${tab}`)}
          emptyBody={t('announcements.emptyBody')}
        />
      </Tabs>
      {ending && (
        <ReasonDialog
          open
          title={t('announcements.endTitle', { title: title(ending) })}
          confirmLabel={t('content.endNow')}
          tone="danger"
          field={{ kind: 'reason', label: t('common.reason'), required: true, maxLength: 500 }}
          onConfirm={async (reason) => {
            await endAnnouncement(ending.id, reason);
            done(t('announcements.ended', { title: title(ending) }));
          }}
          onClose={() => setEnding(null)}
          testId="announcement-end-confirmation"
        >
          {t('announcements.endBody', {
            title: title(ending),
            audience: t(`announcements.audiences.${ending.audience}`),
            brand: ending.brand,
          })}
        </ReasonDialog>
      )}
    </>
  );
}

type AnnouncementFormProps = {
  brand: string;
  item: OpsAnnouncement | null;
  onClose: () => void;
  onSaved: (notice: string) => void;
};

/** A new announcement or an edit, with the sanitised preview and the confirmation. */
function AnnouncementForm({ brand, item, onClose, onSaved }: AnnouncementFormProps) {
  const { t, i18n } = useConsoleTranslation();
  const before = useMemo(() => (item ? draftOfAnnouncement(item) : null), [item]);
  const { draft, changes, tried, reviewing, stopReviewing, set, errorOf, review } = useContentDraft<
    AnnouncementDraft,
    AnnouncementField
  >(
    before ?? emptyAnnouncementDraft,
    (current) => ({
      errors: announcementErrors(current, item === null),
      changes: changedAnnouncementFields(before, current),
    }),
    (code) => t(`announcements.errors.${code}`),
  );
  const shown = (field: AnnouncementField, value: string) => {
    if (field === 'type') return t(`announcements.types.${value}`);
    if (field === 'execution') return t(`announcements.executions.${value}`);
    if (field === 'audience') return t(`announcements.audiences.${value}`);
    if ((field === 'startAt' || field === 'endAt') && value)
      return formatShortMoment(new Date(value).toISOString(), i18n.language);
    if (field === 'startAt') return t('announcements.now');
    if (field === 'endAt') return t('content.untilEnded');
    if (field === 'htmlBn' || field === 'htmlEn') return t('announcements.htmlChanged');
    return value.trim() || '–';
  };

  return (
    <>
      <form
        className="content-form"
        aria-labelledby="announcement-form-title"
        noValidate
        onSubmit={review}
      >
        <h2 id="announcement-form-title">
          {item
            ? t('announcements.editTitle', { code: item.code })
            : t('announcements.newTitle', { brand })}
        </h2>
        <div className="content-form__grid content-form__grid--three">
          {item === null && (
            <TextField
              name="code"
              label={t('announcements.fields.code')}
              value={draft.code}
              onChange={set('code')}
              error={errorOf('code')}
              hint={t('announcements.hints.code')}
              required
            />
          )}
          <SelectField
            name="audience"
            label={t('announcements.fields.audience')}
            value={draft.audience}
            onChange={set('audience')}
            options={AUDIENCE_LIST.map((value) => ({
              value,
              label: t(`announcements.audiences.${value}`),
            }))}
          />
          <SelectField
            name="type"
            label={t('announcements.fields.type')}
            value={draft.type}
            onChange={set('type')}
            options={ANNOUNCEMENT_TYPE_LIST.map((value) => ({
              value,
              label: t(`announcements.types.${value}`),
            }))}
          />
          <SelectField
            name="execution"
            label={t('announcements.fields.execution')}
            value={draft.execution}
            onChange={set('execution')}
            hint={t('announcements.hints.execution')}
            options={EXECUTION_LIST.map((value) => ({
              value,
              label: t(`announcements.executions.${value}`),
            }))}
          />
          <DateTimeField
            name="startAt"
            label={t('content.fields.start')}
            value={draft.startAt}
            onChange={set('startAt')}
            error={errorOf('startAt')}
            hint={t(item ? 'announcements.hints.startKept' : 'announcements.hints.start')}
          />
          <DateTimeField
            name="endAt"
            label={t('content.fields.end')}
            value={draft.endAt}
            onChange={set('endAt')}
            error={errorOf('endAt')}
            hint={t('content.hints.end')}
          />
        </div>
        <div className="content-form__grid">
          <TextField
            name="titleBn"
            label={t('announcements.fields.titleBn')}
            value={draft.titleBn}
            onChange={set('titleBn')}
            error={errorOf('titleBn')}
            required
          />
          <TextField
            name="titleEn"
            label={t('announcements.fields.titleEn')}
            value={draft.titleEn}
            onChange={set('titleEn')}
            error={errorOf('titleEn')}
            required
          />
          <TextAreaField
            name="htmlBn"
            label={t('announcements.fields.htmlBn')}
            value={draft.htmlBn}
            onChange={set('htmlBn')}
            error={errorOf('htmlBn')}
            hint={t('announcements.hints.html')}
            rows={6}
            required
          />
          <TextAreaField
            name="htmlEn"
            label={t('announcements.fields.htmlEn')}
            value={draft.htmlEn}
            onChange={set('htmlEn')}
            error={errorOf('htmlEn')}
            hint={t('announcements.hints.html')}
            rows={6}
            required
          />
          <AnnouncementPreview htmlBn={draft.htmlBn} htmlEn={draft.htmlEn} />
        </div>
        <ContentFormActions
          nothingChanged={tried && before !== null && changes.length === 0}
          onCancel={onClose}
        />
      </form>
      {reviewing && (
        <ChangeConfirmation
          intro={t('content.confirmIntro', { count: changes.length })}
          title={
            item
              ? t('announcements.confirmEdit', { code: item.code })
              : t('announcements.confirmNew', {
                  brand,
                  audience: t(`announcements.audiences.${draft.audience}`),
                })
          }
          confirmLabel={t(item ? 'content.save' : 'announcements.publish')}
          rows={changes.map((field) => ({
            id: field,
            label: t(`announcements.fields.${field}`),
            before: before ? shown(field, before[field]) : null,
            after: shown(field, draft[field]),
          }))}
          withBefore={before !== null}
          onConfirm={async (reason) => {
            if (item) {
              const saved = await editAnnouncement(item.id, editBodyOf(item, draft, reason));
              onSaved(t('announcements.savedEdit', { title: saved.titleEn }));
            } else {
              await publishAnnouncement(publishBodyOf(brand, draft, reason));
              onSaved(t('announcements.savedNew', { title: draft.titleEn.trim() }));
            }
          }}
          onClose={stopReviewing}
          testId="announcement-confirmation"
        />
      )}
    </>
  );
}
