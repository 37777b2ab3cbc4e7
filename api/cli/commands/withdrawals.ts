import { callApi } from '../operator-client.js';
import { printJson, printLine, printTable, required, type Command } from './command.js';

/** `pnpm operator withdrawals …`: the finance role's review of withdrawal orders. */
interface OpsOrder {
  id: string;
  orderNo: string;
  brand: string;
  member: string;
  amount: number;
  status: string;
  payout: { providerName: string; holderName: string };
  payoutAccountNumber: string;
  createdAt: string;
  reference: string | null;
  rejectReason: string | null;
  receivedAmount: number | null;
  remainingAmount: number | null;
  proofFileIds: string[];
  remainder: {
    state: string;
    reference: string | null;
    reason: string | null;
    resolvedAt: string | null;
  } | null;
  events: Array<{ from: string | null; to: string; at: string }>;
}

const row = (order: OpsOrder) => ({
  id: order.id,
  orderNo: order.orderNo,
  brand: order.brand,
  member: order.member,
  amount: order.amount.toFixed(2),
  status: order.status,
  payTo: `${order.payout.providerName} ${order.payoutAccountNumber} (${order.payout.holderName})`,
  created: order.createdAt,
});

const orderId = (positionals: string[]) => {
  const id = positionals[0];
  if (!id || !/^[1-9][0-9]{0,17}$/.test(id)) throw new Error('Give the withdrawal id, e.g. 12');
  return id;
};

const JSON_OPTION = { json: { type: 'boolean', default: false } } as const;

function step(
  action: 'approve' | 'reject' | 'disburse',
  usage: string,
  summary: string,
  bodyOf: (values: Record<string, string | boolean | undefined>) => object,
  options: Command['options'] = {},
): Command {
  return {
    name: `withdrawals ${action}`,
    usage,
    summary,
    options: { ...options, ...JSON_OPTION },
    async run({ values, positionals }) {
      const order = await callApi<OpsOrder>(
        'POST',
        `/ops/withdrawals/${orderId(positionals)}/${action}`,
        { body: bodyOf(values) },
      );
      printTable([row(order)], values.json === true);
    },
  };
}

export const withdrawalCommands: Command[] = [
  {
    name: 'withdrawals list',
    usage:
      '[--status pending] [--brand PADMA] [--member name] [--from ISO] [--to ISO] [--page 1] [--size 20] [--json]',
    summary: 'Withdrawal orders, newest first, filtered and paged by the API.',
    options: {
      status: { type: 'string' },
      brand: { type: 'string' },
      member: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      page: { type: 'string', default: '1' },
      size: { type: 'string', default: '20' },
      ...JSON_OPTION,
    },
    async run({ values }) {
      const query = new URLSearchParams({
        pageNo: String(values.page),
        pageSize: String(values.size),
      });
      for (const key of ['status', 'brand', 'member', 'from', 'to'] as const) {
        const value = values[key];
        if (typeof value === 'string') query.set(key, value);
      }
      const page = await callApi<{ list: OpsOrder[]; total: number }>(
        'GET',
        `/ops/withdrawals?${query}`,
      );
      printTable(page.list.map(row), values.json === true);
      if (values.json !== true) printLine(`${page.total} in all`);
    },
  },
  {
    name: 'withdrawals show',
    usage: '<id> [--json]',
    summary:
      'One order with its history, proof image ids (GET /ops/files/<id>) and full account number.',
    options: JSON_OPTION,
    async run({ values, positionals }) {
      const order = await callApi<OpsOrder>('GET', `/ops/withdrawals/${orderId(positionals)}`);
      if (values.json === true) {
        printJson(order);
        return;
      }
      printTable([row(order)]);
      printLine(
        [
          `reference: ${order.reference ?? '-'}`,
          `reject reason: ${order.rejectReason ?? '-'}`,
          `received / remaining: ${order.receivedAmount ?? '-'} / ${order.remainingAmount ?? '-'}`,
          `proof images: ${order.proofFileIds.join(', ') || '-'}`,
          `remainder: ${
            order.remainder
              ? [order.remainder.state, order.remainder.reference, order.remainder.reason]
                  .filter(Boolean)
                  .join(' / ')
              : '-'
          }`,
        ].join('\n'),
      );
      printTable(order.events.map((event) => ({ at: event.at, from: event.from, to: event.to })));
    },
  },
  step('approve', '<id>', 'Approve a pending order.', () => ({})),
  step(
    'reject',
    '<id> --reason <text>',
    'Reject a pending or approved order; the held amount goes back to the member once.',
    (values) => ({ reason: required(values, 'reason') }),
    { reason: { type: 'string' } },
  ),
  step(
    'disburse',
    '<id> --reference <payment reference>',
    'Mark an approved order paid out; the member then confirms receipt.',
    (values) => ({ reference: required(values, 'reference') }),
    { reference: { type: 'string' } },
  ),
  {
    name: 'withdrawals resolve',
    usage:
      '<id> --outcome received|partly_received [--received 500 --remaining 300] --reason <text>',
    summary: "Settle an order the member reported not received, once it's been looked into.",
    options: {
      outcome: { type: 'string' },
      received: { type: 'string' },
      remaining: { type: 'string' },
      reason: { type: 'string' },
      ...JSON_OPTION,
    },
    async run({ values, positionals }) {
      const body: Record<string, string> = {
        outcome: required(values, 'outcome'),
        reason: required(values, 'reason'),
      };
      if (typeof values.received === 'string') body.receivedAmount = values.received;
      if (typeof values.remaining === 'string') body.remainingAmount = values.remaining;
      const order = await callApi<OpsOrder>(
        'POST',
        `/ops/withdrawals/${orderId(positionals)}/resolve`,
        { body },
      );
      printTable([row(order)], values.json === true);
    },
  },
  {
    name: 'withdrawals remainder',
    usage: '<id> --outcome paid --reference <payment reference> | --outcome closed --reason <text>',
    summary:
      'Settle the remainder of a partly received order: paid, or closed (the remaining amount goes back to the member; the member reads the reason).',
    options: {
      outcome: { type: 'string' },
      reference: { type: 'string' },
      reason: { type: 'string' },
      ...JSON_OPTION,
    },
    async run({ values, positionals }) {
      const outcome = required(values, 'outcome');
      if (outcome !== 'paid' && outcome !== 'closed')
        throw new Error('--outcome is paid or closed');
      const body =
        outcome === 'paid'
          ? { outcome, reference: required(values, 'reference') }
          : { outcome, reason: required(values, 'reason') };
      const order = await callApi<OpsOrder>(
        'POST',
        `/ops/withdrawals/${orderId(positionals)}/remainder`,
        { body },
      );
      printTable([row(order)], values.json === true);
    },
  },
];
