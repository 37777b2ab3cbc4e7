import { callApi } from '../operator-client.js';
import { printLine, printTable, required, type Command } from './command.js';

interface OpsDeposit {
  reference: string;
  brand: string;
  member: string;
  method: string;
  channel: string;
  amount: number;
  state: string;
  createdAt: string;
  settledAt: string | null;
  failReason: string | null;
  proofFileIds: string[];
  transactionId: string | null;
  providerReference: string | null;
}

const row = (order: OpsDeposit) => ({
  reference: order.reference,
  brand: order.brand,
  member: order.member,
  method: `${order.method}/${order.channel}`,
  amount: order.amount.toFixed(2),
  state: order.state,
  created: order.createdAt,
});

const reference = (positionals: string[]) => {
  const value = positionals[0]?.trim().toUpperCase();
  if (!value) throw new Error('The order reference (DP…) is required');
  return value;
};

const show = (order: OpsDeposit, json: boolean) =>
  printTable(
    [
      {
        ...row(order),
        settled: order.settledAt,
        reason: order.failReason,
        proofs: order.proofFileIds.join(','),
        transaction: order.transactionId,
      },
    ],
    json,
  );

/** Deposits (finance role): list, show, credit and fail orders. */
export const depositCommands: Command[] = [
  {
    name: 'deposits list',
    usage:
      '[--brand PADMA] [--state pending] [--member demo_member] [--page 1] [--page-size 20] [--json]',
    summary: 'Deposit orders, newest first.',
    options: {
      brand: { type: 'string' },
      state: { type: 'string' },
      member: { type: 'string' },
      page: { type: 'string', default: '1' },
      'page-size': { type: 'string', default: '20' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const query = new URLSearchParams({
        page: String(values.page),
        pageSize: String(values['page-size']),
      });
      for (const name of ['brand', 'state', 'member'] as const)
        if (typeof values[name] === 'string') query.set(name, values[name]);
      const page = await callApi<{ rows: OpsDeposit[]; total: number }>(
        'GET',
        `/ops/deposits?${query}`,
      );
      printTable(page.rows.map(row), values.json === true);
      if (values.json !== true) printLine(`${page.total} in all`);
    },
  },
  {
    name: 'deposits show',
    usage: '<reference> [--json]',
    summary: 'One order with its proof image ids (GET /ops/files/<id> serves them).',
    options: { json: { type: 'boolean', default: false } },
    async run({ values, positionals }) {
      show(
        await callApi<OpsDeposit>('GET', `/ops/deposits/${reference(positionals)}`),
        values.json === true,
      );
    },
  },
  {
    name: 'deposits credit',
    usage: '<reference> [--reason text] [--json]',
    summary: "Credit a pending order to the member's main wallet (once, whatever the retries).",
    options: { reason: { type: 'string' }, json: { type: 'boolean', default: false } },
    async run({ values, positionals }) {
      const body = typeof values.reason === 'string' ? { reason: values.reason } : {};
      show(
        await callApi<OpsDeposit>('POST', `/ops/deposits/${reference(positionals)}/credit`, {
          body,
        }),
        values.json === true,
      );
    },
  },
  {
    name: 'deposits fail',
    usage: '<reference> --reason text [--json]',
    summary: 'Fail a pending order; the member reads the reason in a message.',
    options: { reason: { type: 'string' }, json: { type: 'boolean', default: false } },
    async run({ values, positionals }) {
      show(
        await callApi<OpsDeposit>('POST', `/ops/deposits/${reference(positionals)}/fail`, {
          body: { reason: required(values, 'reason') },
        }),
        values.json === true,
      );
    },
  },
];
