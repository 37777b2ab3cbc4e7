import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';

/**
 * The OpenAPI document of the API, built from the same TypeBox schemas that validate and
 * serialise (GET /docs/openapi.json). Relay calls share one parametric route, so each name is
 * added as its own path with its own schemas.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Padma Play platform API',
        version: '1.0.0',
        description:
          'Every answer is the envelope { success, code, message, value }; see api/README.md.',
      },
    },
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const document = documentObject.openapiObject as OpenAPIV3.Document;
      for (const handler of app.relay.handlers()) {
        const operation: OpenAPIV3.OperationObject = {
          operationId: handler.name,
          responses: {
            200: {
              description: 'The envelope; `value` is the call result.',
              content: { 'application/json': { schema: { ...handler.schema.response } } },
            },
          },
        };
        const query = handler.schema.querystring as OpenAPIV3.SchemaObject | undefined;
        operation.parameters = Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
          name,
          in: 'query',
          required: query?.required?.includes(name) ?? false,
          schema: { ...schema },
        }));
        if (handler.schema.body)
          operation.requestBody = {
            content: { 'application/json': { schema: { ...handler.schema.body } } },
          };
        document.paths[`/wps/relay/${handler.name}`] = Object.fromEntries(
          handler.methods.map((method) => [method.toLowerCase(), operation]),
        );
      }
      return document;
    },
  });
  app.get('/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
