import { callApi } from '../operator-client.js';
import { printLine, printTable, required, type Command } from './command.js';

/** `pnpm operator points …`: the finance role's review of points-mall redemptions. */
interface OpsRedemption {
  id: string;
  brand: string;
  member: string;
  sku: string;
  name: { en: string };
  quantity: number;
  pointsTotal: number;
  status: string;
  remark: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

const row = (redemption: OpsRedemption) => ({
  id: redemption.id,
  brand: redemption.brand,
  member: redemption.member,
  item: `${redemption.name.en} (${redemption.sku})`,
  quantity: redemption.quantity,
  points: redemption.pointsTotal,
  status: redemption.status,
  remark: redemption.remark,
  created: redemption.createdAt,
});

const redemptionId = (positionals: string[]) => {
  const id = positionals[0];
  if (!id || !/^[1-9][0-9]{0,17}$/.test(id)) throw new Error('Give the redemption id, e.g. 12');
  return id;
};

const JSON_OPTION = { json: { type: 'boolean', default: false } } as const;

function review(
  action: 'approve' | 'reject',
  usage: string,
  summary: string,
  bodyOf: (values: Record<string, string | boolean | undefined>) => object,
): Command {
  return {
    name: `points ${action}`,
    usage,
    summary,
    options: { remark: { type: 'string' }, ...JSON_OPTION },
    async run({ values, positionals }) {
      const redemption = await callApi<OpsRedemption>(
        'POST',
        `/ops/points/redemptions/${redemptionId(positionals)}/${action}`,
        { body: bodyOf(values) },
      );
      printTable([row(redemption)], values.json === true);
    },
  };
}

export const pointsCommands: Command[] = [
  {
    name: 'points list',
    usage: '[--status in_process] [--brand PADMA] [--member name] [--page 1] [--size 20] [--json]',
    summary: 'Points-mall redemptions, newest first, filtered and paged by the API.',
    options: {
      status: { type: 'string' },
      brand: { type: 'string' },
      member: { type: 'string' },
      page: { type: 'string', default: '1' },
      size: { type: 'string', default: '20' },
      ...JSON_OPTION,
    },
    async run({ values }) {
      const query = new URLSearchParams({
        pageNo: String(values.page),
        pageSize: String(values.size),
      });
      for (const key of ['status', 'brand', 'member'] as const) {
        const value = values[key];
        if (typeof value === 'string') query.set(key, value);
      }
      const page = await callApi<{ list: OpsRedemption[]; total: number }>(
        'GET',
        `/ops/points/redemptions?${query}`,
      );
      printTable(page.list.map(row), values.json === true);
      if (values.json !== true) printLine(`${page.total} in all`);
    },
  },
  {
    name: 'points show',
    usage: '<id> [--json]',
    summary: 'One redemption.',
    options: JSON_OPTION,
    async run({ values, positionals }) {
      const redemption = await callApi<OpsRedemption>(
        'GET',
        `/ops/points/redemptions/${redemptionId(positionals)}`,
      );
      printTable([row(redemption)], values.json === true);
    },
  },
  review('approve', '<id> [--remark <text>]', 'Approve a redemption in process.', (values) =>
    typeof values.remark === 'string' ? { remark: values.remark } : {},
  ),
  review(
    'reject',
    '<id> --remark <text>',
    'Reject a redemption in process; its points go back to the member once and the stock returns.',
    (values) => ({ remark: required(values, 'remark') }),
  ),
];
