import { callApi } from '../operator-client.js';
import { printLine, printTable, required, type Command } from './command.js';

/** `pnpm operator lottery …`: the house lottery's draws (admin of every brand). */
type OpsDraw = {
  id: string;
  gameCode: string;
  period: string;
  drawAt: string;
  status: string;
  openBets: number;
};

const JSON_OPTION = { json: { type: 'boolean', default: false } } as const;

export const lotteryCommands: Command[] = [
  {
    name: 'lottery draws',
    usage: '--game VN_FAST_1M [--count 20] [--json]',
    summary: "A house lottery game's latest draws and the bets still open on each",
    options: { game: { type: 'string' }, count: { type: 'string' }, ...JSON_OPTION },
    async run({ values }) {
      const query = new URLSearchParams({ gameCode: required(values, 'game') });
      if (typeof values.count === 'string') query.set('count', values.count);
      const { list } = await callApi<{ list: OpsDraw[] }>('GET', `/ops/lottery/draws?${query}`);
      printTable(list, values.json === true);
    },
  },
  {
    name: 'lottery cancel-draw',
    usage: '<drawId> --reason text',
    summary: 'Cancels a scheduled draw that cannot happen; the job refunds its bets once',
    options: { reason: { type: 'string' } },
    async run({ values, positionals }) {
      const id = positionals[0];
      if (!id || !/^[1-9][0-9]{0,17}$/.test(id)) throw new Error('Give the draw id, e.g. 12');
      await callApi('POST', `/ops/lottery/draws/${id}/cancel`, {
        body: { reason: required(values, 'reason') },
      });
      printLine(`Draw ${id} cancelled; its bets are refunded by the next job run.`);
    },
  },
];
