import Fastify, { type FastifyInstance } from 'fastify';
import { moneyKeyword } from '../../src/http/money.js';
import { schemaController, type SchemaCompilation } from '../../src/http/schemaCompilers.js';

/** One route with a body, a query and an answer schema, under the API's ajv options. */
async function appWith(compilation: SchemaCompilation): Promise<FastifyInstance> {
  const app = Fastify({
    ajv: { plugins: [moneyKeyword] },
    schemaController: schemaController(compilation),
  });
  app.post(
    '/orders',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { page: { type: 'integer', minimum: 1 } },
        },
        body: {
          type: 'object',
          required: ['item', 'count'],
          properties: { item: { type: 'string', minLength: 1 }, count: { type: 'integer' } },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: { item: { type: 'string' }, count: { type: 'integer' } },
          },
        },
      },
    },
    async (request) => ({ ...(request.body as object), secret: 'not in the schema' }),
  );
  await app.ready();
  return app;
}

const requests = [
  { url: '/orders', payload: { item: 'tea', count: '2' } },
  { url: '/orders?page=0', payload: { item: 'tea', count: 2 } },
  { url: '/orders', payload: { item: '', count: 2 } },
  { url: '/orders', payload: { item: 'tea', count: 2, extra: true } },
  { url: '/orders', payload: { count: 2 } },
];

describe('schemas compiled on first use', () => {
  it('validate, coerce and serialise exactly as schemas compiled at start', async () => {
    const atStart = await appWith('at-start');
    const onFirstUse = await appWith('on-first-use');
    const statuses: number[] = [];
    try {
      for (const request of requests) {
        const [expected, actual] = await Promise.all(
          [atStart, onFirstUse].map((app) => app.inject({ method: 'POST', ...request })),
        );
        expect({ request, status: actual!.statusCode, body: actual!.body }).toEqual({
          request,
          status: expected!.statusCode,
          body: expected!.body,
        });
        statuses.push(actual!.statusCode);
      }
      // A string count is coerced and an unknown field dropped (Fastify's ajv options).
      expect(statuses).toEqual([200, 400, 400, 200, 400]);
    } finally {
      await Promise.all([atStart.close(), onFirstUse.close()]);
    }
  });

  it('refuse a header schema Fastify would have lower-cased', async () => {
    const app = Fastify({ schemaController: schemaController('on-first-use') });
    app.get(
      '/brand',
      { schema: { headers: { type: 'object', properties: { Merchant: { type: 'string' } } } } },
      async () => ({}),
    );
    await expect(app.ready()).rejects.toThrow(
      'GET /brand: name the header "Merchant" in lower case in its schema',
    );
  });
});
