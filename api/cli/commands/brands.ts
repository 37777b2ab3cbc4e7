import { callApi } from '../operator-client.js';
import { printTable, required, type Command } from './command.js';

/** `pnpm operator brand …`: brand settings an operator account changes (admin, audited). */
export const brandCommands: Command[] = [
  {
    name: 'brand time-zone',
    usage: '--brand PADMA --zone Asia/Dhaka --reason <text> [--json]',
    summary:
      "Sets the brand's time zone (an IANA name): where its days, weeks and months start for salaries, dividends, missions, raffles and limits, and how its site shows times",
    options: {
      brand: { type: 'string' },
      zone: { type: 'string' },
      reason: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const brand = required(values, 'brand');
      const result = await callApi<{ merchantCode: string; before: string; after: string }>(
        'PUT',
        `/ops/brands/${encodeURIComponent(brand)}/time-zone`,
        { body: { timeZone: required(values, 'zone'), reason: required(values, 'reason') } },
      );
      printTable([result], values.json === true);
    },
  },
];
