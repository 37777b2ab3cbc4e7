import { PLAIN_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN } from '@site/contracts';
import type { InjectOptions } from 'fastify';
import { authed, BRAND1, login, OPS_TOKEN, PASSWORDS } from '../support/testApp.js';
import { signBody } from '../../src/services/wallet/seamlessSecrets.js';
import { seamlessSecretOf } from '../support/wallet.js';
import {
  createFaultContext,
  databaseFingerprint,
  envelopeProblem,
  fillParams,
  injectWithin,
  needsMemberToken,
  type Endpoint,
  type EnvelopeProblem,
  type FaultContext,
  type JsonSchema,
} from './routeTable.js';

/**
 * Malformed input for every route and relay call, generated from their schemas: each case is
 * something the API must refuse (or, for oversized query values, at least survive) with the
 * error envelope, no 5xx, and nothing changed in the money and account tables.
 */

let ctx: FaultContext;
/** A real agent account passes every token, real-account and agent check, so the input is what fails. */
let token: string;

beforeAll(async () => {
  ctx = await createFaultContext();
  token = await login(ctx.app, 'demo_agent', PASSWORDS.agent);
});
afterAll(async () => {
  await ctx.close();
});

interface Case {
  name: string;
  options: InjectOptions;
  /** false: the input may be acceptable (e.g. a long search term); only no 5xx and the envelope. */
  mustRefuse: boolean;
}

const ONE_MB = 'x'.repeat(1024 * 1024);
const NUL = 'a\u0000b';
/** Negative, 3 decimals (number and string), boolean, null, exponent, padded, past any limit. */
const BAD_MONEY: unknown[] = [
  -5,
  '-0.01',
  1.234,
  '1.234',
  true,
  false,
  null,
  '1e3',
  ' 1',
  [],
  {},
  1e20,
  '99999999999999999999.99',
];
/** Numbers Ajv's coercion reads as Infinity, past any integer's limits (issue 40). */
const NOT_FINITE = ['1e400', 'Infinity', '-Infinity'];
/** A terminal escape in member-written text (the contracts' PlainText / SingleLineText). */
const TEXT_PATTERNS = new Set<unknown>([PLAIN_TEXT_PATTERN, SINGLE_LINE_TEXT_PATTERN]);
const ESCAPE = 'a\u001b[2J\u001b]8;;https://evil.example\u0007b\u009b0m';
const BAD_TOKENS = ['Bearer', 'Bearer ', 'Basic ZGVtbzpkZW1v', `Bearer ${'a'.repeat(300)}`, 'x'];

const typesOf = (schema: JsonSchema): string[] => [schema.type ?? []].flat();

/** A value of the wrong JSON type that Ajv's type coercion cannot turn into the right one. */
function wrongType(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (types.length === 0) return undefined;
  if (types.includes('object')) return 7;
  return { nested: true };
}

/** A plausible value for a property, so that a case breaks exactly one field. */
function sample(schema: JsonSchema): unknown {
  if (schema.money) return '1.00';
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = typesOf(schema)[0];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  return 'x';
}

function plausibleBody(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property)]),
  );
}

