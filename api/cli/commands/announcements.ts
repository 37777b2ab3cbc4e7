import { randomBytes } from 'node:crypto';
import { CliError } from '../operator-client.js';
import { callApi } from '../operator-client.js';
import { printError, printTable, required, type Command } from './command.js';

const AUDIENCES = ['ALL', 'MEMBERS', 'AGENTS'];

/** Announcements in Bengali and English (support role). */
export const announcementCommands: Command[] = [
  {
    name: 'announcements publish',
    usage:
      '--brand PADMA --audience ALL|MEMBERS|AGENTS --title-bn <text> --title-en <text> --body-bn <html> --body-en <html> [--code <code>] [--type B|PL|PU|PR|H] [--execution A|B|F] [--start <ISO time>] [--end <ISO time>] [--json]',
    summary:
      'Publish an announcement to everyone, to members only, or to agents only (the agent centre).',
    options: {
      brand: { type: 'string' },
      audience: { type: 'string' },
      'title-bn': { type: 'string' },
      'title-en': { type: 'string' },
      'body-bn': { type: 'string' },
      'body-en': { type: 'string' },
      code: { type: 'string' },
      type: { type: 'string' },
      execution: { type: 'string' },
      start: { type: 'string' },
      end: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const audience = required(values, 'audience').toUpperCase();
      if (!AUDIENCES.includes(audience)) throw new CliError('--audience is ALL, MEMBERS or AGENTS');
      const optional = (name: string) =>
        typeof values[name] === 'string' && (values[name] as string).trim()
          ? (values[name] as string).trim()
          : undefined;
      // The code names the announcement once per brand: repeating a run with the same --code
      // is refused instead of publishing it twice.
      const code = optional('code') ?? `ops-${randomBytes(5).toString('hex')}`;
      if (!optional('code'))
        printError(`Code ${code} (repeat with --code ${code} to retry safely).`);
      const result = await callApi<{ id: string; code: string }>('POST', '/ops/announcements', {
        body: {
          brand: required(values, 'brand'),
          code,
          audience,
          type: optional('type'),
          execution: optional('execution'),
          titleBn: required(values, 'title-bn'),
          titleEn: required(values, 'title-en'),
          htmlBn: required(values, 'body-bn'),
          htmlEn: required(values, 'body-en'),
          startAt: optional('start'),
          endAt: optional('end'),
        },
      });
      printTable([result], values.json === true);
    },
  },
];
