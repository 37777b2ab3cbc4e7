import { Envelope } from '@site/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import type { Static, TObject, TSchema } from 'typebox';
import { ApiError } from '../errors.js';
import { ok } from '../http/envelope.js';
import { PreparedAnswer } from '../http/sharedAnswer.js';
import type { RouteGuardConfig } from './routeGuardConfig.js';
import { validationFailure, validationField } from './envelope.js';
import { nonFiniteRefusal } from './finiteNumbers.js';
import { applyGuards } from './guards.js';
import { type MultipartParts, readMultipart, registerMultipart } from '../http/multipart.js';

type RelayMethod = Extract<HTTPMethods, 'GET' | 'POST'>;

/** A relay call without a query string or body schema gets an empty object. */
type NoInput = TObject<Record<never, never>>;

export interface RelayInput<Query extends TSchema = NoInput, Body extends TSchema = NoInput> {
  query: Static<Query>;
  body: Static<Body>;
}

/**
 * One relay call: its query string and body schemas type `input`, and its response schema (the
 * envelope's `value`, from @site/contracts) types what `handle` returns and serialises it.
 */
export interface RelayHandler<
  Query extends TSchema = NoInput,
  Body extends TSchema = NoInput,
  Value extends TSchema = TSchema,
> {
  /** The NAME in `/wps/relay/NAME`. */
  name: string;
  methods: readonly RelayMethod[];
  /** Token, module and gate requirements; the brand is always resolved. */
  guards: RouteGuardConfig;
  schema: { querystring?: Query; body?: Body; response: Value };
  /**
   * Larger request body limit (bytes) for this call only. The handler then also gets its own
   * static route `/wps/relay/NAME` (same guards and dispatch) carrying that limit.
   */
  bodyLimit?: number;
  /**
   * With `bodyLimit`: also accept multipart/form-data on that route; the parts are turned
   * into a JSON-like body by this function.
   */
  multipart?: (parts: MultipartParts) => Record<string, unknown>;
  /** Returns the envelope `value`, or a value many requests share already serialised. */
  handle(
    request: FastifyRequest,
    input: RelayInput<Query, Body>,
    reply: FastifyReply,
  ): Promise<Static<Value> | PreparedAnswer>;
}

type JsonSchema = Record<string, unknown>;

/** A registered call with its schemas as Fastify compiles them (and caches them by identity). */
interface RegisteredRelay {
  handler: RelayHandler<TSchema, TSchema, TSchema>;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** The envelope around the response schema, which the answers are serialised with. */
  envelope: JsonSchema;
}

const jsonSchema = (schema: TSchema | undefined): JsonSchema | undefined => schema && { ...schema };

export class RelayRegistry {
  readonly #handlers = new Map<string, RegisteredRelay>();

  constructor(
    private readonly onRegister: (
      handler: RelayHandler<TSchema, TSchema, TSchema>,
    ) => void = () => {},
  ) {}

