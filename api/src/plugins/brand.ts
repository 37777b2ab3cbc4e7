import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from '../errors.js';
import { BrandCache } from '../services/brands/brandCache.js';
import type { Brand } from '../services/brands/brandRepository.js';
import { hostnameOf } from '../services/net/ip.js';

/** Each request resolves its brand once, however many guards and handlers ask. */
const brandOfRequest = new WeakMap<FastifyRequest, Promise<Brand>>();

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
  fastify.decorateRequest('requireBrand', function requireBrand(this: FastifyRequest) {
    let brand = brandOfRequest.get(this);
    if (!brand) {
      brand = resolveBrand(this);
      brandOfRequest.set(this, brand);
    }
    return brand;
  });
};

export const brandPlugin = fp(decorateBrand, {
  name: 'brand',
  fastify: '5.x',
  dependencies: ['context'],
});
