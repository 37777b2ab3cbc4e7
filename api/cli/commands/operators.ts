import { callApi } from '../operator-client.js';
import { printLine, printTable, required, type Command } from './command.js';
import { generatedPassword } from './session.js';

export const operatorCommands: Command[] = [
  {
    name: 'operators create',
    usage: '--username <name> --roles finance,support [--brands PADMA,MEGHNA]',
    summary: 'Create an operator (admins only); its password is generated and printed once.',
    options: {
      username: { type: 'string' },
      roles: { type: 'string' },
      brands: { type: 'string' },
    },
    async run({ values }) {
      const password = generatedPassword();
      const roles = required(values, 'roles')
        .split(',')
        .map((role) => role.trim());
      const brands =
        typeof values.brands === 'string'
          ? values.brands.split(',').map((code) => code.trim())
          : undefined;
      const created = await callApi<{ username: string; roles: string[] }>(
        'POST',
        '/ops/operators',
        {
          body: {
            username: required(values, 'username'),
            password,
            roles,
            ...(brands ? { brands } : {}),
          },
        },
      );
      printLine(`Created operator '${created.username}' (${created.roles.join(', ')}).`);
      printLine(`Its password (shown once, hand it over safely): ${password}`);
    },
  },
  {
    name: 'operators totp-reset',
    usage: '--username <name> --reason <text>',
    summary:
      "Unlink an operator's authenticator (a lost phone; admins, within their brands); it enrols again at its next sign-in.",
    options: { username: { type: 'string' }, reason: { type: 'string' } },
    async run({ values }) {
      const username = required(values, 'username');
      await callApi('DELETE', `/ops/operators/${encodeURIComponent(username)}/totp`, {
        body: { reason: required(values, 'reason') },
      });
      printLine(`Unlinked ${username}'s authenticator and ended its sessions.`);
    },
  },
  {
    name: 'audit',
    usage: '[--target-type withdrawal --target-id 12] [--limit 50] [--json]',
    summary: 'The audit trail, newest first (admins only).',
    options: {
      'target-type': { type: 'string' },
      'target-id': { type: 'string' },
      limit: { type: 'string', default: '50' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const query = new URLSearchParams({ limit: String(values.limit) });
      if (typeof values['target-type'] === 'string') query.set('targetType', values['target-type']);
      if (typeof values['target-id'] === 'string') query.set('targetId', values['target-id']);
      const rows = await callApi<Record<string, unknown>[]>('GET', `/ops/audit?${query}`);
      printTable(
        rows.map((row) => ({
          at: row.at,
          operator: row.operator,
          action: row.action,
          target: `${String(row.targetType)}:${String(row.targetId)}`,
          reason: row.reason,
        })),
        values.json === true,
      );
    },
  },
];
