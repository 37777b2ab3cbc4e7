import { callApi } from '../operator-client.js';
import { printTable, required, type Command } from './command.js';

/** The platform's contract offers to top agents (finance role). */
export const agentContractCommands: Command[] = [
  {
    name: 'agent-contracts offer',
    usage:
      '--brand PADMA --account <top agent> --kind REAL_TIME_SALARY|HOURLY_SALARY|DAILY_SALARY --rate <bp> [--profit-rate <bp>] [--min-bet <amount>] --reason <text> [--json]\n' +
      '       --kind DIVIDEND --period DAILY|WEEKLY|SEMIMONTHLY|MONTHLY --tiers <valid bet>:<active members>:<team loss>:<bp>[,…] --reason <text>',
    summary:
      'Offer a top agent a salary or dividend contract paid by the platform (basis points: 100 = 1 %).',
    options: {
      brand: { type: 'string' },
      account: { type: 'string' },
      kind: { type: 'string' },
      rate: { type: 'string' },
      'profit-rate': { type: 'string' },
      'min-bet': { type: 'string' },
      period: { type: 'string' },
      tiers: { type: 'string' },
      reason: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const integer = (name: string, fallback?: string) => {
        const text = typeof values[name] === 'string' ? (values[name] as string) : fallback;
        if (text === undefined) return Number(required(values, name));
        return Number(text);
      };
      const kind = required(values, 'kind');
      // A dividend's tiers: "bet:members:loss:bp" each; its rate is the highest tier's.
      const tiers =
        kind === 'DIVIDEND'
          ? required(values, 'tiers')
              .split(',')
              .map((text) => {
                const [minValidBet, minActiveMembers, minTeamLoss, rateBp] = text
                  .split(':')
                  .map(Number);
                return { minValidBet, minActiveMembers, minTeamLoss, rateBp };
              })
          : undefined;
      const result = await callApi<{ id: string }>('POST', '/ops/agent-contracts', {
        body: {
          brand: required(values, 'brand'),
          account: required(values, 'account'),
          kind,
          ...(tiers
            ? {
                period: required(values, 'period'),
                tiers,
                rateBp: Math.max(...tiers.map((tier) => tier.rateBp ?? 0)),
              }
            : { rateBp: integer('rate') }),
          profitRateBp: integer('profit-rate', '0'),
          minBet: integer('min-bet', '0'),
          reason: required(values, 'reason'),
        },
      });
      printTable([result], values.json === true);
    },
  },
];
