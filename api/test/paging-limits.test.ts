import type { InjectOptions } from 'fastify';
import { authed, BRAND1, body, login, OPS_TOKEN, PASSWORDS } from './support/testApp.js';
import { createFaultContext, type Endpoint, type FaultContext } from './faults/routeTable.js';

/**
 * Paging and count parameters (`pageNo`, `pageSize`, `count`, `limit`, `beforeRoundNo`) of every
 * route and relay call, found from their schemas: a number beyond any double (`1e400`) or `Infinity` is coerced by
 * Ajv to Infinity, which its `minimum` and `maximum` never compare (they check finite numbers
 * only), so it reached the database as `LIMIT 'Infinity'` and came back as a 500.
 */
let ctx: FaultContext;
let token: string;

beforeAll(async () => {
  ctx = await createFaultContext();
  token = await login(ctx.app, 'demo_agent', PASSWORDS.agent);
});
afterAll(async () => {
  await ctx.close();
});

const PAGING_FIELDS = ['pageNo', 'pageSize', 'count', 'limit', 'beforeRoundNo'];
const NOT_FINITE = ['1e400', 'Infinity', '-Infinity', '-1e400'];
/** Valid values of the other required query fields, so that the paging field is what fails. */
const REQUIRED_VALUES: Record<string, string> = {
  from: '2026-01-01',
  to: '2026-01-02',
  gameCode: 'VN_FAST_1M',
  q: 'demo',
  brand: 'PADMA',
  group: 'w_home',
};

function requiredQuery(endpoint: Endpoint): Record<string, string> {
  const required = endpoint.schema.querystring?.required ?? [];
  return Object.fromEntries(
    required
      .filter((name) => name in REQUIRED_VALUES)
      .map((name) => [name, REQUIRED_VALUES[name]!]),
  );
}

function pagingFields(endpoint: Endpoint): string[] {
  const properties = endpoint.schema.querystring?.properties ?? {};
  return Object.keys(properties).filter((name) => PAGING_FIELDS.includes(name));
}

/** An agent's token passes every member, real-account and agent guard (public calls take it too). */
const headersFor = (endpoint: Endpoint): InjectOptions['headers'] =>
  endpoint.ops ? authed(OPS_TOKEN) : authed(token, BRAND1);

describe('paging parameters that are no finite number', () => {
  it('answer 400 VALIDATION_FAILED naming the field on every route that pages', async () => {
    const paged = ctx.endpoints.filter((endpoint) => pagingFields(endpoint).length > 0);
    const problems: string[] = [];
    for (const endpoint of paged) {
      for (const field of pagingFields(endpoint)) {
        for (const value of NOT_FINITE) {
          const response = await ctx.app.inject({
            method: endpoint.method as InjectOptions['method'],
            url: endpoint.url,
            headers: headersFor(endpoint),
            query: { ...requiredQuery(endpoint), [field]: value },
          });
          const answer = body<{ field?: string }>(response);
          if (
            response.statusCode !== 400 ||
            answer.code !== 'VALIDATION_FAILED' ||
            answer.value?.field !== field
          )
            problems.push(
              `${endpoint.label} ${field}=${value}: ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
        }
      }
    }
    console.log(`paging: ${paged.map((endpoint) => endpoint.label).join(', ')}`);
    expect(problems).toEqual([]);
    // The route table must really find them: a broken one would pass vacuously.
    expect(paged.length).toBeGreaterThanOrEqual(9);
  }, 120_000);

  it('refuses a body string of 1e400 for a number too, and stores nothing', async () => {
    const patch = (payload: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/ops/brands/PADMA',
        headers: { ...authed(OPS_TOKEN), 'content-type': 'application/json' },
        payload,
      });
    // Coerced to Infinity, which the number's maximum never compares (stored, it read null).
    const refused = await patch('{"rebate":{"ratesPercent":{"RNG":"1e400"}}}');
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { field: 'rebate.ratesPercent.RNG', in: 'body', rule: 'finite' },
    });
    const brand = await ctx.app.inject({
      method: 'GET',
      url: '/ops/brands/PADMA',
      headers: authed(OPS_TOKEN),
    });
    expect(JSON.stringify(body(brand).value)).not.toContain('"RNG":null');
  });

  it('still answers a finite page', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wps/member/messages',
      headers: authed(token),
      query: { pageNo: '2', pageSize: '5' },
    });
    expect(response.statusCode).toBe(200);
  });
});