function casesFor(endpoint: Endpoint): Case[] {
  const headers = endpoint.ops
    ? authed(OPS_TOKEN)
    : needsMemberToken(endpoint)
      ? authed(token)
      : { ...BRAND1 };
  const base = { method: endpoint.method as InjectOptions['method'], url: endpoint.url, headers };
  const cases: Case[] = [];
  const add = (name: string, options: Partial<InjectOptions>, mustRefuse = true) =>
    cases.push({ name, options: { ...base, ...options }, mustRefuse });

  const body = endpoint.schema.body;
  if (body && endpoint.method !== 'GET') {
    const json = { ...headers, 'content-type': 'application/json' };
    add('bad JSON', { headers: json, payload: '{"a":' });
    add('text/plain body', {
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'hi',
    });
    add('XML body', {
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    add('array body', { headers: json, payload: '[]' });
    add('multipart body without a boundary', {
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: '--x\r\n',
    });
    add('broken multipart body', {
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data\r\n\r\n\u0000\r\n',
    });
    add('1 MB body', { headers: json, payload: JSON.stringify({ filler: ONE_MB }) });
    add('JSON nested 20,000 deep', {
      headers: json,
      payload: '['.repeat(20_000) + ']'.repeat(20_000),
    });
    add(
      '__proto__ key',
      {
        headers: json,
        payload: JSON.stringify(plausibleBody(body)).replace('{', '{"__proto__":{"x":1},'),
      },
      false,
    );
    add('NUL in a key', { payload: { ...plausibleBody(body), 'k\u0000': 'v' } });
    if ((body.required ?? []).length > 0) add('empty object', { payload: {} });
    for (const [field, property] of Object.entries(body.properties ?? {})) {
      const valid = plausibleBody(body);
      if (body.required?.includes(field)) {
        const { [field]: _missing, ...rest } = valid;
        add(`missing ${field}`, { payload: rest });
      }
      if (property.money) {
        for (const money of BAD_MONEY)
          add(`${field} = ${JSON.stringify(money)}`, { payload: { ...valid, [field]: money } });
        continue;
      }
      const wrong = wrongType(property);
      if (wrong !== undefined)
        add(`${field} of the wrong type`, { payload: { ...valid, [field]: wrong } });
      if (typesOf(property).includes('string'))
        add(`NUL in ${field}`, { payload: { ...valid, [field]: NUL } });
      if (typesOf(property).some((type) => type === 'integer' || type === 'number'))
        add(`${field} = "1e400"`, { payload: { ...valid, [field]: '1e400' } });
      if (TEXT_PATTERNS.has(property.pattern))
        add(`terminal escapes in ${field}`, { payload: { ...valid, [field]: ESCAPE } });
    }
  }

  const query = endpoint.schema.querystring;
  for (const [field, property] of Object.entries(query?.properties ?? {})) {
    const types = typesOf(property);
    add(`query ${field} with NUL`, { query: { [field]: NUL } });
    add(`query ${field} of 1 MB`, { query: { [field]: ONE_MB } }, false);
    add(`query ${field} given twice`, { url: `${endpoint.url}?${field}=1&${field}=2` }, false);
    if (types.includes('integer') || types.includes('number')) {
      add(`query ${field} not a number`, { query: { [field]: 'abc' } });
      for (const value of NOT_FINITE)
        add(`query ${field} = ${value}`, { query: { [field]: value } });
    }
    if (TEXT_PATTERNS.has(property.pattern))
      add(`query ${field} with terminal escapes`, { query: { [field]: ESCAPE } });
    if (types.includes('boolean'))
      add(`query ${field} not a boolean`, { query: { [field]: 'maybe' } });
  }

  for (const field of Object.keys(endpoint.schema.params?.properties ?? {}))
    add(`param ${field} with NUL`, { url: fillParams(endpoint.pattern, { [field]: '%00x' }) });

  if (endpoint.guards.brand)
    add('unknown brand', { headers: { ...headers, Merchant: 'NO_SUCH_BRAND' } });
  if (endpoint.guards.brand)
    add('brand header of 8 KB', { headers: { ...headers, Merchant: 'P'.repeat(8192) } });
  add('a method the route does not have', {
    method: endpoint.method === 'PATCH' ? 'PUT' : 'PATCH',
  });

  if (needsMemberToken(endpoint) || endpoint.ops) {
    for (const authorization of BAD_TOKENS)
      add(`Authorization "${authorization.slice(0, 20)}"`, {
        headers: { ...BRAND1, authorization },
      });
  }
  return cases;
}

const shapeCode = (raw: string) => {
  try {
    return String((JSON.parse(raw) as { code?: unknown }).code);
  } catch {
    return 'not JSON';
  }
};

/** Seamless calls are signed by the vendor: sign the malformed bodies so they reach validation. */
function signedForVendor(endpoint: Endpoint, testCase: Case, secret: string): Case {
  if (!endpoint.pattern.startsWith('/seamless/')) return testCase;
  const { payload } = testCase.options;
  const raw = typeof payload === 'string' ? payload : JSON.stringify(payload ?? {});
  const headers = { 'content-type': 'application/json', ...testCase.options.headers };
  return {
    ...testCase,
    options: {
      ...testCase.options,
      payload: raw,
      headers: { ...headers, 'x-signature': signBody(secret, raw) },
    },
  };
}

describe('malformed input on every route and relay call', () => {
  it('is refused with the error envelope, never a 5xx, and changes nothing', async () => {
    const secret = await seamlessSecretOf(ctx.database.db);
    const before = await databaseFingerprint(ctx.database);
    const problems: EnvelopeProblem[] = [];
    let sent = 0;
    let serverErrors = 0;
    const codes = new Map<string, number>();
    for (const endpoint of ctx.endpoints) {
      for (const unsigned of casesFor(endpoint)) {
        const testCase = signedForVendor(endpoint, unsigned, secret);
        sent += 1;
        const response = await injectWithin(ctx.app, testCase.options);
        const request = `${endpoint.label}: ${testCase.name}`;
        if (response === 'timeout') {
          problems.push({ label: endpoint.label, request, status: 0, body: 'no answer in 10 s' });
          continue;
        }
        if (response.statusCode >= 500) serverErrors += 1;
        const code = `${response.statusCode} ${shapeCode(response.body)}`;
        codes.set(code, (codes.get(code) ?? 0) + 1);
        const shape = envelopeProblem(response);
        const refused = response.statusCode >= 400 && response.statusCode < 500;
        if (response.statusCode >= 500 || shape || (testCase.mustRefuse && !refused)) {
          problems.push({
            label: endpoint.label,
            request,
            status: response.statusCode,
            body: `${shape ?? ''} ${response.body.slice(0, 200)}`.trim(),
          });
        }
      }
    }
    const after = await databaseFingerprint(ctx.database);
    console.log(
      `malformed input: ${ctx.endpoints.length} endpoints, ${sent} requests sent, ${serverErrors} answered 5xx, ${problems.length} problems`,
    );
    console.log(`answers: ${[...codes].map(([code, count]) => `${code} ×${count}`).join(', ')}`);
    expect(problems).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(after).toEqual(before);
    // The generator must really cover the API: a broken route table would pass vacuously.
    expect(ctx.endpoints.length).toBeGreaterThan(60);
    expect(sent).toBeGreaterThan(500);
  }, 180_000);
});
