import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors.js';
import { BrandCache } from '../services/brands/brandCache.js';
import type { Brand } from '../services/brands/brandRepository.js';
import { hostnameOf } from '../services/net/ip.js';

/**
 * Each request resolves its brand once, however many guards and handlers ask: kept on the request
 * (a property every request has from the start, so their shape stays one) rather than in a
 * WeakMap, whose entry for every request costs the garbage collector.
 */
const BRAND_OF_REQUEST = Symbol('brandOfRequest');
type RequestWithBrand = FastifyRequest & { [BRAND_OF_REQUEST]: Promise<Brand> | null };

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Resolution order: `Merchant` header; the `url` query parameter (permission call only);
 * the `Origin` host; the `Host` host. Ports are ignored when matching hosts.
 */
async function resolveBrand(request: FastifyRequest): Promise<Brand> {
  const { brands } = request.server;
  let brand: Brand | null = null;
  const merchant = headerValue(request, 'merchant')?.trim();
  if (merchant) {
    brand = await brands.byCode(merchant);
  } else {
    const query = request.query as Record<string, unknown> | undefined;
    const fromUrl =
      request.routeOptions.config.brandFromUrl && typeof query?.url === 'string'
        ? hostnameOf(query.url)
        : null;
    const candidates = fromUrl
      ? [fromUrl]
      : [hostnameOf(headerValue(request, 'origin')), hostnameOf(request.host)];
    for (const host of candidates) {
      if (!host) continue;
      brand = await brands.byHost(host);
      if (brand) break;
    }
  }
  if (!brand) throw errors.brandNotFound();
  return brand;
}

const decorateBrand: FastifyPluginAsync = async (fastify) => {
  fastify.decorate('brands', new BrandCache(fastify.db, fastify.clock));
  fastify.decorateRequest(BRAND_OF_REQUEST, null);
  fastify.decorateRequest('requireBrand', function requireBrand(this: FastifyRequest) {
    const request = this as RequestWithBrand;
    return (request[BRAND_OF_REQUEST] ??= resolveBrand(this));
  });
};

export const brandPlugin = fp(decorateBrand, {
  name: 'brand',
  fastify: '5.x',
  dependencies: ['context'],
});
