import { callApi } from '../operator-client.js';
import { printLine, printTable, required, type Command } from './command.js';

/**
 * `pnpm operator sportsbook …` (admin, of all brands for the feed's commands): suspend, resume
 * or void a market or an event, finish an event with its score, settle a market by hand, void a
 * bet, an event's liability.
 */
type Liability = {
  eventId: string;
  openStake: number;
  selections: Array<{
    marketId: string;
    selectionId: string;
    selectionCode: string;
    openBets: number;
    stake: number;
    liability: number;
  }>;
};

const ID = /^[1-9][0-9]{0,17}$/;
const idOf = (positionals: string[], what: string) => {
  const id = positionals[0];
  if (!id || !ID.test(id)) throw new Error(`Give the ${what} id, e.g. 12`);
  return id;
};
const count = (values: Record<string, string | boolean | undefined>, name: string) => {
  const value = required(values, name);
  if (!/^[0-9]{1,6}$/.test(value)) throw new Error(`--${name} is a whole number`);
  return Number(value);
};

/** The result fact from the options: --winners A,B | --home n --away n | --total n | --void. */
function resultOf(values: Record<string, string | boolean | undefined>) {
  if (values.void === true) return { kind: 'VOID' };
  if (typeof values.winners === 'string')
    return { kind: 'WINNERS', winners: values.winners.split(',').map((code) => code.trim()) };
  if (typeof values.total === 'string') return { kind: 'TOTAL', total: count(values, 'total') };
  if (typeof values.home === 'string' || typeof values.away === 'string')
    return { kind: 'SCORE', home: count(values, 'home'), away: count(values, 'away') };
  throw new Error('Give the result: --winners HOME | --home 2 --away 1 | --total 3 | --void');
}

/** A market or an event, and its id: `market 42`, `event 7`. */
const targetOf = (positionals: string[]) => {
  const [target, ...rest] = positionals;
  if (target !== 'market' && target !== 'event')
    throw new Error('Say market or event, e.g. market 42');
  return {
    path: `${target}s`,
    label: target === 'market' ? 'Market' : 'Event',
    id: idOf(rest, target),
  };
};

const feedStateCommands: Command[] = (
  [
    ['suspend', 'Suspends a market or an event: no bets until it is resumed', 'suspended'],
    ['resume', 'Resumes a market or an event a trader suspended', 'resumed'],
    ['void', 'Voids a market or an event: its bets are settled void (stakes back)', 'voided'],
  ] as const
).map(([action, summary, done]) => ({
  name: `sportsbook ${action}`,
  usage: '(market | event) <id> --reason text',
  summary,
  options: { reason: { type: 'string' } },
  async run({ values, positionals }) {
    const { path, label, id } = targetOf(positionals);
    await callApi('POST', `/ops/sportsbook/${path}/${id}/${action}`, {
      body: { reason: required(values, 'reason') },
    });
    printLine(`${label} ${id} ${done}.`);
  },
}));

export const sportsbookCommands: Command[] = [
  ...feedStateCommands,
  {
    name: 'sportsbook finish',
    usage: '<eventId> --home 2 --away 1 --reason text',
    summary: 'Ends an event with its score: every market takes its result from it (or is voided)',
    options: { home: { type: 'string' }, away: { type: 'string' }, reason: { type: 'string' } },
    async run({ values, positionals }) {
      const id = idOf(positionals, 'event');
      await callApi('POST', `/ops/sportsbook/events/${id}/finish`, {
        body: {
          home: count(values, 'home'),
          away: count(values, 'away'),
          reason: required(values, 'reason'),
        },
      });
      printLine(
        `Event ${id} finished ${values.home}–${values.away}; its bets settle within seconds.`,
      );
    },
  },
  {
    name: 'sportsbook settle',
    usage:
      '<marketId> (--winners HOME[,DRAW] | --home 2 --away 1 | --total 3 | --void) --reason text',
    summary: "Writes a market's result (a correction when it has one) and settles its bets at once",
    options: {
      winners: { type: 'string' },
      home: { type: 'string' },
      away: { type: 'string' },
      total: { type: 'string' },
      void: { type: 'boolean', default: false },
      reason: { type: 'string' },
    },
    async run({ values, positionals }) {
      const id = idOf(positionals, 'market');
      const settled = await callApi<{
        resultVersion: number;
        legsSettled: number;
        betsSettled: number;
      }>('POST', `/ops/sportsbook/markets/${id}/settle`, {
        body: { result: resultOf(values), reason: required(values, 'reason') },
      });
      printLine(
        `Market ${id} settled at result ${settled.resultVersion}: ${settled.legsSettled} legs, ${settled.betsSettled} bets.`,
      );
    },
  },
  {
    name: 'sportsbook void-bet',
    usage: '<betId> --reason text',
    summary: "Voids an open bet: its stake goes back to the member's wallet",
    options: { reason: { type: 'string' } },
    async run({ values, positionals }) {
      const id = idOf(positionals, 'bet');
      await callApi('POST', `/ops/sportsbook/bets/${id}/void`, {
        body: { reason: required(values, 'reason') },
      });
      printLine(`Bet ${id} voided; its stake is back in the member's wallet.`);
    },
  },
  {
    name: 'sportsbook liability',
    usage: '<eventId> [--json]',
    summary: "An event's open stake and the house's worst case if each selection wins",
    options: { json: { type: 'boolean', default: false } },
    async run({ values, positionals }) {
      const id = idOf(positionals, 'event');
      const liability = await callApi<Liability>('GET', `/ops/sportsbook/events/${id}/liability`);
      if (values.json !== true) printLine(`Event ${id}: open stake ${liability.openStake}`);
      printTable(liability.selections, values.json === true);
    },
  },
];
