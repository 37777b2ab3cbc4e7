import { randomUUID } from 'node:crypto';
import type { GrantRewardResult, OpsRewardList } from '@site/contracts';
import { callApi, CliError } from '../operator-client.js';
import { printError, printTable, required, type Command } from './command.js';

/**
 * Rewards an operator grants a member (the member claims them in the reward centre). A grant
 * carries an idempotency key: the CLI makes one unless `--key` is given and prints it, so a run
 * that timed out can be repeated with the same key without granting twice.
 */
const keyOf = (values: Record<string, unknown>) =>
  typeof values.key === 'string' && values.key.trim() ? values.key.trim() : randomUUID();

type Reward = GrantRewardResult['reward'] & { account?: string };
const row = (reward: Reward) => ({
  id: reward.id,
  ...(reward.account ? { account: reward.account } : {}),
  source: reward.source,
  title: reward.title,
  amount: reward.amount,
  kind: reward.payout,
  turnover: reward.turnoverMultiple,
  state: reward.state,
  expires: reward.expiresAt ? new Date(reward.expiresAt).toISOString() : '',
});

export const rewardCommands: Command[] = [
  {
    name: 'rewards grant',
    usage:
      '--brand PADMA --account <name> --amount 100 --kind CASH|BONUS [--turnover N] --reason <text> [--days 30] [--key <key>] [--json]',
    summary:
      'Offer a member a reward to claim in the reward centre: cash, or a bonus with a turnover multiple (finance role).',
    options: {
      brand: { type: 'string' },
      account: { type: 'string' },
      amount: { type: 'string' },
      kind: { type: 'string' },
      turnover: { type: 'string' },
      reason: { type: 'string' },
      days: { type: 'string' },
      key: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const kind = required(values, 'kind').toUpperCase();
      if (kind !== 'CASH' && kind !== 'BONUS') throw new CliError('--kind is CASH or BONUS');
      const turnover = typeof values.turnover === 'string' ? Number(values.turnover) : 0;
      if (!Number.isFinite(turnover) || turnover < 0)
        throw new CliError('--turnover is a number of times the amount (0 to 100)');
      const days = typeof values.days === 'string' ? Number(values.days) : undefined;
      if (days !== undefined && !Number.isInteger(days))
        throw new CliError('--days is a whole number of days');
      const idempotencyKey = keyOf(values);
      printError(
        `Idempotency key ${idempotencyKey} (repeat with --key ${idempotencyKey} to retry safely).`,
      );
      const result = await callApi<GrantRewardResult>('POST', '/ops/rewards', {
        body: {
          brand: required(values, 'brand'),
          account: required(values, 'account'),
          amount: required(values, 'amount'),
          kind,
          ...(turnover > 0 ? { turnover } : {}),
          reason: required(values, 'reason'),
          ...(days !== undefined ? { expiresInDays: days } : {}),
          idempotencyKey,
        },
      });
      printTable(
        [{ ...row({ ...result.reward, account: result.account }), replayed: result.replayed }],
        values.json === true,
      );
    },
  },
  {
    name: 'rewards list',
    usage: '--brand PADMA [--account <name>] [--state claim|claimed|close] [--json]',
    summary: "A brand's rewards, newest first (finance role).",
    options: {
      brand: { type: 'string' },
      account: { type: 'string' },
      state: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const query = new URLSearchParams({ brand: required(values, 'brand') });
      for (const key of ['account', 'state'] as const) {
        const value = values[key];
        if (typeof value === 'string') query.set(key, value);
      }
      const page = await callApi<OpsRewardList>('GET', `/ops/rewards?${query}`);
      printTable(page.list.map(row), values.json === true);
    },
  },
];
