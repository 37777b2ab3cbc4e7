import type { OpsChannel, OpsRelease } from '@site/contracts';
import { callApi } from '../operator-client.js';
import { printError, printJson, printTable, required, type Command } from './command.js';

/**
 * `pnpm operator releases …` and `channels …` (issue 46, release role): publish a remote's
 * version, and per brand and environment pin it, run a canary, promote, roll back or withdraw
 * it. `--brand all` applies a command to every brand the operator may act on, brand by brand: a
 * brand that refuses (no canary to promote, say) is reported and the others go on. The version
 * option is `--release-version`, apart from a tool's own `--version`.
 */

const DEFAULT_ENVIRONMENT = 'production';

const environmentOf = (values: Record<string, unknown>) =>
  typeof values.env === 'string' && values.env.trim() ? values.env.trim() : DEFAULT_ENVIRONMENT;

const health = (figures: { sessions: number; failedSessions: number }) =>
  `${figures.failedSessions}/${figures.sessions} failed`;

function printChannels(channels: OpsChannel[], json: boolean): void {
  if (json) return printJson(channels);
  printTable(
    channels.map((channel) => ({
      brand: channel.merchantCode,
      env: channel.environment,
      remote: channel.remote,
      pinned: `${channel.pinned.version} (${health(channel.pinned)})`,
      canary: channel.canary
        ? `${channel.canary.version} ${channel.canary.percent}% (${health(channel.canary)}; withdrawn past ${channel.canary.maxFailureRate} of ${channel.canary.minSessions})`
        : '',
      lastGood: channel.lastGood?.version ?? '',
      updated: channel.updatedAt,
    })),
  );
}

/**
 * Runs `action` for the brand `--brand` names and prints the channels it answered. With `all`,
 * for each brand the operator may act on: a brand's refusal is printed and the others still
 * run; the command then fails, naming the brands that refused.
 */
