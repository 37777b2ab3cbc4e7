import type { UnderAgeClosure } from '@site/contracts';
import { callApi } from '../operator-client.js';
import { printTable, required, type Command } from './command.js';

/**
 * `pnpm operator brand …`: brand settings an operator account changes (admin, audited), and the
 * closure of an account found under the brand's minimum age.
 */
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
  {
    name: 'brand minimum-age',
    usage: '--brand PADMA --age 18|21 --reason <text> [--json]',
    summary:
      "Sets the brand's minimum age (18 or 21): the registration's age tick, the footer and the profile's birthday follow it",
    options: {
      brand: { type: 'string' },
      age: { type: 'string' },
      reason: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const brand = required(values, 'brand');
      const result = await callApi<{ merchantCode: string; before: number; after: number }>(
        'PUT',
        `/ops/brands/${encodeURIComponent(brand)}/minimum-age`,
        {
          body: { minimumAge: Number(required(values, 'age')), reason: required(values, 'reason') },
        },
      );
      printTable([result], values.json === true);
    },
  },
  {
    name: 'member close-under-age',
    usage: '--brand PADMA --account <name> --reason <text> [--json]',
    summary:
      'Closes an account found under age: locked for good, its sessions ended, its whole balance returned through the cashier (safe to repeat: a repeat returns only what arrived since)',
    options: {
      brand: { type: 'string' },
      account: { type: 'string' },
      reason: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const brand = encodeURIComponent(required(values, 'brand'));
      const account = encodeURIComponent(required(values, 'account'));
      const result = await callApi<UnderAgeClosure>(
        'POST',
        `/ops/members/${brand}/${account}/close-under-age`,
        { body: { reason: required(values, 'reason') } },
      );
      printTable([result], values.json === true);
    },
  },
];
