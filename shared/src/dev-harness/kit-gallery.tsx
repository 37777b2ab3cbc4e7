import {
  AmountInput,
  ConfirmDialog,
  DataTable,
  DatePresetPicker,
  FormFooter,
  ImageUploadField,
  Modal,
  PasswordField,
  PeriodPicker,
  periodRange,
  presetRange,
  required,
  SelectField,
  StatusBadge,
  Tabs,
  TextAreaField,
  TextField,
  toIsoDate,
  useFieldMessage,
  useFormState,
  useTableState,
  validateFields,
  type FieldErrors,
  type PeriodValue,
  type StatusTone,
  type TableColumn,
  type TablePage,
} from '@site/shared/ui';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import './kit-gallery.css';

/**
 * Every UI kit part on one page, for a team that builds a centre and for screenshots: open a
 * remote's standalone page with `?kit`. Sample texts are the gallery's own; the kit's texts
 * follow the harness's language and theme switches.
 */
type Record = { id: number; game: string; stake: number; status: 'won' | 'lost' | 'pending' };
const TONES: { [Status in Record['status']]: StatusTone } = {
  won: 'success',
  lost: 'danger',
  pending: 'warning',
};
const RECORDS: Record[] = Array.from({ length: 37 }, (_, index) => ({
  id: index + 1,
  game: ['Teen Patti', 'Crash', 'Cricket exchange', 'Fishing king'][index % 4]!,
  stake: ((index * 37) % 500) + 10,
  status: (['won', 'lost', 'pending'] as const)[index % 3]!,
}));

const COLUMNS: TableColumn<Record>[] = [
  { key: 'id', header: 'No.', cell: (row) => row.id, sortable: true },
  { key: 'game', header: 'Game', cell: (row) => row.game, sortable: true },
  {
    key: 'stake',
    header: 'Stake',
    cell: (row) => row.stake.toFixed(2),
    align: 'end',
    sortable: true,
  },
  {
    key: 'status',
    header: 'Result',
    cell: (row) => <StatusBadge tone={TONES[row.status]}>{row.status}</StatusBadge>,
  },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="kit-gallery__section">
      <h2 className="section-title">{title}</h2>
      {children}
    </section>
  );
}

function SampleForm() {
  type Values = { username: string; password: string };
  const [values, setValues] = useState<Values>({ username: '', password: '' });
  const [amount, setAmount] = useState<number | null>(null);
  const [bank, setBank] = useState('bkash');
  const [note, setNote] = useState('');
  const state = useFormState<FieldErrors<Values>>();
  const message = useFieldMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.rejectInvalid(validateFields(values, { username: [required()], password: [required()] }));
  };
  return (
    <form ref={state.form} className="form" onSubmit={submit} noValidate>
      <TextField
        name="username"
        label="Username"
        value={values.username}
        onChange={(username) => setValues({ ...values, username })}
        error={message(state.errors.username)}
      />
      <PasswordField
        name="password"
        label="Password"
        value={values.password}
        onChange={(password) => setValues({ ...values, password })}
        error={message(state.errors.password)}
      />
      <AmountInput
        name="amount"
        label="Amount"
        value={amount}
        onChange={setAmount}
        currencySymbol="৳"
        min={100}
        max={50000}
        required
      />
      <SelectField
        name="bank"
        label="Wallet"
        value={bank}
        onChange={setBank}
        options={[
          { value: 'bkash', label: 'bKash' },
          { value: 'nagad', label: 'Nagad' },
        ]}
      />
      <TextAreaField
        name="note"
        label="Note"
        value={note}
        onChange={setNote}
        counter={`${note.length} / 140`}
      />
      <FormFooter error={state.formError} busy={state.busy} label="Submit" />
    </form>
  );
}

function SampleTable() {
  const table = useTableState({ pageSize: 8 });
  const [data, setData] = useState<TablePage<Record> | null>(null);
  useEffect(() => {
    const sorted = [...RECORDS];
    if (table.sort) {
      const { key, direction } = table.sort;
      sorted.sort((a, b) => {
        const order = a[key as keyof Record] > b[key as keyof Record] ? 1 : -1;
        return direction === 'asc' ? order : -order;
      });
    }
    const start = (table.page - 1) * table.pageSize;
    setData({ rows: sorted.slice(start, start + table.pageSize), total: sorted.length });
  }, [table.page, table.pageSize, table.sort]);
  return (
    <DataTable
      caption="Betting record"
      columns={COLUMNS}
      rowKey={(row) => row.id}
      data={data}
      loading={false}
      error={null}
      page={table.page}
      pageSize={table.pageSize}
      onPageChange={table.setPage}
      sort={table.sort}
      onSortChange={table.setSort}
    />
  );
}

export function KitGallery() {
  const today = toIsoDate(new Date());
  const [tab, setTab] = useState<'form' | 'table'>('form');
  const [modalOpen, setModalOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [range, setRange] = useState(presetRange('previous7', today));
  const [period, setPeriod] = useState<PeriodValue>({
    period: 'halfMonthly',
    range: periodRange('halfMonthly', today),
  });
  const [files, setFiles] = useState<File[]>([]);
  return (
    <div className="kit-gallery" data-testid="kit-gallery">
      <h1 className="page-heading">UI kit</h1>
      <Section title="Status badges">
        <p className="kit-gallery__row">
          <StatusBadge tone="success">Approved</StatusBadge>
          <StatusBadge tone="warning">In process</StatusBadge>
          <StatusBadge tone="danger">Rejected</StatusBadge>
          <StatusBadge tone="info">Applying</StatusBadge>
          <StatusBadge>Closed</StatusBadge>
        </p>
      </Section>
      <Section title="Tabs">
        <Tabs
          label="Sample tabs"
          tabs={[
            { id: 'form', label: 'Form' },
            { id: 'table', label: 'Table', badge: 3 },
          ]}
          active={tab}
          onChange={setTab}
        >
          {tab === 'form' ? <SampleForm /> : <SampleTable />}
        </Tabs>
      </Section>
      <Section title="Dates">
        <DatePresetPicker label="Betting date" value={range} onChange={setRange} today={today} />
        <PeriodPicker label="Salary period" value={period} onChange={setPeriod} today={today} />
      </Section>
      <Section title="Image upload">
        <ImageUploadField name="proof" label="Proof of payment" files={files} onChange={setFiles} />
      </Section>
      <Section title="Dialogs">
        <p className="kit-gallery__row">
          <button type="button" className="site-button" onClick={() => setModalOpen(true)}>
            Open modal
          </button>
          <button type="button" className="site-button" onClick={() => setConfirmOpen(true)}>
            Ask to confirm
          </button>
        </p>
        <Modal open={modalOpen} title="Modal" onClose={() => setModalOpen(false)} variant="wrapper">
          <p>Escape, the close button or the background closes it.</p>
        </Modal>
        <ConfirmDialog
          open={confirmOpen}
          title="Cancel the withdrawal?"
          tone="danger"
          onConfirm={() => setConfirmOpen(false)}
          onCancel={() => setConfirmOpen(false)}
        >
          The money goes back to your wallet.
        </ConfirmDialog>
      </Section>
    </div>
  );
}