async function runPerBrand(
  values: Record<string, unknown>,
  action: (merchantCode: string) => Promise<OpsChannel[]>,
): Promise<void> {
  const brand = required(values, 'brand');
  const json = values.json === true;
  if (brand.toLowerCase() !== 'all') return printChannels(await action(brand), json);
  const channels: OpsChannel[] = [];
  const refused: string[] = [];
  for (const merchantCode of await callApi<string[]>('GET', '/ops/brands')) {
    try {
      channels.push(...(await action(merchantCode)));
    } catch (error) {
      refused.push(merchantCode);
      printError(`${merchantCode}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  printChannels(channels, json);
  if (refused.length > 0) throw new Error(`refused for ${refused.join(', ')}`);
}

const channelPath = (merchantCode: string, remote: string, action: string) =>
  `/ops/channels/${encodeURIComponent(merchantCode)}/${encodeURIComponent(remote)}/${action}`;

const CHANNEL_OPTIONS = {
  brand: { type: 'string' },
  remote: { type: 'string' },
  env: { type: 'string' },
  reason: { type: 'string' },
  json: { type: 'boolean', default: false },
} as const;

/** A change of one channel per brand, printed as the channels it left. */
function channelChange(
  name: string,
  summary: string,
  method: 'PUT' | 'POST' | 'DELETE',
  action: string,
): Command {
  return {
    name: `channels ${name}`,
    usage: '--brand PADMA|all --remote mf_lottery [--env production] --reason <text> [--json]',
    summary,
    options: CHANNEL_OPTIONS,
    async run({ values }) {
      const remote = required(values, 'remote');
      const body = { environment: environmentOf(values), reason: required(values, 'reason') };
      await runPerBrand(values, async (merchantCode) => [
        await callApi<OpsChannel>(method, channelPath(merchantCode, remote, action), { body }),
      ]);
    },
  };
}

export const releaseCommands: Command[] = [
  {
    name: 'releases publish',
    usage:
      '--remote mf_lottery --release-version 1.4.0 --manifest-url https://…/mf-manifest.json [--json]',
    summary:
      "Publishes a remote's version at its manifest URL, for good: the same again is a no-op, another URL is refused.",
    options: {
      remote: { type: 'string' },
      'release-version': { type: 'string' },
      'manifest-url': { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const release = await callApi<OpsRelease>('POST', '/ops/releases', {
        body: {
          remote: required(values, 'remote'),
          version: required(values, 'release-version'),
          manifestUrl: required(values, 'manifest-url'),
        },
      });
      printTable([release], values.json === true);
    },
  },
  {
    name: 'releases list',
    usage: '[--remote mf_lottery] [--json]',
    summary: 'The published versions, newest first per remote.',
    options: { remote: { type: 'string' }, json: { type: 'boolean', default: false } },
    async run({ values }) {
      const query =
        typeof values.remote === 'string'
          ? `?${new URLSearchParams({ remote: values.remote.trim() })}`
          : '';
      printTable(await callApi<OpsRelease[]>('GET', `/ops/releases${query}`), values.json === true);
    },
  },
  {
    name: 'channels list',
    usage: '--brand PADMA|all [--env production] [--json]',
    summary:
      "A brand's channels: pinned version, canary and last good version, with each one's failed sessions since it took its place.",
    options: {
      brand: { type: 'string' },
      env: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    async run({ values }) {
      const query = new URLSearchParams({ environment: environmentOf(values) });
      await runPerBrand(values, (merchantCode) =>
        callApi<OpsChannel[]>('GET', `/ops/channels/${encodeURIComponent(merchantCode)}?${query}`),
      );
    },
  },
  {
    name: 'channels pin',
    usage:
      '--brand PADMA|all --remote mf_lottery --release-version 1.4.0 [--env production] --reason <text> [--json]',
    summary:
      'Pins the version every session gets (a canary of that version ends); the first pin is the first known good.',
    options: { ...CHANNEL_OPTIONS, 'release-version': { type: 'string' } },
    async run({ values }) {
      const remote = required(values, 'remote');
      const body = {
        environment: environmentOf(values),
        version: required(values, 'release-version'),
        reason: required(values, 'reason'),
      };
      await runPerBrand(values, async (merchantCode) => [
        await callApi<OpsChannel>('PUT', channelPath(merchantCode, remote, 'pin'), { body }),
      ]);
    },
  },
  {
    name: 'channels canary',
    usage:
      '--brand PADMA|all --remote mf_lottery --release-version 1.5.0 --percent 10 [--max-failure-rate 0.2] [--min-sessions 20] [--env production] --reason <text> [--json]',
    summary:
      'Starts or changes a canary: the share of sessions that get the version, withdrawn by itself when more than the failure rate of at least the minimum sessions fail.',
    options: {
      ...CHANNEL_OPTIONS,
      'release-version': { type: 'string' },
      percent: { type: 'string' },
      'max-failure-rate': { type: 'string' },
      'min-sessions': { type: 'string' },
    },
    async run({ values }) {
      const remote = required(values, 'remote');
      const body = {
        environment: environmentOf(values),
        version: required(values, 'release-version'),
        percent: Number(required(values, 'percent')),
        ...(typeof values['max-failure-rate'] === 'string'
          ? { maxFailureRate: Number(values['max-failure-rate']) }
          : {}),
        ...(typeof values['min-sessions'] === 'string'
          ? { minSessions: Number(values['min-sessions']) }
          : {}),
        reason: required(values, 'reason'),
      };
      await runPerBrand(values, async (merchantCode) => [
        await callApi<OpsChannel>('PUT', channelPath(merchantCode, remote, 'canary'), { body }),
      ]);
    },
  },
  channelChange(
    'promote',
    'The canary becomes the pinned version; the canary ends.',
    'POST',
    'promote',
  ),
  channelChange(
    'rollback',
    'The last good version becomes the pinned one; any canary ends.',
    'POST',
    'rollback',
  ),
  channelChange(
    'withdraw',
    'Ends the canary: every session gets the pinned version again.',
    'DELETE',
    'canary',
  ),
];
