import { randomUUID } from 'node:crypto';
import { callApi, CliError } from '../operator-client.js';
import { printError, printTable, required, type Command } from './command.js';

/**
 * Messages to members and balance adjustments. Each call carries an idempotency key: the CLI
 * makes one unless `--key` is given and prints it, so a run that timed out can be repeated with
 * the same key without sending or paying twice.
 */

/** `--account NAME` or `--segment brand | vip:<minRank> | downline:<agent>`. */
function targetOf(values: Record<string, unknown>): Record<string, unknown> {
  const account = typeof values.account === 'string' ? values.account.trim() : '';
  const segment = typeof values.segment === 'string' ? values.segment.trim() : '';
  if (Boolean(account) === Boolean(segment))
    throw new CliError('Give exactly one of --account <name> or --segment <segment>');
  if (account) return { kind: 'member', account };
  const [kind, argument = ''] = segment.split(':', 2);
  if (kind === 'brand' && !argument) return { kind: 'brand' };
  if (kind === 'vip' && /^\d{1,4}$/.test(argument))
    return { kind: 'vip', minRank: Number(argument) };
  if (kind === 'downline' && argument) return { kind: 'downline', agent: argument };
  throw new CliError('--segment is brand, vip:<minRank> or downline:<agent>');
}

const keyOf = (values: Record<string, unknown>) =>
  typeof values.key === 'string' && values.key.trim() ? values.key.trim() : randomUUID();

const announceKey = (key: string) =>
  printError(`Idempotency key ${key} (repeat with --key ${key} to retry safely).`);

export const messageCommands: Command[] = [
  {
    name: 'messages send',
    usage:
      '--brand PADMA (--account <name> | --segment brand|vip:<rank>|downline:<agent>) --title <text> --body <text> [--key <key>] [--json]',
    summary: 'Send a message to one member or a segment of a brand (support role).',
    options: {
      brand: { type: 'string' },
      account: { type: 'string' },
      segment: { type: 'string' },
      title: { type: 'string' },
      body: { type: 'string' },
      key: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const idempotencyKey = keyOf(values);
      announceKey(idempotencyKey);
      const result = await callApi<{ sendId: string; recipients: number; replayed: boolean }>(
        'POST',
        '/ops/messages',
        {
          body: {
            brand: required(values, 'brand'),
            to: targetOf(values),
            title: required(values, 'title'),
            body: required(values, 'body'),
            idempotencyKey,
          },
        },
      );
      printTable([result], values.json === true);
    },
  },
  {
    name: 'adjust',
    usage:
      'credit|debit --brand PADMA --account <name> --amount 10.50 --reason <text> [--key <key>] [--json]',
    summary: "Credit or debit a member's main wallet with a reason (finance role).",
    options: {
      brand: { type: 'string' },
      account: { type: 'string' },
      amount: { type: 'string' },
      reason: { type: 'string' },
      key: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values, positionals }) {
      const direction = positionals[0];
      if (direction !== 'credit' && direction !== 'debit')
        throw new CliError('Say credit or debit: pnpm operator adjust credit --brand …');
      const idempotencyKey = keyOf(values);
      announceKey(idempotencyKey);
      const result = await callApi<Record<string, unknown>>('POST', '/ops/adjustments', {
        body: {
          brand: required(values, 'brand'),
          account: required(values, 'account'),
          direction,
          // Sent as typed: the API's money check refuses 0, negatives and a third decimal.
          amount: required(values, 'amount'),
          reason: required(values, 'reason'),
          idempotencyKey,
        },
      });
      printTable([result], values.json === true);
    },
  },
];
