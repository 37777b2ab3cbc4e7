import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChannelActionBody,
  MerchantCode,
  OpsChannel,
  OpsChannelsQuery,
  OpsRelease,
  OpsReleasesQuery,
  PinReleaseBody,
  PublishReleaseBody,
  RemoteName,
  StartCanaryBody,
} from '@site/contracts';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ok } from '../http/envelope.js';
import { okResponse } from '../http/schemas.js';
import { assertOperatorBrand } from '../plugins/operatorAuth.js';
import {
  listChannels,
  pinVersion,
  promoteCanary,
  rollBack,
  startCanary,
  withdrawCanary,
  type ChannelCommand,
} from '../services/releases/operatorChannels.js';
import { listReleases, publishRelease } from '../services/releases/releases.js';

const RELEASE = { operator: 'release' } as const;
const BrandParams = Type.Object({ merchantCode: MerchantCode });
const ChannelParams = Type.Object({ merchantCode: MerchantCode, remote: RemoteName });

/**
 * Release channels for operators of the release role (issue 46): publish a remote's version,
 * list the published ones, and per brand list the channels, pin a version, start or change a
 * canary, promote it, roll back to the last good version and withdraw the canary.
 */
export const releaseOpsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const channelCommand = async (
    request: FastifyRequest,
    params: { merchantCode: string; remote: string },
    body: { environment: string; reason: string },
  ): Promise<ChannelCommand> => {
    const operator = await request.requireOperator('release');
    return {
      operator,
      ip: request.clientIp(),
      merchantCode: params.merchantCode,
      remote: params.remote,
      environment: body.environment,
      reason: body.reason,
      now: fastify.clock.now(),
      assertBrand: (brandId) => assertOperatorBrand(operator, brandId),
    };
  };

  fastify.post(
    '/ops/releases',
    { config: RELEASE, schema: { body: PublishReleaseBody, response: okResponse(OpsRelease) } },
    async (request) => {
      const operator = await request.requireOperator('release');
      return ok(
        await publishRelease(fastify.db, {
          operator,
          ip: request.clientIp(),
          ...request.body,
          now: fastify.clock.now(),
        }),
      );
    },
  );

  fastify.get(
    '/ops/releases',
    {
      config: RELEASE,
      schema: { querystring: OpsReleasesQuery, response: okResponse(Type.Array(OpsRelease)) },
    },
    async (request) => {
      await request.requireOperator('release');
      return ok(await listReleases(fastify.db, request.query));
    },
  );

  fastify.get(
    '/ops/channels/:merchantCode',
    {
      config: RELEASE,
      schema: {
        params: BrandParams,
        querystring: OpsChannelsQuery,
        response: okResponse(Type.Array(OpsChannel)),
      },
    },
    async (request) => {
      const operator = await request.requireOperator('release');
      return ok(
        await listChannels(fastify.db, {
          merchantCode: request.params.merchantCode,
          ...request.query,
          assertBrand: (brandId) => assertOperatorBrand(operator, brandId),
        }),
      );
    },
  );

  fastify.put(
    '/ops/channels/:merchantCode/:remote/pin',
    {
      config: RELEASE,
      schema: { params: ChannelParams, body: PinReleaseBody, response: okResponse(OpsChannel) },
    },
    async (request) => {
      const command = await channelCommand(request, request.params, request.body);
      return ok(await pinVersion(fastify.db, { ...command, version: request.body.version }));
    },
  );

  fastify.put(
    '/ops/channels/:merchantCode/:remote/canary',
    {
      config: RELEASE,
      schema: { params: ChannelParams, body: StartCanaryBody, response: okResponse(OpsChannel) },
    },
    async (request) => {
      const { version, percent, maxFailureRate, minSessions } = request.body;
      const command = await channelCommand(request, request.params, request.body);
      return ok(
        await startCanary(fastify.db, {
          ...command,
          version,
          percent,
          maxFailureRate,
          minSessions,
        }),
      );
    },
  );

  const actions = [
    ['post', 'promote', promoteCanary],
    ['post', 'rollback', rollBack],
    ['delete', 'canary', withdrawCanary],
    // The same withdrawal for the console, whose API client sends a DELETE's input as a query.
    ['post', 'canary/withdraw', withdrawCanary],
  ] as const;
  for (const [method, path, action] of actions) {
    fastify[method](
      `/ops/channels/:merchantCode/:remote/${path}`,
      {
        config: RELEASE,
        schema: {
          params: ChannelParams,
          body: ChannelActionBody,
          response: okResponse(OpsChannel),
        },
      },
      async (request) =>
        ok(await action(fastify.db, await channelCommand(request, request.params, request.body))),
    );
  }
};
