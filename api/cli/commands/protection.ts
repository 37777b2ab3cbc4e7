import type { BrandProtection, OpsExclusionEntry, OpsMemberProtection } from '@site/contracts';
import { callApi } from '../operator-client.js';
import { printJson, printLine, printTable, required, type Command } from './command.js';

const memberPath = (values: Record<string, unknown>) =>
  `/ops/protection/members/${encodeURIComponent(required(values, 'brand'))}/${encodeURIComponent(required(values, 'account'))}`;

function showMember(protection: OpsMemberProtection, json: boolean): void {
  if (json) return printJson(protection);
  printLine(
    `${protection.merchantCode}/${protection.account} (licence group ${protection.licenceGroup})`,
  );
  printTable(
    protection.limits
      .filter((limit) => limit.amount !== null || limit.pending)
      .map((limit) => ({
        limit: `${limit.kind}/${limit.period}`,
        amount: limit.amount,
        used: limit.used,
        resets: limit.resetsAt,
        pending: limit.pending
          ? `${limit.pending.amount ?? 'none'} from ${limit.pending.confirmableAt}`
          : '',
      })),
  );
  printLine(`session limit: ${protection.sessionLimit.minutes ?? 'none'} min`);
  printLine(
    protection.excluded
      ? `excluded: ${protection.excluded.kind} until ${protection.excluded.until ?? 'permanent'}`
      : 'not excluded',
  );
  printTable(
    protection.audit.map((entry) => ({
      at: entry.at,
      by: entry.operator ?? entry.actor,
      action: entry.action,
      after: JSON.stringify(entry.after),
      reason: entry.reason,
    })),
  );
}

/** Player protection (support role; the brand's settings: admin). */
export const protectionCommands: Command[] = [
  {
    name: 'protection show',
    usage: '--brand PADMA --account demo_member [--json]',
    summary: "A member's limits, exclusions and the audit of every change to them.",
    options: {
      brand: { type: 'string' },
      account: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      showMember(
        await callApi<OpsMemberProtection>('GET', memberPath(values)),
        values.json === true,
      );
    },
  },
  {
    name: 'protection tighten',
    usage:
      '--brand PADMA --account demo_member --kind deposit|loss|wager|session [--period day|week|month] --amount <n> --reason <text> [--json]',
    summary:
      'Makes a limit stricter (money in major units, the session limit in minutes); a looser one is refused.',
    options: {
      brand: { type: 'string' },
      account: { type: 'string' },
      kind: { type: 'string' },
      period: { type: 'string' },
      amount: { type: 'string' },
      reason: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const period = typeof values.period === 'string' ? { period: values.period } : {};
      const result = await callApi<OpsMemberProtection>('PUT', `${memberPath(values)}/limits`, {
        body: {
          kind: required(values, 'kind'),
          ...period,
          amount: Number(required(values, 'amount')),
          reason: required(values, 'reason'),
        },
      });
      showMember(result, values.json === true);
    },
  },
  {
    name: 'protection exclusions',
    usage: '--group PADMA [--in-force] [--json]',
    summary: 'Time-outs and self-exclusions taken in a licence group, newest first.',
    options: {
      group: { type: 'string' },
      'in-force': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const query = new URLSearchParams({ group: required(values, 'group') });
      if (values['in-force'] === true) query.set('inForce', 'true');
      const rows = await callApi<OpsExclusionEntry[]>('GET', `/ops/protection/exclusions?${query}`);
      printTable(
        rows.map((row) => ({
          brand: row.merchantCode,
          account: row.account,
          kind: row.kind,
          started: row.startedAt,
          until: row.until ?? 'permanent',
          returnAt: row.returnAt,
          inForce: row.inForce,
          accounts: row.accounts,
        })),
        values.json === true,
      );
    },
  },
  {
    name: 'brand protection',
    usage: '--brand PADMA [--group BD-ONE] [--reality-check 15|30|60] --reason <text> [--json]',
    summary:
      "Sets the brand's licence group (its exclusions cover the group's brands) and reality-check default.",
    options: {
      brand: { type: 'string' },
      group: { type: 'string' },
      'reality-check': { type: 'string' },
      reason: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const body = {
        ...(typeof values.group === 'string' ? { licenceGroup: values.group } : {}),
        ...(typeof values['reality-check'] === 'string'
          ? { realityCheckMinutes: Number(values['reality-check']) }
          : {}),
        reason: required(values, 'reason'),
      };
      const result = await callApi<BrandProtection>(
        'PUT',
        `/ops/brands/${encodeURIComponent(required(values, 'brand'))}/protection`,
        { body },
      );
      printTable([result], values.json === true);
    },
  },
];
