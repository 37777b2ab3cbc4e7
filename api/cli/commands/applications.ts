import type { OpsApplication, OpsApplicationList, OpsRaffleDraw } from '@site/contracts';
import { callApi, CliError } from '../operator-client.js';
import { printJson, printLine, printTable, required, type Command } from './command.js';

const row = (application: OpsApplication) => ({
  id: application.id,
  brand: application.brand,
  promotion: application.promotion,
  member: application.member,
  status: application.status,
  comment: application.comment,
  images: application.images.map((image) => image.path).join(' '),
  reason: application.reason,
  reward: application.reward
    ? `${application.reward.amount.toFixed(2)} ${application.reward.payout} (${application.reward.state})`
    : '',
  rewardId: application.reward?.id ?? '',
  created: application.createdAt,
});

const applicationId = (positionals: string[]) => {
  const value = positionals[0]?.trim();
  if (!value || !/^[1-9][0-9]{0,17}$/.test(value))
    throw new CliError('The application id (a number, from `applications list`) is required');
  return value;
};

const show = (application: OpsApplication, json: boolean) => printTable([row(application)], json);

/**
 * Promotion applications (spec §4): the queue, and moving one applying → process → issued or
 * rejected. Each move writes the member a message; issuing offers a reward to claim.
 */
export const applicationCommands: Command[] = [
  {
    name: 'applications list',
    usage:
      '[--brand PADMA] [--status applying|process|issued|rejected] [--promotion WELCOME100] [--json]',
    summary:
      'Applications waiting (applying by default), oldest first, with comment and images (support role).',
    options: {
      brand: { type: 'string' },
      status: { type: 'string' },
      promotion: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const query = new URLSearchParams();
      for (const name of ['brand', 'status', 'promotion'] as const)
        if (typeof values[name] === 'string') query.set(name, values[name]);
      const page = await callApi<OpsApplicationList>('GET', `/ops/applications?${query}`);
      printTable(page.list.map(row), values.json === true);
    },
  },
  {
    name: 'applications process',
    usage: '<id> [--json]',
    summary: 'Take an application into process (support role).',
    options: { json: { type: 'boolean', default: false } },
    async run({ values, positionals }) {
      show(
        await callApi<OpsApplication>(
          'POST',
          `/ops/applications/${applicationId(positionals)}/process`,
          {
            body: {},
          },
        ),
        values.json === true,
      );
    },
  },
  {
    name: 'applications issue',
    usage: '<id> [--amount 100] [--kind CASH|BONUS] [--turnover N] [--reason text] [--json]',
    summary:
      "Issue an application in process: offers the member the amount (default: the promotion's own reward) to claim in the reward centre (finance role).",
    options: {
      amount: { type: 'string' },
      kind: { type: 'string' },
      turnover: { type: 'string' },
      reason: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values, positionals }) {
      const kind = typeof values.kind === 'string' ? values.kind.toUpperCase() : undefined;
      if (kind !== undefined && kind !== 'CASH' && kind !== 'BONUS')
        throw new CliError('--kind is CASH or BONUS');
      const turnover = typeof values.turnover === 'string' ? Number(values.turnover) : undefined;
      if (turnover !== undefined && !(Number.isFinite(turnover) && turnover >= 0))
        throw new CliError('--turnover is a number of times the amount (0 to 100)');
      show(
        await callApi<OpsApplication>(
          'POST',
          `/ops/applications/${applicationId(positionals)}/issue`,
          {
            body: {
              ...(typeof values.amount === 'string' ? { amount: values.amount } : {}),
              ...(kind ? { kind } : {}),
              ...(turnover !== undefined ? { turnover } : {}),
              ...(typeof values.reason === 'string' ? { reason: values.reason } : {}),
            },
          },
        ),
        values.json === true,
      );
    },
  },
  {
    name: 'applications reject',
    usage: '<id> --reason text [--json]',
    summary:
      'Reject an application; the member reads the reason and may apply again (support role).',
    options: { reason: { type: 'string' }, json: { type: 'boolean', default: false } },
    async run({ values, positionals }) {
      show(
        await callApi<OpsApplication>(
          'POST',
          `/ops/applications/${applicationId(positionals)}/reject`,
          {
            body: { reason: required(values, 'reason') },
          },
        ),
        values.json === true,
      );
    },
  },
  {
    name: 'raffles draw',
    usage: '--brand PADMA --promotion DAILY_RAFFLE --period 2026-11-24 [--early] [--json]',
    summary:
      "Run a raffle period's draw now, the scheduled draw's same code: once per period, a repeat answers the first. --early draws before the draw time and closes the period (finance role).",
    options: {
      brand: { type: 'string' },
      promotion: { type: 'string' },
      period: { type: 'string' },
      early: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const draw = await callApi<OpsRaffleDraw>('POST', '/ops/raffles/draw', {
        body: {
          brand: required(values, 'brand'),
          promotion: required(values, 'promotion'),
          period: required(values, 'period'),
          ...(values.early === true ? { early: true } : {}),
        },
      });
      if (values.json === true) {
        printJson(draw);
        return;
      }
      printLine(
        `${draw.drawnNow ? 'Drawn' : 'Already drawn'}: period ${draw.period}, ${draw.tickets} tickets, prize ${draw.prize.toFixed(2)} ${draw.payout}${draw.early ? ' (early)' : ''}`,
      );
      printTable(
        draw.winners.map((winner) => ({
          rank: winner.rank,
          account: winner.account,
          reward: winner.rewardId,
        })),
      );
    },
  },
];
