import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * When the routes' validators (ajv) and serializers (fast-json-stringify) are compiled:
 * - `at-start`: all of them while the app starts, Fastify's default (the server, the bench);
 * - `on-first-use`: each one the first time its route validates a request or sends an answer,
 *   with the same compilers and options. Compiling every route's schemas took 4–7 s of CPU per
 *   app, and the API tests build an app for each test file that then calls a handful of routes.
 */
export type SchemaCompilation = 'at-start' | 'on-first-use';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/**
 * What Fastify passes at run time (the packages' own types describe ajv's compile instead): a
 * factory, given the shared schemas and options, returns the compiler of one route's part.
 */
type RoutePart = { schema: unknown; method: string; url: string; httpPart?: string };
type CompiledPart = (...args: never[]) => unknown;
type Factory = (externalSchemas: unknown, options: unknown) => (route: RoutePart) => CompiledPart;

/** A function that compiles itself on its first call; a validator's `errors` are its compiled one's. */
function compiledOnFirstCall<Compiled extends (...args: never[]) => unknown>(
  compile: () => Compiled,
): Compiled {
  let compiled: Compiled | undefined;
  const get = () => (compiled ??= compile());
  const onFirstCall = function (this: unknown, ...args: Parameters<Compiled>) {
    return get().apply(this, args);
  };
  Object.defineProperty(onFirstCall, 'errors', {
    get: () => (compiled as { errors?: unknown } | undefined)?.errors,
  });
  return onFirstCall as unknown as Compiled;
}

/**
 * Fastify lower-cases a header schema's names before compiling it, except for a custom
 * compiler's: with only lower-case names (Node's own spelling of received headers) there is
 * nothing to lower-case, and both modes validate alike.
 */
function assertLowerCaseHeaderNames(schema: unknown, method: string, url: string): void {
  const { properties = {}, required = [] } = (schema ?? {}) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const names = [...Object.keys(properties), ...required];
  const spelt = names.find((name) => name !== name.toLowerCase());
  if (spelt)
    throw new Error(`${method} ${url}: name the header "${spelt}" in lower case in its schema`);
}

const validatorsOnFirstUse =
  (buildValidator: Factory): Factory =>
  (externalSchemas, options) => {
    const compile = buildValidator(externalSchemas, options);
    return (route) => {
      if (route.httpPart === 'headers')
        assertLowerCaseHeaderNames(route.schema, route.method, route.url);
      return compiledOnFirstCall(() => compile(route));
    };
  };

const serializersOnFirstUse =
  (buildSerializer: Factory): Factory =>
  (externalSchemas, options) => {
    const compile = buildSerializer(externalSchemas, options);
    return (route) => compiledOnFirstCall(() => compile(route));
  };

/** Fastify's `schemaController` option for `compilation` (none: Fastify's own default). */
export function schemaController(
  compilation: SchemaCompilation,
): FastifyServerOptions['schemaController'] {
  if (compilation === 'at-start') return undefined;
  return {
    compilersFactory: {
      buildValidator: validatorsOnFirstUse(
        AjvCompiler() as unknown as Factory,
      ) as unknown as CompilersFactory['buildValidator'],
      buildSerializer: serializersOnFirstUse(
        SerializerSelector() as unknown as Factory,
      ) as unknown as CompilersFactory['buildSerializer'],
    },
  };
}