  register<
    Query extends TSchema = NoInput,
    Body extends TSchema = NoInput,
    Value extends TSchema = TSchema,
  >(handler: RelayHandler<Query, Body, Value>): void {
    if (this.#handlers.has(handler.name))
      throw new Error(`Relay handler ${handler.name} registered twice`);
    const registered = handler as unknown as RelayHandler<TSchema, TSchema, TSchema>;
    this.#handlers.set(handler.name, {
      handler: registered,
      querystring: jsonSchema(handler.schema.querystring),
      body: jsonSchema(handler.schema.body),
      envelope: { ...Envelope(handler.schema.response) },
    });
    this.onRegister(registered);
  }

  get(name: string): RegisteredRelay | undefined {
    return this.#handlers.get(name);
  }

  names(): string[] {
    return [...this.#handlers.keys()].sort();
  }

  /** Every call with its schemas, for the OpenAPI document. */
  handlers(): RelayHandler<TSchema, TSchema, TSchema>[] {
    return [...this.#handlers.values()].map(({ handler }) => handler);
  }
}

/**
 * A copy of the parsed query string or body that the validator coerces and fills in, made key by
 * key: the query string parser's objects have no prototype and V8 keeps them as dictionaries,
 * and a spread copy of one stays a dictionary, on which the compiled validator took 6 µs instead
 * of 0.2 (an eighth of a cached game-list request). `__proto__` is never a field, and assigning
 * it would set the copy's prototype.
 */
function fieldsOf(input: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (!input || typeof input !== 'object' || Array.isArray(input)) return fields;
  for (const key of Object.keys(input))
    if (key !== '__proto__') fields[key] = (input as Record<string, unknown>)[key];
  return fields;
}

function validate(
  request: FastifyRequest,
  schema: JsonSchema | undefined,
  data: Record<string, unknown>,
  part: 'querystring' | 'body',
): void {
  if (!schema) return;
  const check = request.compileValidationSchema(schema, part);
  if (!check(data)) {
    const issues = check.errors ?? [];
    const field = validationField(issues, part);
    const detail = issues[0]?.message
      ? `${part}/${field} ${issues[0].message}`
      : `${part} is invalid`;
    throw validationFailure(issues, part, detail);
  }
  // After the coercion: `1e400` passes an integer's limits as Infinity (plugins/finiteNumbers.ts).
  const nonFinite = nonFiniteRefusal(data, part);
  if (nonFinite) throw nonFinite;
}

async function dispatch(
  registry: RelayRegistry,
  name: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const registered = registry.get(name);
  if (!registered) throw new ApiError(404, 'NOT_FOUND', `Unknown call ${name}`);
  const { handler, envelope } = registered;
  if (!handler.methods.includes(request.method as RelayMethod)) {
    reply.header('allow', handler.methods.join(', '));
    throw new ApiError(
      405,
      'METHOD_NOT_ALLOWED',
      `${request.method} is not allowed for ${handler.name}`,
    );
  }
  await applyGuards(request, handler.guards);
  const query = fieldsOf(request.query);
  const body = fieldsOf(request.body);
  validate(request, registered.querystring, query, 'querystring');
  validate(request, registered.body, body, 'body');
  const value = await handler.handle(request, { query, body }, reply);
  // Serialised like a route's response schema: only the fields the contract names go out.
  const serialize = reply.compileSerializationSchema(envelope, '200');
  if (value instanceof PreparedAnswer) {
    reply.type('application/json; charset=utf-8');
    return value.body(serialize);
  }
  reply.serializer(serialize);
  return ok(value);
}

/** One route, `GET|POST /wps/relay/:name`, dispatching to registered handlers by name. */
const relayRoutes: FastifyPluginAsync = async (fastify) => {
  const registry = new RelayRegistry((handler) => {
    const { bodyLimit, multipart } = handler;
    if (!bodyLimit) return;
    // A static route wins over the parametric one, so only this call gets the larger limit.
    // Its own scope, so the multipart parser applies to this route alone.
    void fastify.register(async (scope) => {
      // @fastify/multipart, registered in this scope only: the other calls answer 415.
      if (multipart) await registerMultipart(scope, bodyLimit);
      scope.route({
        method: ['GET', 'POST'],
        url: `/wps/relay/${handler.name}`,
        config: { brand: true },
        bodyLimit,
        // Token and account checks before a large body is read.
        onRequest: async (request) => {
          if (handler.methods.includes(request.method as RelayMethod))
            await applyGuards(request, handler.guards);
        },
        // The parts are read here, after those checks, and become the body the schema checks.
        preValidation: multipart
          ? async (request) => {
              if (request.isMultipart())
                request.body = multipart(await readMultipart(request, bodyLimit));
            }
          : undefined,
        handler: (request, reply) => dispatch(registry, handler.name, request, reply),
      });
    });
  });
  fastify.decorate('relay', registry);

  fastify.route<{ Params: { name: string } }>({
    method: ['GET', 'POST'],
    url: '/wps/relay/:name',
    config: { brand: true },
    schema: {
      params: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$' } },
      },
    },
    handler: (request, reply) => dispatch(registry, request.params.name, request, reply),
  });
};

export const relayPlugin = fp(relayRoutes, {
  name: 'relay',
  fastify: '5.x',
  dependencies: ['guards'],
});
